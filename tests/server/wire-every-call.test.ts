// Hostile input on every call of the contract, whatever its area: each param 10 kB long (12 kB in all
// for a GET), each param sent twice (an array), and no params at all, in English and in Polish.
// Every answer is HTTP 200 with the envelope, a refusal says a message of that language's catalog
// (never a raw key or a stack trace), and no money moves: the journal is untouched, the audit clean.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Endpoint } from '../../api/endpoint';
import { allEndpoints } from '../../api/registry';
import en from '../../api/messages/en.json';
import pl from '../../api/messages/pl.json';
import { newRtoken, startTestServer, type TestServer } from './harness';
import { noRateLimit } from './auth-fixtures';
import { expectCleanAudit, fundedUser, operatorToken, usdt } from './withdraw-fixtures';

let server: TestServer;
let userToken: string;
let opsToken: string;
beforeAll(async () => {
  server = await startTestServer({ env: noRateLimit });
  userToken = (await fundedUser(server, usdt(500), 'hostile')).token;
  opsToken = await operatorToken(server, 'admin');
});
afterAll(async () => { await server.stop(); });

/** The names of an endpoint's params, through the wrappers zod puts around an object. */
function paramKeys(schema: z.ZodType): string[] {
  let current: any = schema;
  for (let depth = 0; current && depth < 8; depth++) {
    if (current.shape) return Object.keys(current.shape);
    current = current._zod?.def?.in ?? current._zod?.def?.innerType ?? current._zod?.def?.schema;
  }
  return [];
}

/** A catalog message as a pattern: every top-level ICU argument matches any text. */
function messagePattern(text: string): RegExp {
  let out = '';
  let depth = 0;
  for (const ch of text) {
    if (ch === '{') { if (depth === 0) out += '.+'; depth++; continue; }
    if (ch === '}') { depth--; continue; }
    if (depth === 0) out += ch.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`, 's');
}

const catalogs = { en: Object.values(en).map(messagePattern), pl: Object.values(pl).map(messagePattern) };

type Shape = 'long' | 'array' | 'empty';

async function hostileCall(ep: Endpoint, shape: Shape, lang: 'en' | 'pl') {
  const form = new URLSearchParams();
  const keys = paramKeys(ep.params);
  // A query string stays under the 16 kB header limit that stops a request before the application.
  const longValue = 'x'.repeat(ep.method === 'GET' ? Math.floor(12_000 / Math.max(1, keys.length)) : 10_000);
  for (const key of keys) {
    if (shape === 'long') form.set(key, longValue);
    if (shape === 'array') { form.append(key, '1'); form.append(key, '2'); }
  }
  const token = ep.access === 'operator' ? opsToken : ep.access === 'user' ? userToken : undefined;
  if (token) form.set('token', token);
  form.set('lang', lang);
  form.set('rtoken', newRtoken());
  const res = ep.method === 'GET'
    ? await fetch(`${server.url}/${ep.name}?${form}`)
    // As the browser's wrapper does, lang rides in the query of a POST too.
    : await fetch(`${server.url}/${ep.name}?lang=${lang}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

async function journalSize() {
  const row = await server.platform.deps.db.selectFrom('journal_entries').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('every call of the contract under hostile input', () => {
  it('answers the envelope with a message of the caller\'s language and moves no money', async () => {
    const before = await journalSize();
    const problems: string[] = [];
    let refusals = 0;
    for (const ep of allEndpoints) {
      for (const shape of ['long', 'array', 'empty'] as const) {
        for (const lang of ['en', 'pl'] as const) {
          const answer = await hostileCall(ep, shape, lang);
          const where = `${ep.name} (${shape}, ${lang})`;
          if (answer.status !== 200) { problems.push(`${where}: HTTP ${answer.status}`); continue; }
          // A binary call that succeeds answers the file; with hostile params it must refuse in the envelope.
          if (!answer.type.includes('application/json')) { problems.push(`${where}: answered ${answer.type}`); continue; }
          const body = JSON.parse(answer.text) as { code: unknown; message: unknown };
          if (typeof body.code !== 'number' || typeof body.message !== 'string') { problems.push(`${where}: not an envelope`); continue; }
          if (/\n\s+at |Error:|SQLITE|relation "|syntax error/i.test(answer.text)) problems.push(`${where}: leaks internals`);
          if (body.code === 0 || body.code === 7) continue;
          refusals++;
          if (!catalogs[lang].some((p) => p.test(body.message as string))) problems.push(`${where}: "${body.message}" is not in the ${lang} catalog`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Most calls take params; hostile ones must be refused, not quietly accepted.
    expect(refusals).toBeGreaterThan(allEndpoints.length);
    expect(await journalSize()).toBe(before);
    await expectCleanAudit(server.platform.deps);
  }, 120_000);
});
