// Moving a contract position through its chart (api/lifecycles/contract-position.lifecycle): the
// one place its state changes. Each move writes its timeline row, its money-history rows, its
// price record and, where money moves, its ledger entry, all in the caller's transaction. The
// postings keep the audit clean at every step (C = the user's contract account, F = contract_frozen):
//   place:     C −(margin+fee), F +margin, contract-fees +fee
//   cancel:    the place entry reversed
//   settle / liquidate: F −margin, C +toUser, contract-fees +fee, contract-counterparty +(margin−toUser−fee)
//              (negative: the platform pays the user's gain or the loss beyond the margin)
//   financing: F −charge, contract-financing +charge (the margin shrinks)
// Referral commission (contract-commission.ts): at fill, an entry of its own moves the inviters'
// shares of the open fee from contract-fees to their spot USDT (the fee is final only then); at
// settlement the shares of the close fee actually collected are postings of the settle entry.
import type { Insertable, Transaction } from 'kysely';
import { LifecycleRefused, mustMove } from '../../../api/lifecycles/lifecycle';
import { contractPositionLifecycle, type ContractPositionEvent } from '../../../api/lifecycles/contract-position.lifecycle';
import type { ContractMoneyTable, Database } from '../../db/schema';
import type { DialectName } from '../../db/database';
import type { Deps } from '../../deps';
import type { Mark } from '../../feeds/mark-source';
import { savePriceRecord } from '../../feeds/price-records';
import { systemAccount, userAccount, type EntryInput, type Posting } from '../ledger/ledger';
import { CONTRACT_ASSET, contractInstrument } from './contract-instruments';
import { insertMoney, insertPositionEvent, updatePosition, type PositionEventInput, type PositionRow } from './contract.store';
import type { StagedRows } from './contract-rows';
import { exitPrice, fee, liquidationPrice, notional, pnl as pnlOf, settlement } from '../../../api/contract-math';
import { mergePostings, type CommissionWrites } from '../referral/commission';
import { feeCommission, writeCommission } from './contract-commission';
import type { PositionSide as ContractSide } from '../../engines/contract/trigger-book';

export type MoveDeps = Pick<Deps, 'clock' | 'ids' | 'referrals'>;

/**
 * The transaction a move runs in and how its ledger entry is posted there: one by one
 * (`ledger.post`) on a user's call, staged in a ledger batch by the risk runtime, which settles
 * many positions per mark and flushes them together.
 */
export interface MoveTx {
  trx: Transaction<Database>;
  dialect: DialectName;
  post(entry: EntryInput): Promise<unknown>;
  /** Price records already saved in this transaction (a batch settles many positions at one mark). */
  records?: Set<string>;
  /**
   * Where a batch collects the timeline and money-history rows of its moves, to write them with a
   * few multi-row statements at its end (contract-rows.ts); without it each move inserts its own.
   */
  rows?: StagedRows;
  /** Referral commission rows of this transaction's fees, made on the first fee that pays any. */
  commission?: CommissionWrites;
}

/** Writes a timeline row now, or stages it in the batch. */
async function writeEvent(tx: MoveTx, row: PositionEventInput) {
  if (tx.rows) tx.rows.events.push(row);
  else await insertPositionEvent(tx.trx, row);
}

/** Writes money-history rows now, or stages them in the batch. */
async function writeMoney(tx: MoveTx, rows: Insertable<ContractMoneyTable>[]) {
  if (tx.rows) tx.rows.money.push(...rows);
  else await insertMoney(tx.trx, rows);
}

/** Saves the mark's price record once per transaction. */
async function recordPrice(tx: MoveTx, mark: Mark) {
  if (tx.records?.has(mark.recordId)) return;
  await savePriceRecord(tx.trx, mark);
  tx.records?.add(mark.recordId);
}

export const postingEach = (deps: Pick<Deps, 'ledger' | 'dialect'>, trx: Transaction<Database>): MoveTx => ({ trx, dialect: deps.dialect, post: (entry) => deps.ledger.post(trx, entry) });
export type CloseReason = 'user' | 'closeAll' | 'takeProfit' | 'stopLoss' | 'liquidation';

export const feesAccount = () => systemAccount('contract-fees', CONTRACT_ASSET);
export const counterpartyAccount = () => systemAccount('contract-counterparty', CONTRACT_ASSET);
export const financingAccount = () => systemAccount('contract-financing', CONTRACT_ASSET);
const contractWallet = (userId: string) => userAccount(userId, CONTRACT_ASSET, 'contract');
const frozenWallet = (userId: string) => userAccount(userId, CONTRACT_ASSET, 'contract_frozen');

const nonZero = (postings: Posting[]) => postings.filter((p) => p.amount !== 0n);
const specOf = (p: PositionRow) => {
  const spec = contractInstrument(p.symbol);
  if (!spec) throw new Error(`contract position ${p.id}: unknown instrument ${p.symbol}`);
  return spec;
};

