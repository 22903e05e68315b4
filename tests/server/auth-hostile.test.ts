// Hostile input on every call of accounts and sessions: missing, blank, 10 kB, array and
// wrong-typed params, bad tokens and rtokens. Each answers the envelope with a translated English
// message, never a 500 or a stack trace, and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../api/endpoint';
import { authEndpoints } from '../../api/endpoints/auth';
import { accountEndpoints } from '../../api/endpoints/account';
import en from '../../api/messages/en.json';
import { startTestServer, type TestServer } from './harness';
import { newUser, noRateLimit, strongPassword, type TestUser } from './auth-fixtures';

let server: TestServer;
let user: TestUser;
beforeAll(async () => {
  server = await startTestServer({ env: noRateLimit });
  user = await newUser(server);
});
afterAll(async () => { await server.stop(); });

const endpoints: Record<string, Endpoint> = { ...authEndpoints, ...accountEndpoints };

/** Params that would pass validation, so a single hostile field is what gets refused. */
const validParams: Record<string, Record<string, string>> = {
  getCode: { email: 'hostile@example.com', scene: 'register' },
  getTelCode: { phone: '+4912345678', scene: 'register' },
  checkCode: { type: 'email', account: 'hostile@example.com', code: '123456', scene: 'register' },
  register: { type: 'email', account: 'hostile@example.com', code: '123456', password: strongPassword, repassword: strongPassword, invitation_code: 'ABCDEFGH', agree: '1' },
  login: { account: 'hostile@example.com', password: strongPassword },
  logout: {},
  resetPassword: { type: 'email', account: 'hostile@example.com', code: '123456', password: strongPassword, repassword: strongPassword },
  resetBySecQuestion: { type: 'email', account: 'hostile@example.com', code: '123456', answer1: 'a', answer2: 'b', answer3: 'c', password: strongPassword, repassword: strongPassword },
  getInfo: {},
  info: {},
  hasTpassword: {},
  saveTpwd: { tpwd: '123456', retpwd: '123456', password: strongPassword },
  updateTpassword: { old_tpwd: '123456', tpwd: '654321', retpwd: '654321' },
  updatePassword: { type: 'email', code: '123456', password: strongPassword, repassword: strongPassword },
  setSecQuestion: { answer1: 'a', answer2: 'b', answer3: 'c', password: strongPassword },
  bindEmail: { email: 'hostile@example.com', code: '123456' },
  bindPhone: { phone: '+4912345678', code: '123456' },
  setLang: { value: 'de' },
};
const optionalFields = new Set(['invitation_code', 'old_tpwd', 'scene']);

const big = 'x'.repeat(10 * 1024);
const junk = ['{"$ne":null}', '[object Object]', 'true', '-1', '1e309', '<script>alert(1)</script>', "' OR 1=1 --", '\u0000\u202e'];

type Pair = [string, string];

