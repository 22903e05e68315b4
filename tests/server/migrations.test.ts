// Upgrading a database that already holds data: a migration that rebuilds a table keeps every row,
// and the rule it brings holds in the database itself. Runs on SQLite and on PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { migrate, openDatabase, type OpenedDatabase } from '../../server/db/database';
import { createTestDatabase } from './harness';
import { isSealedUnder, openSecret } from '../../server/secret-seal';

let opened: OpenedDatabase | null = null;
let cleanUp: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  await opened?.close();
  opened = null;
  for (const step of cleanUp.reverse()) await step();
  cleanUp = [];
});

async function databaseAt(migration: string) {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-migrations-'));
  cleanUp.push(() => fs.rmSync(dataDir, { recursive: true, force: true }), () => database.drop());
  opened = openDatabase({ databaseUrl: database.url, dataDir });
  await migrate(opened.db, migration);
  return opened.db;
}

const claim = (id: string, txHash: string, state: string, rtoken: string) => ({
  id, user_id: 'us_1', asset: 'USDT', chain: 'LOCAL', amount: 250_000_000n, tx_hash: txHash, upload_id: `up_${id}`,
  description: 'Sent from my exchange account', state, reason: state === 'rejected' ? 'unreadable' : null, rtoken, created_at: 1n, updated_at: 2n,
});

describe('0010: a rejected manual deposit frees its transaction hash', () => {
  it('keeps every claim through the upgrade, then allows one live claim per hash', async () => {
    const db = await databaseAt('0009_kyc');
    await db.insertInto('users').values({ id: 'us_1', email: 'a@example.com', password_hash: 'x', password_strength: 'strong', name: '', status: 'active', invitation_code: 'INV1', lang: 'en', created_at: 1n }).execute();
    const rows = [claim('md_1', 'a'.repeat(64), 'rejected', 'r1'), claim('md_2', 'b'.repeat(64), 'underReview', 'r2'), claim('md_3', 'c'.repeat(64), 'approved', 'r3')];
    await db.insertInto('manual_deposits').values(rows).execute();
    // Before the upgrade the rejected claim still holds its hash.
    await expect(db.insertInto('manual_deposits').values(claim('md_4', 'a'.repeat(64), 'underReview', 'r4')).execute()).rejects.toThrow();

    await migrate(db);
    const kept = await db.selectFrom('manual_deposits').selectAll().orderBy('id').execute();
    expect(kept.map((r) => ({ ...r, amount: BigInt(r.amount), created_at: BigInt(r.created_at), updated_at: BigInt(r.updated_at) }))).toEqual(rows);

    await db.insertInto('manual_deposits').values(claim('md_4', 'a'.repeat(64), 'underReview', 'r4')).execute();
    for (const [hash, rtoken] of [['a', 'r5'], ['b', 'r6'], ['c', 'r7']]) {
      await expect(db.insertInto('manual_deposits').values(claim(`md_${rtoken}`, hash.repeat(64), 'underReview', rtoken)).execute()).rejects.toThrow();
    }
    // The user's rtoken stays unique, and the indexes of the queue and the records are back.
    await expect(db.insertInto('manual_deposits').values(claim('md_8', 'd'.repeat(64), 'underReview', 'r1')).execute()).rejects.toThrow();
    expect(await db.selectFrom('manual_deposits').select('id').where('state', '=', 'underReview').orderBy('id').execute()).toEqual([{ id: 'md_2' }, { id: 'md_4' }]);
  });
});

const user = (id: string) => ({ id, email: `${id}@example.com`, password_hash: 'x', password_strength: 'strong' as const, name: '', status: 'active' as const, invitation_code: `INV_${id}`, lang: 'en', created_at: 1n } as const);
const spotOrder = (id: string, seq: number, ownerKind: 'user' | 'system', ownerId: string, side: 'buy' | 'sell') => ({
  id, seq: BigInt(seq), owner_kind: ownerKind, owner_id: ownerId, symbol: 'BTCUSDT', side, type: 'limit' as const, price_ticks: 600000n, lots: 100n,
  filled_lots: 100n, quote_filled: 0n, fee_paid: 0n, lock_asset: side === 'buy' ? 'USDT' : 'BTC', locked: 0n, state: 'filled' as const, end_reason: null, rtoken: null, created_at: 1n, updated_at: 1n,
});
const trade = (id: string, buy: string, sell: string, notional: bigint, at: bigint) => ({
  id, symbol: 'BTCUSDT', price: 60_000_000_000n, qty: 1n, notional, taker_side: 'buy' as const, buy_order_id: buy, sell_order_id: sell, buyer_fee: 0n, seller_fee: 0n, at,
});

