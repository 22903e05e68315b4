// SQL of custody sweeps (table custody_sweeps): the addresses due a sweep, the sweeps still on their
// way, guarded moves between states, and the operator's list.
import type { Executor } from '../../db/database';
import type { CustodySweepsTable } from '../../db/schema';
import type { SweepState } from '../../../api/lifecycles/sweep.lifecycle';

export type SweepRow = CustodySweepsTable;
export const unfinishedSweepStates: SweepState[] = ['funding', 'sweeping'];

/**
 * Deposit addresses with no sweep on its way and a credit no sweep was planned strictly after (a
 * sweep planned in the same millisecond may have missed it; the balance check skips an empty one).
 */
export async function addressesDueSweep(db: Executor, chain: string): Promise<string[]> {
  const credited = await db.selectFrom('deposits').select(['address', (eb) => eb.fn.max('updated_at').as('last')])
    .where('chain', '=', chain).where('state', '=', 'credited').groupBy('address').execute();
  const sweeps = await db.selectFrom('custody_sweeps').select(['address', 'state', 'created_at']).where('chain', '=', chain).execute();
  return credited.filter((c) => !sweeps.some((s) => s.address === c.address
    && ((unfinishedSweepStates as string[]).includes(s.state) || s.created_at > BigInt(c.last)))).map((c) => c.address);
}

export async function ownerOfDepositAddress(db: Executor, chain: string, address: string): Promise<string | undefined> {
  const row = await db.selectFrom('deposit_addresses').select('user_id').where('chain', '=', chain).where('address', '=', address).executeTakeFirst();
  return row?.user_id;
}

export async function unfinishedSweeps(db: Executor, chain: string): Promise<SweepRow[]> {
  return db.selectFrom('custody_sweeps').selectAll().where('chain', '=', chain).where('state', 'in', unfinishedSweepStates).orderBy('created_at').execute();
}

/** Outbox keys of a sweep's hot-wallet gas: the first send (`sweep-gas:<sweep>`) and each top-up (`sweep-topup:<sweep>:<version>`). */
export const GAS_KEY_PREFIX = 'sweep-gas:';
export const TOP_UP_KEY_PREFIX = 'sweep-topup:';

/** The sweeps' hot-wallet gas sends not yet marked settled (mined), oldest nonce first. */
export async function unsettledGasSends(db: Executor, chain: string) {
  return db.selectFrom('evm_outgoing_txs').select('send_key').where('chain', '=', chain).where('settled', '=', 0n)
    .where((eb) => eb.or([eb('send_key', 'like', `${GAS_KEY_PREFIX}%`), eb('send_key', 'like', `${TOP_UP_KEY_PREFIX}%`)]))
    .orderBy('nonce').execute();
}

export async function insertSweep(db: Executor, row: SweepRow) {
  await db.insertInto('custody_sweeps').values(row).execute();
}

/** Sets a sweep's state from `from` to `to`; false when another run moved it first. */
export async function updateSweepState(db: Executor, id: string, from: SweepState, to: SweepState, now: number): Promise<boolean> {
  const res = await db.updateTable('custody_sweeps').set({ state: to, updated_at: BigInt(now) })
    .where('id', '=', id).where('state', '=', from).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The sweep transfer's version to re-broadcast, and show: the newest until one is mined, then the mined one. */
export async function pointSweepAt(db: Executor, id: string, raw: string, hash: string) {
  await db.updateTable('custody_sweeps').set({ sweep_raw: raw, sweep_tx: hash }).where('id', '=', id).execute();
}

/** The gas transfer's version the chain mined, when it was a replacement of the one first signed. */
export async function pointSweepGasAt(db: Executor, id: string, hash: string) {
  await db.updateTable('custody_sweeps').set({ gas_tx: hash }).where('id', '=', id).execute();
}

/** The newest sweeps first, with their address's owner, for the operator console. */
export async function recentSweeps(db: Executor, limit: number) {
  return db.selectFrom('custody_sweeps as s')
    .leftJoin('deposit_addresses as a', (j) => j.onRef('a.chain', '=', 's.chain').onRef('a.address', '=', 's.address'))
    .selectAll('s').select('a.user_id')
    .orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').limit(limit).execute();
}