async function raw(ep: Endpoint, pairs: Pair[], opts: { token?: string; rtoken?: string | null } = {}) {
  const form = new URLSearchParams(pairs);
  if (opts.token !== undefined) form.append('token', opts.token);
  form.append('lang', 'en');
  if (opts.rtoken !== null) form.append('rtoken', opts.rtoken ?? `h${Math.random().toString(36).slice(2, 12)}`);
  const res = ep.method === 'GET'
    ? await fetch(`${server.url}/${ep.name}?${form}`)
    : await fetch(`${server.url}/${ep.name}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
  expect(res.status).toBe(200);
  const text = await res.text();
  expect(text).not.toMatch(/\.ts:\d+|\bat [\w.<>]+ \(/);
  return JSON.parse(text) as { code: number; message: string; data: unknown };
}

// Each English text as a pattern: its arguments ({field}, ICU plurals) match any text.
const argument = /\{\w+, (?:plural|select),(?:[^{}]|\{[^{}]*\})*\}|\{\w+\}/;
const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const templates = Object.values(en as Record<string, string>).map((t) => new RegExp(`^${t.split(argument).map(escape).join('.+')}$`));

function expectRefused(answer: { code: number; message: string }, what: string) {
  expect(answer.code, `${what}: ${answer.message}`).not.toBe(0);
  expect(answer.code, what).not.toBe(5000);
  expect(templates.some((t) => t.test(answer.message)), `${what}: untranslated message "${answer.message}"`).toBe(true);
}

const tables = ['users', 'sessions', 'verification_codes', 'security_answers', 'outbox', 'settings'] as const;
async function snapshot(): Promise<string> {
  const { db } = server.platform.deps;
  const parts = await Promise.all(tables.map((t) => db.selectFrom(t).selectAll().execute()));
  return JSON.stringify(parts, (_k, v) => (typeof v === 'bigint' ? v.toString() : v));
}

function tokenFor(ep: Endpoint) {
  return ep.access === 'user' ? user.token : undefined;
}

describe('hostile input', () => {
  it('refuses whole requests of missing, blank, huge and array params on every call, changing nothing', async () => {
    const before = await snapshot();
    for (const [key, ep] of Object.entries(endpoints)) {
      const fields = Object.keys(validParams[key]);
      if (fields.length === 0) continue;
      const variants: Record<string, Pair[]> = {
        missing: [],
        blank: fields.map((f): Pair => [f, '   ']),
        // A URL over 16 kB never reaches the application (HTTP 431), so GET calls get one huge field at a time below.
        ...(ep.method === 'POST' ? { huge: fields.map((f): Pair => [f, big]) } : {}),
        bracketed: fields.map((f): Pair => [`${f}[]`, 'a']),
        repeated: fields.flatMap((f): Pair[] => [[f, 'a'], [f, 'b']]),
      };
      for (const [name, pairs] of Object.entries(variants)) {
        expectRefused(await raw(ep, pairs, { token: tokenFor(ep) }), `${ep.name} ${name}`);
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('answers well-formed junk in every field as ordinary wrong input, creating nothing', async () => {
    const junkUser = await newUser(server);
    const { db } = server.platform.deps;
    const counts = async () => Promise.all(tables.map(async (t) => (await db.selectFrom(t).selectAll().execute()).length));
    const secrets = () => db.selectFrom('users').select(['password_hash', 'tpwd_hash', 'email', 'phone', 'lang', 'security_changed_at'])
      .where('email', '=', junkUser.account).executeTakeFirstOrThrow();
    const [countsBefore, secretsBefore] = [await counts(), await secrets()];
    for (const [key, ep] of Object.entries(endpoints)) {
      const fields = Object.keys(validParams[key]);
      if (fields.length === 0) continue;
      for (const j of junk) {
        const answer = await raw(ep, fields.map((f): Pair => [f, j]), { token: ep.access === 'user' ? junkUser.token : undefined });
        expectRefused(answer, `${ep.name} junk ${JSON.stringify(j)}`);
      }
    }
    expect(await counts()).toEqual(countsBefore);
    expect(await secrets()).toEqual(secretsBefore);
  });

  it('names the one hostile field in otherwise valid params, changing nothing', async () => {
    const before = await snapshot();
    for (const [key, ep] of Object.entries(endpoints)) {
      const valid = validParams[key];
      for (const field of Object.keys(valid)) {
        const hostile: Array<[string, Pair[]]> = [
          ['huge', [[field, big]]],
          ['repeated', [[field, 'a'], [field, 'b']]],
          ...(optionalFields.has(field) ? [] : [['blank', [[field, ' ']]], ['missing', []]] as Array<[string, Pair[]]>),
        ];
        for (const [name, pairs] of hostile) {
          const rest = Object.entries(valid).filter(([f]) => f !== field);
          const answer = await raw(ep, [...rest, ...pairs], { token: tokenFor(ep) });
          expectRefused(answer, `${ep.name} ${field} ${name}`);
          expect(answer.data, `${ep.name} ${field} ${name}`).toEqual({ field });
        }
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('answers 2000 to missing, blank, huge, array and forged tokens on every private call', async () => {
    const before = await snapshot();
    for (const ep of Object.values(endpoints).filter((e) => e.access === 'user')) {
      const tokens: Array<[string, Pair[]]> = [
        ['missing', []], ['blank', [['token', ' ']]], ['huge', [['token', big]]],
        ['array', [['token', user.token], ['token', user.token]]], ['forged', [['token', user.token.slice(0, -1) + (user.token.endsWith('A') ? 'B' : 'A')]]],
      ];
      for (const [name, pairs] of tokens) {
        const answer = await raw(ep, pairs);
        expect(answer.code, `${ep.name} token ${name}`).toBe(2000);
        expect(answer.message).toBe('Your session is no longer valid. Please log in again.');
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('refuses a state-changing call without a proper rtoken', async () => {
    const before = await snapshot();
    for (const ep of Object.values(endpoints).filter((e) => e.method === 'POST' && e.idempotent !== false)) {
      for (const rtoken of [null, '', 'short', big, 'has space!']) {
        const answer = await raw(ep, [], { token: tokenFor(ep), rtoken });
        expect(answer, `${ep.name} rtoken ${String(rtoken).slice(0, 12)}`).toMatchObject({ code: 4000, message: 'Please check the form: rtoken is not valid.', data: { field: 'rtoken' } });
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('answers a JSON or oversized body with the envelope', async () => {
    for (const ep of Object.values(endpoints).filter((e) => e.method === 'POST')) {
      const json = await fetch(`${server.url}/${ep.name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"account":' });
      expect(json.status).toBe(200);
      expectRefused(await json.json(), `${ep.name} broken json`);
      const huge = await fetch(`${server.url}/${ep.name}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `account=${'x'.repeat(200 * 1024)}` });
      expect(huge.status).toBe(200);
      expectRefused(await huge.json(), `${ep.name} oversized body`);
    }
  });
});

describe('replay by rtoken', () => {
  it('answers a repeated POST with the identical first answer and changes nothing', async () => {
    const me = await newUser(server);
    const first = await server.call('web/setLang', { value: 'fr' }, { token: me.token, rtoken: 'replay-lang-1' });
    expect(first.code).toBe(0);
    const before = await snapshot();
    const again = await server.call('web/setLang', { value: 'de' }, { token: me.token, rtoken: 'replay-lang-1' });
    expect(again).toEqual(first);
    expect(await snapshot()).toBe(before);
    expect((await server.call('web/getInfo', {}, { token: me.token })).data.lang).toBe('fr');

    const saved = await server.call('web/saveTpwd', { tpwd: '123456', retpwd: '123456', password: me.password }, { token: me.token, rtoken: 'replay-tpwd-1' });
    expect(saved.code).toBe(0);
    expect(await server.call('web/saveTpwd', { tpwd: '123456', retpwd: '123456', password: me.password }, { token: me.token, rtoken: 'replay-tpwd-1' })).toEqual(saved);
    expect((await server.call('web/saveTpwd', { tpwd: '123456', retpwd: '123456', password: me.password }, { token: me.token })).code).toBe(4109);
  });
});