describe('0012: trading volume is rebuilt from the trades already made', () => {
  it('counts each trade for both of its users, none for the market maker, and replaces what the table held', async () => {
    const db = await databaseAt('0011_operator_lockout');
    await db.insertInto('users').values([user('us_a'), user('us_b'), user('us_c')]).execute();
    await db.insertInto('spot_orders').values([
      spotOrder('so_1', 1, 'user', 'us_a', 'buy'), spotOrder('so_2', 2, 'user', 'us_b', 'sell'), spotOrder('so_3', 3, 'system', 'market-maker', 'sell'),
    ]).execute();
    await db.insertInto('spot_trades').values([
      trade('st_1', 'so_1', 'so_2', 300_000_000n, 10n), trade('st_2', 'so_1', 'so_3', 600_000_000n, 20n),
    ]).execute();
    // A row written before the upgrade (nothing fed the table from trades then) is replaced.
    await db.insertInto('trading_volume').values({ user_id: 'us_b', volume: 7n, updated_at: 1n }).execute();

    await migrate(db);
    const rows = await db.selectFrom('trading_volume').selectAll().orderBy('user_id').execute();
    expect(rows.map((r) => ({ user: r.user_id, volume: BigInt(r.volume), at: BigInt(r.updated_at) }))).toEqual([
      { user: 'us_a', volume: 900_000_000n, at: 20n },
      { user: 'us_b', volume: 300_000_000n, at: 10n },
    ]);
  });
});

describe('0020: postings keyed by entry and account, open delivery orders indexed apart', () => {
  it('keeps every entry and posting through the upgrade, then refuses a second posting to one account in one entry', async () => {
    const db = await databaseAt('0018_launchpad');
    // Rows as the tables held them before: a posting still had its own id.
    const old = db as unknown as Kysely<any>;
    await db.insertInto('users').values(user('us_a')).execute();
    await db.insertInto('ledger_accounts').values([
      { id: 'user:us_a:USDT:spot', owner_kind: 'user', owner_id: 'us_a', asset: 'USDT', wallet: 'spot', balance: 5n, created_at: 1n },
      { id: 'system:chain:USDT:main', owner_kind: 'system', owner_id: 'chain', asset: 'USDT', wallet: 'main', balance: -5n, created_at: 1n },
    ]).execute();
    await db.insertInto('journal_entries').values({ id: 'je_1', reason: 'deposit', ref_type: 'deposit', ref_id: 'dp_1', idempotency_key: 'k1', created_at: 1n }).execute();
    await old.insertInto('postings').values([
      { id: 'po_1', entry_id: 'je_1', account_id: 'user:us_a:USDT:spot', asset: 'USDT', amount: 5n, balance_after: 5n },
      { id: 'po_2', entry_id: 'je_1', account_id: 'system:chain:USDT:main', asset: 'USDT', amount: -5n, balance_after: -5n },
    ]).execute();

    await migrate(db);
    const postings = await db.selectFrom('postings').selectAll().orderBy('account_id').execute();
    expect(postings.map((p) => [p.entry_id, p.account_id, BigInt(p.amount), BigInt(p.balance_after)])).toEqual([
      ['je_1', 'system:chain:USDT:main', -5n, -5n],
      ['je_1', 'user:us_a:USDT:spot', 5n, 5n],
    ]);
    expect(await db.selectFrom('journal_entries').select(['id', 'idempotency_key']).execute()).toEqual([{ id: 'je_1', idempotency_key: 'k1' }]);
    await expect(db.insertInto('postings').values({ entry_id: 'je_1', account_id: 'user:us_a:USDT:spot', asset: 'USDT', amount: 1n, balance_after: 6n }).execute()).rejects.toThrow();
    // The idempotency key stays unique, and a posting still needs its entry.
    await expect(db.insertInto('journal_entries').values({ id: 'je_2', reason: 'deposit', ref_type: 'deposit', ref_id: 'dp_2', idempotency_key: 'k1', created_at: 2n }).execute()).rejects.toThrow();
    await expect(db.insertInto('postings').values({ entry_id: 'je_9', account_id: 'user:us_a:USDT:spot', asset: 'USDT', amount: 1n, balance_after: 6n }).execute()).rejects.toThrow();
  });
});

describe('0032: two-factor secrets sealed at rest, failed login steps named', () => {
  it('seals every plain secret under the key, and names the step of the failures recorded before', async () => {
    const db = await databaseAt('0029_custody');
    await db.insertInto('users').values([user('us_a'), user('us_b')]).execute();
    const old = db as unknown as Kysely<any>;
    await old.insertInto('two_factor').values([
      { id: 'us_a', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', enabled_at: 5n, last_step: null, locked_until: null, created_at: 1n },
      { id: 'us_b', secret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU', enabled_at: null, last_step: null, locked_until: null, created_at: 1n },
    ]).execute();
    await old.insertInto('login_history').values([
      { id: 'lh_1', user_id: 'us_a', at: 1n, ip: '10.0.0.1', browser: 'Firefox', os: 'Linux', ok: 0 },
      { id: 'lh_2', user_id: 'us_a', at: 2n, ip: '10.0.0.1', browser: 'Firefox', os: 'Linux', ok: 1 },
    ]).execute();
    // Without the key there is nothing to seal with: the upgrade stops rather than leave them plain.
    await expect(migrate(db)).rejects.toThrow(/two-factor key/);

    const key = Buffer.alloc(32, 3);
    await migrate(db, undefined, { twoFactorKey: key });
    const rows = await db.selectFrom('two_factor').select(['id', 'secret']).orderBy('id').execute();
    expect(rows.map((r) => isSealedUnder(r.secret, key))).toEqual([true, true]);
    expect(rows.map((r) => openSecret(key, r.id, r.secret))).toEqual(['JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU']);
    expect(await db.selectFrom('login_history').select(['id', 'failed_step']).orderBy('id').execute())
      .toEqual([{ id: 'lh_1', failed_step: 'password' }, { id: 'lh_2', failed_step: null }]);
  });
});
