// Manual deposits as the user makes them (DESIGN §3: sends the watcher cannot see): the claim is
// checked (asset, chain, amount, transaction hash format, the user's own credential upload, one
// live claim per hash) and recorded under review in one transaction. A reviewer's decision is a move
// of the manual-deposit chart; approval credits the amount through the ledger in the same move.
import type { Transaction } from 'kysely';
import { toMinor } from '../../../api/money';
import { nextState } from '../../../api/lifecycles/lifecycle';
import { manualDepositLifecycle, type ManualDepositEvent, type ManualDepositState } from '../../../api/lifecycles/manual-deposit.lifecycle';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import { claimOwnUploads } from '../uploads/uploads.service';
import { isUniqueViolation } from '../auth/unique-violation';
import { userAccount } from '../ledger/ledger';
import { enabledAsset } from './assets.store';
import { chainAccount, depositChain } from './deposit-rules';
import { amountParam } from '../messages/message-notifier';
import {
  findManualDepositByRtoken, insertManualDepositEvent, txAlreadyClaimed, updateManualDepositState, type ManualDepositRow,
} from './manual-deposit.store';

export interface ManualDepositClaim {
  currency: string;
  chain: string;
  amount: string;
  tx_hash: string;
  credential: string;
  description?: string;
}

/** A transaction hash as the chain writes it: 0x and 64 hex digits on EVM chains, 64 hex digits on the local chain. */
export function txHashFits(chain: string, hash: string) {
  return chain === 'LOCAL' ? /^[0-9a-f]{64}$/.test(hash) : /^0x[0-9a-fA-F]{64}$/.test(hash);
}

export async function submitManualDeposit(deps: Pick<Deps, 'db' | 'clock' | 'ids' | 'chain' | 'evm'>, userId: string, rtoken: string, claim: ManualDepositClaim): Promise<ManualDepositRow> {
  const asset = (await enabledAsset(deps.db, claim.currency)) ?? fail('assetUnknown');
  if (!depositChain(deps, claim.chain, asset.code)) fail('chainUnknown');
  const amount = toMinor(claim.amount, asset.scale);
  if (amount === null || amount <= 0n) fail('amountInvalid');
  const txHash = claim.chain === 'LOCAL' ? claim.tx_hash.trim() : claim.tx_hash.trim().toLowerCase();
  if (!txHashFits(claim.chain, txHash)) fail('txHashInvalid');

  try {
    return await deps.db.transaction().execute(async (trx) => {
      const earlier = await findManualDepositByRtoken(trx, userId, rtoken);
      if (earlier) return earlier;
      // Another user's upload, or one of another purpose, fails as if it were missing.
      const [credential] = await claimOwnUploads(trx, userId, 'depositCredential', [claim.credential]);
      if (await txAlreadyClaimed(trx, claim.chain, txHash)) fail('depositTxClaimed');
      const now = deps.clock.now();
      const row: ManualDepositRow = {
        id: deps.ids.next('md'), user_id: userId, asset: asset.code, chain: claim.chain, amount, tx_hash: txHash, upload_id: credential.id,
        description: claim.description?.trim() ?? '', state: manualDepositLifecycle.config.initial as string, reason: null, rtoken,
        created_at: BigInt(now), updated_at: BigInt(now),
      };
      await trx.insertInto('manual_deposits').values(row).execute();
      await insertManualDepositEvent(trx, { id: deps.ids.next('le'), entityId: row.id, from: null, to: row.state, event: 'SUBMIT', actor: `user:${userId}`, reason: null, now });
      return row;
    });
  } catch (err) {
    // Two claims of one hash at once pass the check together; the database's index refuses the second.
    if (isUniqueViolation(err)) fail('depositTxClaimed');
    throw err;
  }
}

/** One decision inside `trx`: the chart's move, its timeline row, and for approval the credit. */
export async function moveManualDeposit(
  deps: Pick<Deps, 'ledger' | 'clock' | 'ids' | 'messages'>, trx: Transaction<Database>, d: ManualDepositRow,
  move: { event: ManualDepositEvent['type']; actor: string; reason: string | null },
): Promise<ManualDepositRow> {
  // Already decided (or decided a moment ago by another reviewer): the chart refuses, nothing moves.
  const to = (nextState(manualDepositLifecycle, d.state, { type: move.event }) ?? fail('stateChanged')) as ManualDepositState;
  const now = deps.clock.now();
  if (!(await updateManualDepositState(trx, d.id, d.state, to, move.reason, now))) fail('stateChanged');
  await insertManualDepositEvent(trx, { id: deps.ids.next('le'), entityId: d.id, from: d.state, to, event: move.event, actor: move.actor, reason: move.reason, now });
  if (to === 'approved') {
    await deps.ledger.post(trx, {
      reason: 'deposit.manual', refType: 'manualDeposit', refId: d.id, idempotencyKey: `manual-deposit:${d.id}`,
      postings: [
        { account: chainAccount(d.chain, d.asset), amount: -BigInt(d.amount) },
        { account: userAccount(d.user_id, d.asset, 'spot'), amount: BigInt(d.amount) },
      ],
    });
    await deps.messages.notify(trx, d.user_id, 'depositCredited', { id: d.id, amount: amountParam(BigInt(d.amount), d.asset), asset: d.asset });
  } else if (to === 'rejected') {
    // The claim's decision is the user's to hear too, with the reviewer's reason as typed.
    await deps.messages.notify(trx, d.user_id, 'depositRejected', { id: d.id, amount: amountParam(BigInt(d.amount), d.asset), asset: d.asset, reason: move.reason ?? '' });
  }
  return { ...d, state: to, reason: move.reason, updated_at: BigInt(now) };
}