/**
 * Moves `p` on `event` with `change`, writing the timeline row. Returns the moved row, or null
 * when a concurrent move got there first (the row is no longer in p.state). Throws
 * LifecycleRefused when the chart does not accept the event in that state.
 */
async function move(deps: MoveDeps, tx: MoveTx, p: PositionRow, event: ContractPositionEvent['type'], actor: string, change: Partial<PositionRow> = {}, reason: string | null = null): Promise<PositionRow | null> {
  const to = mustMove(contractPositionLifecycle, p.state, { type: event } as ContractPositionEvent);
  const now = deps.clock.now();
  const set = { ...change, state: to, updated_at: BigInt(now) };
  if (!(await updatePosition(tx.trx, tx.dialect, p.id, p.state, set))) return null;
  await writeEvent(tx, { id: deps.ids.next('le'), entityId: p.id, from: p.state, to, event, actor, reason, now });
  return { ...p, ...set };
}

export { LifecycleRefused };

/** The ledger entry, first timeline row and history rows of a new (pending) position, written with it. */
export async function placePosition(deps: MoveDeps, tx: MoveTx, p: PositionRow, actor: string) {
  await tx.post({
    reason: 'contract.place', refType: 'contract_position', refId: p.id, idempotencyKey: `contract:place:${p.id}`,
    postings: nonZero([
      { account: contractWallet(p.user_id), amount: -(p.margin + p.open_fee) },
      { account: frozenWallet(p.user_id), amount: p.margin },
      { account: feesAccount(), amount: p.open_fee },
    ]),
  });
  const now = deps.clock.now();
  await writeEvent(tx, { id: deps.ids.next('le'), entityId: p.id, from: null, to: p.state, event: 'PLACED', actor, reason: null, now });
  await writeMoney(tx, [
    { id: deps.ids.next('cm'), user_id: p.user_id, position_id: p.id, symbol: p.symbol, kind: 'margin', amount: -p.margin, record_id: null, at: BigInt(now) },
    ...(p.open_fee ? [{ id: deps.ids.next('cm'), user_id: p.user_id, position_id: p.id, symbol: p.symbol, kind: 'openFee', amount: -p.open_fee, record_id: null, at: BigInt(now) }] : []),
  ]);
}

/** A pending open fills at `entry` (the mark's record priced it): the margin stays locked, the liquidation price is fixed. */
export async function fillPosition(deps: MoveDeps, tx: MoveTx, p: PositionRow, mark: Mark, entry: bigint, actor: string) {
  const spec = specOf(p);
  const liquidation = liquidationPrice(spec, p.side as ContractSide, entry, BigInt(p.lot_steps), p.margin);
  const moved = await move(deps, tx, p, 'FILL', actor, { entry_price: entry, liquidation_price: liquidation, open_record_id: mark.recordId, opened_at: BigInt(deps.clock.now()) });
  if (!moved) return null;
  // The record is written only with the move that used it.
  await recordPrice(tx, mark);
  const commission = await feeCommission(deps, tx, p, { amount: p.open_fee, which: 'open', from: feesAccount() });
  if (commission.length) {
    await tx.post({ reason: 'contract.commission', refType: 'contract_position', refId: p.id, idempotencyKey: `contract:commission:open:${p.id}`, postings: commission });
    if (!tx.rows) await writeCommission(tx);
  }
  return moved;
}

/** A pending open withdrawn: margin and open fee back to the contract account. */
export async function cancelPosition(deps: MoveDeps, tx: MoveTx, p: PositionRow, actor: string) {
  const moved = await move(deps, tx, p, 'CANCEL', actor, { closed_at: BigInt(deps.clock.now()) });
  if (!moved) return null;
  await tx.post({
    reason: 'contract.cancel', refType: 'contract_position', refId: p.id, idempotencyKey: `contract:cancel:${p.id}`,
    postings: nonZero([
      { account: contractWallet(p.user_id), amount: p.margin + p.open_fee },
      { account: frozenWallet(p.user_id), amount: -p.margin },
      { account: feesAccount(), amount: -p.open_fee },
    ]),
  });
  const at = BigInt(deps.clock.now());
  await writeMoney(tx, [
    { id: deps.ids.next('cm'), user_id: p.user_id, position_id: p.id, symbol: p.symbol, kind: 'marginReturned', amount: p.margin, record_id: null, at },
    ...(p.open_fee ? [{ id: deps.ids.next('cm'), user_id: p.user_id, position_id: p.id, symbol: p.symbol, kind: 'openFee', amount: p.open_fee, record_id: null, at }] : []),
  ]);
  return moved;
}

