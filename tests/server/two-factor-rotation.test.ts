// Rotating the two-factor key with `npm run ops -- rotate-two-factor-key` while users are enrolled:
// logins with TOTP work before, during (the server reads with the previous key as a fallback) and
// after; a run cut short is finished by the next, a rerun changes nothing, and a wrong previous
// key refuses before writing anything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_TWO_FACTOR_KEY, type TestServer } from './harness';
import { newUser, noRateLimit, storedUser, type TestUser } from './auth-fixtures';
import { enrol, nextCode, totpCode } from './two-factor-fixtures';
import { runOpsCliWith } from './ops-cli';
import { isSealedUnder, openSecret } from '../../server/secret-seal';

const OLD_KEY = TEST_TWO_FACTOR_KEY;
const NEW_KEY = '7a'.repeat(32);
const WRONG_KEY = '0c'.repeat(32);
const oldKey = Buffer.from(OLD_KEY, 'hex');
const newKey = Buffer.from(NEW_KEY, 'hex');

let server: TestServer;
const deps = () => server.platform.deps;
const enrolled: { user: TestUser; id: string; secret: string }[] = [];
let pending: { user: TestUser; id: string; secret: string };

beforeAll(async () => {
  server = await startTestServer({ env: noRateLimit });
  for (let i = 0; i < 4; i++) {
    const user = await newUser(server);
    const { secret } = await enrol(server, user.token);
    enrolled.push({ user, id: (await storedUser(server, 'email', user.account)).id, secret });
  }
  // One enrolment begun and not yet confirmed: its secret is stored too.
  const user = await newUser(server);
  const started = await server.call('web/twoFactorStart', {}, { token: user.token });
  pending = { user, id: (await storedUser(server, 'email', user.account)).id, secret: started.data.secret };
});
afterAll(async () => { await server.stop(); });

/** What the server's environment would say after a restart with other keys. */
function restartWithKeys(current: Buffer, previous: Buffer | null) {
  deps().config.twoFactorKey = current;
  deps().config.twoFactorKeyPrevious = previous;
}

/** The answer code of a login with password and TOTP code: 0 when it started a session. */
async function loginWithCode(u: { user: TestUser; secret: string }): Promise<number> {
  const login = await server.call('web/userLogin', { account: u.user.account, password: u.user.password });
  expect(login.code, login.message).toBe(0);
  const done = await server.call('web/userLoginCode', { challenge: login.data.two_factor_challenge, code: nextCode(server, u.secret) });
  return done.code;
}

async function storedSecrets(): Promise<Map<string, string>> {
  const rows = await deps().db.selectFrom('two_factor').select(['id', 'secret']).execute();
  return new Map(rows.map((r) => [r.id, r.secret]));
}

async function auditRows() {
  return deps().db.selectFrom('ops_audit_log').select(['action', 'reason', 'operator_id']).where('entity_type', '=', 'two_factor_key').orderBy('at').orderBy('id').execute();
}

// Six command-line runs, each a fresh process on a busy machine.
const CLI_RUNS_TIMEOUT = 240_000;

const rotate = (previous: string, ...args: string[]) =>
  runOpsCliWith(server, { TWO_FACTOR_KEY: NEW_KEY, TWO_FACTOR_KEY_PREVIOUS: previous }, 'rotate-two-factor-key', ...args);

