// The ledger's batch form, as the spot exchange uses it: balances read once and locked, entries
// checked and staged in memory, everything written at flush with multi-row statements. The same
// rules as a single post, proved against the database: running balances on every posting, user
// accounts never negative, a repeated key fails the whole transaction, and the audit stays clean.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BusinessFailure } from '../../server/core/failures';
import { accountId, systemAccount, userAccount, type Posting } from '../../server/modules/ledger/ledger';
import { createLedgerBatch, type LedgerBatch } from '../../server/modules/ledger/ledger-batch';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const deps = () => server.platform.deps;
let keys = 0;

beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.stop(); });
afterEach(async () => {
  expect((await deps().ledger.audit(deps().db)).ok).toBe(true);
});

const entry = (postings: Posting[], idempotencyKey = `batch-test:${++keys}`) => ({ reason: 'test', refType: 'test', refId: idempotencyKey, idempotencyKey, postings });
const inBatch = <T>(work: (b: LedgerBatch) => Promise<T>) =>
  deps().db.transaction().execute((trx) => work(createLedgerBatch(trx, deps())));
const balance = (account: Parameters<ReturnType<typeof deps>['ledger']['balance']>[1]) => deps().ledger.balance(deps().db, account);
const mint = systemAccount('test.batch-mint', 'USDT');

async function fund(userId: string, amount: bigint) {
  await deps().db.transaction().execute((trx) => deps().ledger.post(trx, entry([{ account: mint, amount: -amount }, { account: userAccount(userId, 'USDT'), amount }])));
}

describe('the ledger in batches', () => {
  it('writes many entries at flush, each posting with the running balance of its account', async () => {
    const spot = userAccount('lb-u1', 'USDT');
    const frozen = userAccount('lb-u1', 'USDT', 'spot_frozen');
    await fund('lb-u1', 1_000n);
    const ids = await inBatch(async (b) => {
      await b.load([spot]);
      // Enough entries that the flush uses several chunk sizes of its multi-row statements.
      const posted = Array.from({ length: 100 }, () => b.post(entry([{ account: spot, amount: -7n }, { account: frozen, amount: 7n }])));
      expect(b.balance(spot)).toBe(300n);
      await b.flush();
      return posted;
    });
    expect(await balance(spot)).toBe(300n);
    expect(await balance(frozen)).toBe(700n);
    const rows = await deps().db.selectFrom('postings').select(['entry_id', 'balance_after']).where('account_id', '=', accountId(frozen)).execute();
    const afterOf = new Map(rows.map((r) => [r.entry_id, BigInt(r.balance_after)]));
    expect(ids.map((id) => afterOf.get(id))).toEqual(Array.from({ length: 100 }, (_, i) => BigInt((i + 1) * 7)));
  });

  it('refuses an entry that would take a loaded user account below zero, and stages nothing of it', async () => {
    const spot = userAccount('lb-u2', 'USDT');
    const frozen = userAccount('lb-u2', 'USDT', 'spot_frozen');
    await fund('lb-u2', 50n);
    await inBatch(async (b) => {
      await b.load([spot]);
      b.post(entry([{ account: spot, amount: -30n }, { account: frozen, amount: 30n }]));
      expect(() => b.post(entry([{ account: spot, amount: -30n }, { account: frozen, amount: 30n }]))).toThrow(BusinessFailure);
      expect(b.balance(spot)).toBe(20n);
      await b.flush();
    });
    expect(await balance(spot)).toBe(20n);
    expect(await balance(frozen)).toBe(30n);
  });

  it('checks accounts it did not load at flush, and then nothing of the transaction stays', async () => {
    const spot = userAccount('lb-u3', 'USDT');
    const other = userAccount('lb-u3b', 'USDT');
    await fund('lb-u3', 10n);
    const entriesBefore = (await deps().db.selectFrom('journal_entries').select('id').execute()).length;
    await expect(inBatch(async (b) => {
      await b.load([spot]);
      b.post(entry([{ account: spot, amount: -10n }, { account: other, amount: 10n }]));
      // `other` was never loaded: this is caught when the batch is written, not when staged.
      b.post(entry([{ account: other, amount: -25n }, { account: mint, amount: 25n }]));
      await b.flush();
    })).rejects.toThrow(/would go negative/);
    expect(await balance(spot)).toBe(10n);
    expect(await balance(other)).toBe(0n);
    expect((await deps().db.selectFrom('journal_entries').select('id').execute()).length).toBe(entriesBefore);
  });

  it('creates accounts that do not exist yet, and a repeated idempotency key fails the flush', async () => {
    const fresh = userAccount('lb-u4', 'BTC');
    const btcMint = systemAccount('test.batch-mint', 'BTC');
    await inBatch(async (b) => {
      b.post(entry([{ account: btcMint, amount: -9n }, { account: fresh, amount: 9n }], 'batch-test:fixed'));
      await b.flush();
    });
    expect(await balance(fresh)).toBe(9n);
    await expect(inBatch(async (b) => {
      b.post(entry([{ account: btcMint, amount: -1n }, { account: fresh, amount: 1n }], 'batch-test:fixed'));
      await b.flush();
    })).rejects.toThrow();
    expect(await balance(fresh)).toBe(9n);
  });

  it('asks for balances only of loaded accounts and flushes once', async () => {
    await inBatch(async (b) => {
      expect(() => b.balance(userAccount('lb-u5', 'USDT'))).toThrow(/not loaded/);
      await b.flush();
      await expect(b.flush()).rejects.toThrow(/already flushed/);
    });
  });
});
