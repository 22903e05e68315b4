// Shared steps of the spot tests: funding a user through the ledger (as a credited deposit would),
// balances by asset, and the audit.
import { expect } from 'vitest';
import { toMinor } from '../../api/money';
import type { Deps } from '../../server/deps';
import { systemAccount, userAccount } from '../../server/modules/ledger/ledger';
import type { TestServer } from './harness';

let fundings = 0;

/** Credits `amount` of `asset` to the user's spot wallet from a test chain account. */
export async function fund(deps: Deps, userId: string, asset: string, amount: string) {
  const scale = Number((await deps.db.selectFrom('assets').select('scale').where('code', '=', asset).executeTakeFirstOrThrow()).scale);
  const units = toMinor(amount, scale)!;
  fundings += 1;
  await deps.db.transaction().execute((trx) => deps.ledger.post(trx, {
    reason: 'deposit', refType: 'test', refId: userId, idempotencyKey: `test-fund:${userId}:${asset}:${fundings}:${amount}`,
    postings: [{ account: systemAccount('chain:TEST', asset), amount: -units }, { account: userAccount(userId, asset, 'spot'), amount: units }],
  }));
}

/** { asset: [available, frozen] } as the wire shows them. */
export async function balances(server: TestServer, token: string): Promise<Record<string, [string, string]>> {
  const res = await server.call('web/getAsset2', {}, { token });
  expect(res.code, res.message).toBe(0);
  return Object.fromEntries(res.data.assets.map((a: any) => [a.currency, [a.available, a.frozen]]));
}

export async function expectCleanAudit(deps: Deps) {
  const report = await deps.ledger.audit(deps.db);
  expect(report.problems).toEqual([]);
  expect(report.ok).toBe(true);
}

export async function order(server: TestServer, token: string, p: { symbol?: string; side: 'buy' | 'sell'; type?: 'limit' | 'market'; price?: string; amount: string }) {
  return server.call('web/spotOrder', { symbol: p.symbol ?? 'BTCUSDT', type: p.type ?? 'limit', side: p.side, price: p.price, amount: p.amount }, { token });
}