describe('rotating the two-factor key', () => {
  it('re-seals every secret under the new key while logins keep working, and a rerun is a no-op', async () => {
    for (const u of enrolled) expect(await loginWithCode(u)).toBe(0);

    // Without the previous key named, the command says what it needs.
    const bare = await runOpsCliWith(server, { TWO_FACTOR_KEY: NEW_KEY }, 'rotate-two-factor-key');
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('TWO_FACTOR_KEY_PREVIOUS');

    // A wrong previous key: refused, and not one row (nor the audit log) changed.
    const before = await storedSecrets();
    const wrong = await rotate(WRONG_KEY);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('5 stored two-factor secret(s) do not open with the previous key');
    expect(wrong.stderr).toContain('nothing was changed');
    expect(await storedSecrets()).toEqual(before);
    expect(await auditRows()).toEqual([]);

    // The server restarts with the new key and the old one as fallback; a run stops after two rows
    // (as a crash would): both kinds of row log in.
    restartWithKeys(newKey, oldKey);
    const partial = await rotate(OLD_KEY, '--batch', '2', '--limit', '2');
    expect(partial.code, partial.stderr).toBe(0);
    expect(partial.stdout).toContain('re-sealed 2, already under the new key 0, left 3');
    const midway = await storedSecrets();
    const underNew = [...midway.values()].filter((s) => isSealedUnder(s, newKey));
    const underOld = [...midway.values()].filter((s) => isSealedUnder(s, oldKey));
    expect([underNew.length, underOld.length]).toEqual([2, 3]);
    for (const u of enrolled) expect(await loginWithCode(u)).toBe(0);

    // An enrolment during the rotation is sealed under the new key.
    const late = await newUser(server);
    const lateSecret = (await enrol(server, late.token)).secret;
    const lateId = (await storedUser(server, 'email', late.account)).id;
    expect(isSealedUnder((await storedSecrets()).get(lateId)!, newKey)).toBe(true);

    // The rerun finishes the rest and knows the rows already done.
    const rest = await rotate(OLD_KEY);
    expect(rest.code, rest.stderr).toBe(0);
    expect(rest.stdout).toContain('re-sealed 3, already under the new key 3, left 0');
    const after = await storedSecrets();
    for (const [id, sealed] of after) {
      expect(isSealedUnder(sealed, newKey)).toBe(true);
      expect(() => openSecret(oldKey, id, sealed)).toThrow();
    }
    for (const u of enrolled) expect(openSecret(newKey, u.id, after.get(u.id)!)).toBe(u.secret);

    // Once more: nothing to do, nothing written.
    const again = await rotate(OLD_KEY);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('re-sealed 0, already under the new key 6, left 0');
    expect(await storedSecrets()).toEqual(after);

    // Each run that re-sealed is audit-logged with the command line as actor.
    const audit = await auditRows();
    expect(audit.map((a) => a.action)).toEqual(['rotateTwoFactorKeyStarted', 'rotateTwoFactorKeyFinished', 'rotateTwoFactorKeyStarted', 'rotateTwoFactorKeyFinished']);
    expect(audit[1].reason).toMatch(/: 2 re-sealed, 3 left$/);
    expect(audit[3].reason).toMatch(/: 3 re-sealed, 0 left$/);
    for (const a of audit) expect(a.operator_id).toMatch(/^cli:/);

    // The old key dropped from the server: every user logs in, the pending enrolment completes.
    restartWithKeys(newKey, null);
    for (const u of [...enrolled, { user: late, secret: lateSecret }]) expect(await loginWithCode(u)).toBe(0);
    const confirmed = await server.call('web/twoFactorEnable', { code: totpCode(pending.secret, server.clock.now()) }, { token: pending.user.token });
    expect(confirmed.code, confirmed.message).toBe(0);
  }, CLI_RUNS_TIMEOUT);

  it('leaves a user whose secret is still under the old key unable to log in once the fallback is gone', async () => {
    // Why the fallback is needed: the row as it was before the rotation, read with the new key only.
    const user = await newUser(server);
    restartWithKeys(oldKey, null);
    const { secret } = await enrol(server, user.token);
    restartWithKeys(newKey, null);
    // The server cannot open the secret: our failure (5000, logged), not a wrong code the user typed.
    expect(await loginWithCode({ user, secret })).toBe(5000);
    restartWithKeys(newKey, oldKey);
    expect(await loginWithCode({ user, secret })).toBe(0);
  });
});