export async function setTakeProfitStopLoss(deps: MoveDeps, tx: MoveTx, p: PositionRow, tp: bigint | null, sl: bigint | null, actor: string) {
  return move(deps, tx, p, 'SET_TPSL', actor, { take_profit: tp, stop_loss: sl });
}

/** Asks to close: the position waits in `closing` until a usable mark settles it. */
export async function requestClose(deps: MoveDeps, tx: MoveTx, p: PositionRow, reason: CloseReason, actor: string) {
  return move(deps, tx, p, 'CLOSE', actor, { close_reason: reason });
}

/**
 * Settles a closing position (SETTLE) or liquidates an open one (LIQUIDATE) at `mark`: the exit
 * is the mark less half the spread for a close, the mark itself for a liquidation.
 */
export async function settlePosition(deps: MoveDeps, tx: MoveTx, p: PositionRow, mark: Mark, actor: string) {
  const spec = specOf(p);
  const side = p.side as ContractSide;
  const liquidating = p.state === 'open';
  const exit = liquidating ? mark.price : exitPrice(spec, mark.price, side);
  const steps = BigInt(p.lot_steps);
  const entry = p.entry_price!;
  const pnl = pnlOf(spec, side, entry, exit, steps);
  const closeFee = fee(notional(spec, exit, steps), spec.closeFeeBps);
  const s = settlement(p.margin, pnl, closeFee);
  const now = BigInt(deps.clock.now());
  const moved = await move(deps, tx, p, liquidating ? 'LIQUIDATE' : 'SETTLE', actor, {
    exit_price: exit, pnl, close_fee: s.feePaid, returned: s.toUser, shortfall: s.shortfall, close_record_id: mark.recordId, closed_at: now,
    ...(liquidating ? { close_reason: 'liquidation' } : {}),
  });
  if (!moved) return null;
  await recordPrice(tx, mark);
  const commission = await feeCommission(deps, tx, p, { amount: s.feePaid, which: 'close', from: feesAccount() });
  await tx.post({
    reason: liquidating ? 'contract.liquidate' : 'contract.settle', refType: 'contract_position', refId: p.id, idempotencyKey: `contract:settle:${p.id}`,
    // The commission comes out of the fee in this entry, which names each account once.
    postings: mergePostings([
      { account: frozenWallet(p.user_id), amount: -p.margin },
      { account: contractWallet(p.user_id), amount: s.toUser },
      { account: feesAccount(), amount: s.feePaid },
      { account: counterpartyAccount(), amount: s.toCounterparty },
      ...commission,
    ]),
  });
  if (commission.length && !tx.rows) await writeCommission(tx);
  const row = (kind: string, amount: bigint) => ({ id: deps.ids.next('cm'), user_id: p.user_id, position_id: p.id, symbol: p.symbol, kind, amount, record_id: mark.recordId, at: now });
  // The rows of one settlement add up to what the contract account received (the locked margin
  // came from it at the start, financing came out of that margin).
  await writeMoney(tx, [
    row('marginReturned', p.margin + p.financing),
    row('pnl', pnl),
    ...(s.feePaid ? [row('closeFee', -s.feePaid)] : []),
    ...(s.shortfall ? [row('shortfallCovered', s.shortfall)] : []),
  ].filter((r) => r.amount !== 0n || r.kind === 'pnl'));
  return moved;
}

/** One day's financing out of the margin of an open position, at `mark`; the liquidation price moves closer. */
export async function chargeFinancing(deps: MoveDeps, tx: MoveTx, p: PositionRow, mark: Mark, rollAt: number, charge: bigint) {
  const spec = specOf(p);
  const taken = charge < p.margin ? charge : p.margin - 1n;
  const margin = p.margin - taken;
  const liquidation = liquidationPrice(spec, p.side as ContractSide, p.entry_price!, BigInt(p.lot_steps), margin);
  const change = { margin, financing: p.financing + taken, liquidation_price: liquidation, financed_at: BigInt(rollAt), updated_at: BigInt(deps.clock.now()) };
  // Same state, so the chart has nothing to say: the row only changes while still open.
  if (!(await updatePosition(tx.trx, tx.dialect, p.id, 'open', change))) return null;
  await recordPrice(tx, mark);
  if (taken > 0n) {
    await tx.post({
      reason: 'contract.financing', refType: 'contract_position', refId: p.id, idempotencyKey: `contract:financing:${p.id}:${rollAt}`,
      postings: [{ account: frozenWallet(p.user_id), amount: -taken }, { account: financingAccount(), amount: taken }],
    });
    await writeMoney(tx, [{ id: deps.ids.next('cm'), user_id: p.user_id, position_id: p.id, symbol: p.symbol, kind: 'financing', amount: -taken, record_id: mark.recordId, at: BigInt(deps.clock.now()) }]);
  }
  return { ...p, ...change };
}
