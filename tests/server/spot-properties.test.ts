// Random order programs of many users, run through the exchange (the same path the wire uses):
// every run ends with a clean audit, no negative balance, locks equal to frozen balances, and
// books holding exactly the open orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startTestServer, type TestServer } from './harness';
import { createUser } from './funds-fixtures';
import { expectCleanAudit, fund } from './spot-fixtures';
import { expectLocksMatchFrozen } from './spot-invariants';
import { BusinessFailure } from '../../server/core/failures';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.stop(); });

const step = fc.oneof(
  fc.record({ kind: fc.constant('limit' as const), user: fc.nat(5), side: fc.constantFrom('buy' as const, 'sell' as const), price: fc.integer({ min: 990, max: 1010 }), lots: fc.integer({ min: 1, max: 400 }) }),
  fc.record({ kind: fc.constant('market' as const), user: fc.nat(5), side: fc.constantFrom('buy' as const, 'sell' as const), lots: fc.integer({ min: 1, max: 300 }) }),
  fc.record({ kind: fc.constant('cancel' as const), user: fc.nat(5), pick: fc.nat(50) }),
);

describe('random order programs', () => {
  it('keep the books and the ledger consistent', async () => {
    const deps = server.platform.deps;
    const { exchange } = deps.spot;
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 40 }), async (program) => {
      const users: Array<{ id: string; token: string }> = [];
      for (let i = 0; i < 6; i++) {
        const u = await createUser(deps, `p${i}`);
        await fund(deps, u.id, 'USDT', '3000');
        await fund(deps, u.id, 'LTC', '30');
        users.push(u);
      }
      // LTCUSDT: tick 0.01, lot 0.001; prices near 10.00 keep the amounts small.
      const results = await Promise.all(program.map((s) => {
        const owner = { kind: 'user' as const, id: users[s.user].id };
        if (s.kind === 'cancel') {
          const mine = exchange.openOrdersOf(owner);
          if (mine.length === 0) return Promise.resolve('skip');
          return exchange.submit({ kind: 'cancel', owner, orderId: mine[s.pick % mine.length].id }).then(() => 'ok', refusal);
        }
        return exchange.submit({ kind: 'place', owner, symbol: 'LTCUSDT', side: s.side, type: s.kind, priceTicks: s.kind === 'limit' ? s.price : 0, lots: s.lots, rtoken: null })
          .then(() => 'ok', refusal);
      }));
      expect(results.every((r) => r === 'ok' || r === 'skip' || r.startsWith('refused:'))).toBe(true);
      await expectCleanAudit(deps);
      await expectLocksMatchFrozen(deps);
      const book = exchange.book('LTCUSDT')!;
      if (book.bestBid() && book.bestAsk()) expect(book.bestBid()).toBeLessThan(book.bestAsk());
    }), { numRuns: 12, seed: 4242 });
  }, 120_000);
});

function refusal(err: unknown): string {
  if (err instanceof BusinessFailure) return `refused:${err.reason}`;
  throw err;
}
