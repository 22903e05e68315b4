// The ops CLI's audit (`npm run ops -- audit`) run as a separate process against the server's own
// database (DATA_DIR, DATABASE_URL): JSON report, exit 0 when the books balance, 1 when they do not.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountId, systemAccount, userAccount } from '../../server/modules/ledger/ledger';
import { startTestServer, type TestServer } from './harness';
import { runOpsCli } from './ops-cli';


let server: TestServer;
const deps = () => server.platform.deps;

beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.stop(); });

const ops = (...args: string[]) => runOpsCli(server, ...args);

describe('npm run ops -- audit', () => {
  it('prints the audit as JSON and exits 0 on clean books, 1 on a tampered balance', async () => {
    const user = userAccount('ops-user', 'USDT');
    await deps().db.transaction().execute((trx) => deps().ledger.post(trx, {
      reason: 'test', refType: 'test', refId: 'ops', idempotencyKey: 'test:ops',
      postings: [{ account: systemAccount('test.mint', 'USDT'), amount: -10n }, { account: user, amount: 10n }],
    }));

    const clean = await ops('audit');
    expect(clean.code).toBe(0);
    // The platform's own seed entries (market-maker funding) are counted too.
    const counts = await sql<{ entries: bigint; accounts: bigint }>`
      SELECT (SELECT COUNT(*) FROM journal_entries) AS entries, (SELECT COUNT(*) FROM ledger_accounts) AS accounts`.execute(deps().db);
    expect(JSON.parse(clean.stdout)).toMatchObject({
      ok: true, entries: Number(counts.rows[0].entries), accounts: Number(counts.rows[0].accounts), problems: [],
    });
    expect(Number(counts.rows[0].entries)).toBeGreaterThanOrEqual(1);

    await sql`UPDATE ledger_accounts SET balance = 11 WHERE id = ${accountId(user)}`.execute(deps().db);
    try {
      const tampered = await ops('audit');
      expect(tampered.code).toBe(1);
      const report = JSON.parse(tampered.stdout);
      expect(report.ok).toBe(false);
      expect(report.problems.join('\n')).toContain(`account ${accountId(user)}: balance 11 but postings sum to 10`);
    } finally {
      await sql`UPDATE ledger_accounts SET balance = 10 WHERE id = ${accountId(user)}`.execute(deps().db);
    }
    expect((await deps().ledger.audit(deps().db)).ok).toBe(true);
  });

  it('explains its usage for an unknown command', async () => {
    const res = await ops('no-such-command');
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/usage: npm run ops -- <command>/);
    expect(res.stderr).toMatch(/audit/);
  });
});
