// Moves between a user's own wallets (spot ↔ contract) of one asset, confirmed with the transaction
// password: one ledger entry and the transfer record in one transaction, keyed by the request's
// rtoken, so a repeat (even after a crash between commit and the wire's stored answer) finds the
// first transfer and moves nothing.
import type { Selectable } from 'kysely';
import type { TransfersTable } from '../../db/schema';
import type { Deps } from '../../deps';
import { fromMinor, toMinor } from '../../../api/money';
import { fail } from '../../core/failures';
import { verifyTransactionPassword } from '../account/transaction-password';
import { enabledAsset, enabledAssets } from '../funds/assets.store';
import type { Executor } from '../../db/database';
import { userAccount } from '../ledger/ledger';

type Wallet = 'spot' | 'contract';
type TransferRow = Selectable<TransfersTable>;

const RECORDS_SHOWN = 200;

function record(row: TransferRow, scale: number) {
  return {
    id: row.id, currency: row.asset, from: row.from_wallet as Wallet, to: row.to_wallet as Wallet,
    amount: fromMinor(BigInt(row.amount), scale), status: 2 as const, created_at: Number(row.created_at),
  };
}

const findTransferByRtoken = (db: Executor, userId: string, rtoken: string) =>
  db.selectFrom('transfers').selectAll().where('user_id', '=', userId).where('rtoken', '=', rtoken).executeTakeFirst();

export async function transferBetweenWallets(deps: Pick<Deps, 'config' | 'db' | 'clock' | 'ids' | 'ledger'>, userId: string, rtoken: string, input: { currency: string; from: Wallet; to: Wallet; amount: string; tpwd: string }) {
  if (input.from === input.to) fail('sameWallet');
  const asset = (await enabledAsset(deps.db, input.currency)) ?? fail('assetUnknown');
  const amount = toMinor(input.amount, asset.scale);
  if (amount === null || amount <= 0n) fail('amountInvalid');
  const first = await findTransferByRtoken(deps.db, userId, rtoken);
  if (first) return record(first, asset.scale);
  // As for withdrawals: the slow hash check before the money transaction; a wrong try stays counted.
  await verifyTransactionPassword(deps, deps.db, userId, input.tpwd);

  const row = await deps.db.transaction().execute(async (trx) => {
    const earlier = await findTransferByRtoken(trx, userId, rtoken);
    if (earlier) return earlier;
    const id = deps.ids.next('tf');
    const now = BigInt(deps.clock.now());
    // The ledger refuses to take the source below zero: the check and the move are one update.
    await deps.ledger.post(trx, {
      reason: 'transfer', refType: 'transfer', refId: id, idempotencyKey: `transfer:${userId}:${rtoken}`,
      postings: [
        { account: userAccount(userId, asset.code, input.from), amount: -amount },
        { account: userAccount(userId, asset.code, input.to), amount },
      ],
    });
    const created: TransferRow = { id, user_id: userId, asset: asset.code, from_wallet: input.from, to_wallet: input.to, amount, rtoken, created_at: now };
    await trx.insertInto('transfers').values(created).execute();
    return created;
  });
  return record(row, asset.scale);
}

export async function transferRecords(deps: Pick<Deps, 'db'>, userId: string) {
  const scales = new Map((await enabledAssets(deps.db)).map((a) => [a.code, a.scale]));
  const rows = await deps.db.selectFrom('transfers').selectAll().where('user_id', '=', userId)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(RECORDS_SHOWN).execute();
  return rows.map((r) => record(r, scales.get(r.asset) ?? 0));
}
