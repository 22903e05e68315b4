// The ledger's rules, one by one: only balanced entries, an account once per entry, user accounts
// never negative (and the whole entry rolls back), an idempotency key posts once, system accounts
// may go negative, and the audit catches a balance changed behind the ledger's back.
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BusinessFailure } from '../../server/core/failures';
import { accountId, systemAccount, userAccount, type EntryInput, type Posting } from '../../server/modules/ledger/ledger';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const deps = () => server.platform.deps;
let keys = 0;

beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.stop(); });
afterEach(async () => {
  expect((await deps().ledger.audit(deps().db)).ok).toBe(true);
});

function entry(postings: Posting[], idempotencyKey = `test:${++keys}`): EntryInput {
  return { reason: 'test', refType: 'test', refId: idempotencyKey, idempotencyKey, postings };
}
const post = (e: EntryInput) => deps().db.transaction().execute((trx) => deps().ledger.post(trx, e));
const balance = (account: Parameters<ReturnType<typeof deps>['ledger']['balance']>[1]) => deps().ledger.balance(deps().db, account);
const entriesWithKey = async (key: string) =>
  (await deps().db.selectFrom('journal_entries').select('id').where('idempotency_key', '=', key).execute()).length;

describe('the ledger', () => {
  it('posts a balanced entry and records each posting with the balance after it', async () => {
    const user = userAccount('led-u1', 'USDT');
    const mint = systemAccount('test.mint', 'USDT');
    const { entryId, replayed } = await post(entry([{ account: mint, amount: -500n }, { account: user, amount: 500n }]));
    expect(replayed).toBe(false);
    expect(await balance(user)).toBe(500n);
    expect(await balance(mint)).toBe(-500n);
    const rows = await deps().db.selectFrom('postings').select(['account_id', 'amount', 'balance_after']).where('entry_id', '=', entryId).orderBy('account_id').execute();
    expect(rows.map((r) => [r.account_id, BigInt(r.amount), BigInt(r.balance_after)])).toEqual([
      [accountId(mint), -500n, -500n], [accountId(user), 500n, 500n],
    ]);
  });

  it('refuses entries that do not balance, have one posting, or post zero', async () => {
    const user = userAccount('led-u2', 'USDT');
    const mint = systemAccount('test.mint', 'USDT');
    const before = await deps().db.selectFrom('journal_entries').select('id').execute();
    await expect(post(entry([{ account: mint, amount: -5n }, { account: user, amount: 4n }]))).rejects.toThrow(/sum to/);
    await expect(post(entry([{ account: mint, amount: -5n }, { account: userAccount('led-u2', 'BTC'), amount: 5n }]))).rejects.toThrow(/sum to/);
    await expect(post(entry([{ account: user, amount: 5n }]))).rejects.toThrow(/two postings/);
    await expect(post(entry([{ account: mint, amount: 0n }, { account: user, amount: 0n }]))).rejects.toThrow(/non-zero/);
    expect(await deps().db.selectFrom('journal_entries').select('id').execute()).toHaveLength(before.length);
    expect(await balance(user)).toBe(0n);
  });

  it('refuses an entry that names an account twice', async () => {
    const user = userAccount('led-u3', 'USDT');
    const mint = systemAccount('test.mint', 'USDT');
    await expect(post(entry([{ account: mint, amount: -2n }, { account: user, amount: 1n }, { account: user, amount: 1n }]))).rejects.toThrow(/appears twice/);
    expect(await balance(user)).toBe(0n);
  });

  it('never lets a user account go negative, and rolls back the whole entry and transaction', async () => {
    const payer = userAccount('led-u4', 'USDT');
    const payee = userAccount('led-u5', 'USDT');
    const fee = systemAccount('test.fees', 'USDT');
    const mint = systemAccount('test.mint', 'USDT');
    await post(entry([{ account: mint, amount: -100n }, { account: payer, amount: 100n }]));

    const key = `test:${++keys}`;
    const failed = deps().db.transaction().execute(async (trx) => {
      await trx.insertInto('settings').values({ key: 'test.marker', value: '1', updated_at: 0n, updated_by: 'test' }).execute();
      // payee and fee sort before payer, so their postings are written before the refusal.
      await deps().ledger.post(trx, entry([{ account: payer, amount: -101n }, { account: payee, amount: 100n }, { account: fee, amount: 1n }], key));
    });
    await expect(failed).rejects.toBeInstanceOf(BusinessFailure);
    await expect(failed).rejects.toMatchObject({ reason: 'insufficientBalance' });
    expect(await balance(payer)).toBe(100n);
    expect(await balance(payee)).toBe(0n);
    expect(await balance(fee)).toBe(0n);
    expect(await entriesWithKey(key)).toBe(0);
    expect(await deps().db.selectFrom('settings').select('key').where('key', '=', 'test.marker').execute()).toEqual([]);

    // Spending exactly the balance is allowed and leaves zero.
    await post(entry([{ account: payer, amount: -100n }, { account: payee, amount: 100n }]));
    expect(await balance(payer)).toBe(0n);
  });

  it('posts an idempotency key once, and a key whose first attempt rolled back is still free', async () => {
    const user = userAccount('led-u6', 'USDT');
    const mint = systemAccount('test.mint', 'USDT');
    const key = `test:${++keys}`;
    const first = await post(entry([{ account: mint, amount: -7n }, { account: user, amount: 7n }], key));
    const second = await post(entry([{ account: mint, amount: -7n }, { account: user, amount: 7n }], key));
    expect(second).toEqual({ entryId: first.entryId, replayed: true });
    expect(await balance(user)).toBe(7n);
    expect(await entriesWithKey(key)).toBe(1);

    const retried = `test:${++keys}`;
    await expect(post(entry([{ account: user, amount: -8n }, { account: mint, amount: 8n }], retried))).rejects.toMatchObject({ reason: 'insufficientBalance' });
    const ok = await post(entry([{ account: user, amount: -7n }, { account: mint, amount: 7n }], retried));
    expect(ok.replayed).toBe(false);
    expect(await balance(user)).toBe(0n);
  });

  it('posts concurrent repeats of one key once', async () => {
    const user = userAccount('led-u7', 'USDT');
    const mint = systemAccount('test.mint', 'USDT');
    const key = `test:${++keys}`;
    const results = await Promise.all(Array.from({ length: 6 }, () => post(entry([{ account: mint, amount: -3n }, { account: user, amount: 3n }], key))));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await balance(user)).toBe(3n);
    expect(await entriesWithKey(key)).toBe(1);
  });

  it('lets system accounts go negative', async () => {
    const a = systemAccount('test.chain', 'BTC');
    const b = systemAccount('test.fees', 'BTC');
    await post(entry([{ account: a, amount: -1_000n }, { account: b, amount: 1_000n }]));
    await post(entry([{ account: b, amount: -5_000n }, { account: a, amount: 5_000n }]));
    expect(await balance(b)).toBe(-4_000n);
    expect(await balance(a)).toBe(4_000n);
  });

  it('audit detects a balance changed behind its back, and a negative user account', async () => {
    const user = userAccount('led-u8', 'USDT');
    const mint = systemAccount('test.mint', 'USDT');
    await post(entry([{ account: mint, amount: -50n }, { account: user, amount: 50n }]));
    expect((await deps().ledger.audit(deps().db)).ok).toBe(true);

    await sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE id = ${accountId(user)}`.execute(deps().db);
    const tampered = await deps().ledger.audit(deps().db);
    expect(tampered.ok).toBe(false);
    expect(tampered.problems).toEqual(expect.arrayContaining([
      expect.stringContaining(`account ${accountId(user)}: balance 51 but postings sum to 50`),
      expect.stringMatching(/^asset USDT: balances sum to 1/),
    ]));

    await sql`UPDATE ledger_accounts SET balance = -1 WHERE id = ${accountId(user)}`.execute(deps().db);
    expect((await deps().ledger.audit(deps().db)).problems).toEqual(expect.arrayContaining([
      expect.stringContaining(`user account ${accountId(user)} is negative`),
    ]));

    await sql`UPDATE ledger_accounts SET balance = 50 WHERE id = ${accountId(user)}`.execute(deps().db);
  });
});
