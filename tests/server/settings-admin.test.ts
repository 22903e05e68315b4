// Changing settings: the console's admin-only calls (web/opsSettings, web/opsSetSetting) and the ops
// CLI (`npm run ops -- settings`). A change is checked against the setting's type, takes effect at
// once, and is audit-logged with its actor and the old and new values; a refused one changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { runOpsCli } from './ops-cli';
import { manualClock, newUser, noRateLimit } from './auth-fixtures';
import { operatorToken } from './withdraw-fixtures';
import { settingDefaults, type SettingKey } from '../../server/modules/settings/settings';
import { parseSettingText, settingKeys, settingText } from '../../server/modules/settings/setting-types';

let server: TestServer;
const deps = () => server.platform.deps;
const OPEN_ALL_DAY = '{"start":"00:00","end":"24:00","timeZone":"Asia/Hong_Kong","utcOffsetMinutes":480}';

beforeAll(async () => {
  server = await startTestServer({ env: noRateLimit });
  manualClock(server).set(Date.UTC(2026, 0, 5, 1)); // 09:00 in Hong Kong: the default window is closed
});
afterAll(async () => { await server.stop(); });

const auditOf = (key: string) => deps().db.selectFrom('ops_audit_log').select(['operator_id', 'action', 'reason'])
  .where('entity_type', '=', 'setting').where('entity_id', '=', key).orderBy('at').orderBy('id').execute();

const ops = (...args: string[]) => runOpsCli(server, ...args);

describe('setting types', () => {
  it('accepts every default as typed text (so an admin can always put a default back)', () => {
    for (const key of settingKeys) expect(parseSettingText(key, settingText(key, settingDefaults[key])), key).toEqual(settingDefaults[key]);
  });
});

describe('the console Settings calls', () => {
  it('lets an admin list every setting and open the withdrawal window, audit-logged, effective at once', async () => {
    const admin = await operatorToken(server, 'admin');
    const user = await newUser(server);
    expect((await server.call('web/getWithdrawPolicy', {}, { token: user.token })).data.window.open_now).toBe(false);

    const list = await server.call('web/opsSettings', {}, { token: admin });
    expect(list.code, list.message).toBe(0);
    expect(list.data.map((s: { key: string }) => s.key)).toEqual(Object.keys(settingDefaults));
    expect(list.data.find((s: { key: string }) => s.key === 'withdraw.turnoverRatio')).toMatchObject({ kind: 'number', value: '0.9', default: '0.9', updated_by: null });

    const set = await server.call('web/opsSetSetting', { key: 'withdraw.window', value: OPEN_ALL_DAY }, { token: admin });
    expect(set.code, set.message).toBe(0);
    expect(set.data).toMatchObject({ key: 'withdraw.window', value: OPEN_ALL_DAY, updated_at: deps().clock.now() });
    expect((await server.call('web/getWithdrawPolicy', {}, { token: user.token })).data.window).toMatchObject({ start: '00:00', end: '24:00', open_now: true });
    const [entry] = await auditOf('withdraw.window');
    expect(entry).toEqual({ operator_id: set.data.updated_by, action: 'setSetting', reason: `${settingText('withdraw.window', settingDefaults['withdraw.window'])} → ${OPEN_ALL_DAY}` });
    const op = await deps().db.selectFrom('operators').select('role').where('id', '=', entry.operator_id).executeTakeFirstOrThrow();
    expect(op.role).toBe('admin');
  });

  it('refuses a value that does not fit the setting, or an unknown key, with a translated message and changes nothing', async () => {
    const admin = await operatorToken(server, 'admin');
    const cases: Array<[SettingKey | string, string]> = [
      ['withdraw.perDay', 'two'], ['withdraw.perDay', '1.5'], ['withdraw.turnoverRatio', '-1'], ['withdraw.bankEnabled', 'yes'],
      ['withdraw.kycLevel', 'gold'], ['withdraw.min', '1e3'], ['withdraw.window', '{"start":"18:00","end":"09:00","timeZone":"Asia/Hong_Kong","utcOffsetMinutes":480}'],
      ['features', '{"spot":"on"}'], ['withdraw.chains', 'not json'],
    ];
    for (const [key, value] of cases) {
      const logged = (await auditOf(key)).length;
      const res = await server.call('web/opsSetSetting', { key, value }, { token: admin });
      expect(res.code, `${key}=${value}`).toBe(4306);
      expect(res.message).toBe(`This value does not fit the setting ${key}; its description says what it accepts`);
      expect(await auditOf(key)).toHaveLength(logged);
    }
    const inPolish = await server.call('web/opsSetSetting', { key: 'withdraw.perDay', value: 'dwa' }, { token: admin, lang: 'pl' });
    expect(inPolish.message).toBe('Ta wartość nie pasuje do ustawienia withdraw.perDay; jego opis mówi, co przyjmuje');
    expect((await server.call('web/opsSetSetting', { key: 'withdraw.nope', value: '1' }, { token: admin })).code).toBe(4300);
    const rows = await deps().db.selectFrom('settings').select('key').where('key', 'in', ['withdraw.perDay', 'withdraw.turnoverRatio', 'withdraw.nope']).execute();
    expect(rows).toEqual([]);
  });

  it('refuses a reviewer both the list and a change', async () => {
    const reviewer = await operatorToken(server, 'reviewer');
    const list = await server.call('web/opsSettings', {}, { token: reviewer });
    expect(list.code).toBe(4301);
    expect(list.data).toBeNull();
    expect((await server.call('web/opsSetSetting', { key: 'withdraw.turnoverRatio', value: '0' }, { token: reviewer })).code).toBe(4301);
    expect(await auditOf('withdraw.turnoverRatio')).toEqual([]);
    const user = await newUser(server);
    expect((await server.call('web/opsSettings', {}, { token: user.token })).code).toBe(2000);
  });
});

describe('npm run ops -- settings', () => {
  it('lists the settings, sets one with the CLI as the audit log\'s actor, and refuses a bad value with exit 1', async () => {
    const listed = await ops('settings');
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/^withdraw\.turnoverRatio +0\.9$/m);

    const set = await ops('settings', 'set', 'withdraw.reviewHours', '12');
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout.trim()).toBe('withdraw.reviewHours = 12');
    expect((await server.call('web/getWithdrawPolicy', {}, { token: (await newUser(server)).token })).data.review_hours).toBe(12);
    const [entry] = await auditOf('withdraw.reviewHours');
    expect(entry.operator_id).toMatch(/^cli:/);
    expect(entry.reason).toBe('24 → 12');

    const bad = await ops('settings', 'set', 'withdraw.reviewHours', 'soon');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('This value does not fit the setting withdraw.reviewHours');
    expect(await auditOf('withdraw.reviewHours')).toHaveLength(1);
    const unknown = await ops('settings', 'set', 'withdraw.nope', '1');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('there is no setting withdraw.nope');
  });
});
