// @vitest-environment node
// The one API wrapper against a real local HTTP server: what goes on the wire (token, lang,
// rtoken, form-encoded POST) and what each answer code becomes (result or typed error, and the
// notice the app shows).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError, createApiClient, NetworkError, SessionEndedError, SessionInvalidError, type Notice,
} from '../../src/services/api';
import { newRtoken } from '../../src/services/rtoken';

interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  contentType: string | undefined;
  body: string;
}

let server: http.Server;
let baseURL: string;
let received: Received[] = [];
/** What the server answers next: an envelope, or raw text with a status. */
let answer: { status?: number; json?: unknown; text?: string } = { json: { code: 0, message: '', data: null } };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      received.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, contentType: req.headers['content-type'], body });
      res.writeHead(answer.status ?? 200, { 'Content-Type': answer.json !== undefined ? 'application/json' : 'text/plain' });
      res.end(answer.json !== undefined ? JSON.stringify(answer.json) : (answer.text ?? ''));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let notices: Notice[] = [];
let token: string | null = null;

beforeEach(() => {
  received = [];
  notices = [];
  token = null;
  answer = { json: { code: 0, message: '', data: null } };
});

const client = () => createApiClient({ baseURL, getToken: () => token, getLang: () => 'pl', onNotice: (n) => notices.push(n) });
const envelope = (code: number, message: string, data: unknown = null) => ({ json: { code, message, data } });
const rtokenPattern = /^[A-Za-z0-9]{6,16}$/;

describe('what the wrapper sends', () => {
  it('GET sends params, lang and a random rtoken in the query, and no token for a visitor', async () => {
    await client().call('getText', { id: 3 });
    const [req] = received;
    expect(req.method).toBe('GET');
    expect(req.path).toBe('/web/getText');
    expect(req.query.get('id')).toBe('3');
    expect(req.query.get('lang')).toBe('pl');
    expect(req.query.get('rtoken')).toMatch(rtokenPattern);
    expect(req.query.has('token')).toBe(false);
  });

  it('adds the session token when there is one', async () => {
    token = 'tok-123';
    await client().call('getInfo', {});
    expect(received[0].query.get('token')).toBe('tok-123');
  });

  it('POST sends a form-encoded body with the params, token, lang and rtoken, and only lang in the query', async () => {
    token = 'tok-9';
    answer = envelope(0, '', { token: 't', expires_at: 1 });
    await client().call('login', { account: 'ada@example.com', password: 'p&ss=word' });
    const [req] = received;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/web/userLogin');
    expect(req.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(req.body);
    expect(form.get('account')).toBe('ada@example.com');
    expect(form.get('password')).toBe('p&ss=word');
    expect(form.get('token')).toBe('tok-9');
    expect(form.get('lang')).toBe('pl');
    expect(form.get('rtoken')).toMatch(rtokenPattern);
    // Only the language rides in the query too (a refusal of an unreadable body is still translated); no secret does.
    expect([...req.query.entries()]).toEqual([['lang', 'pl']]);
  });

  it('draws a new rtoken per call, and reuses one given for a retry', async () => {
    await client().call('getSetting', {});
    await client().call('getSetting', {});
    await client().call('getSetting', {}, { rtoken: 'retry12345' });
    const rtokens = received.map((r) => r.query.get('rtoken'));
    expect(rtokens[0]).not.toBe(rtokens[1]);
    expect(rtokens[2]).toBe('retry12345');
  });

  it('leaves out params that are undefined', async () => {
    await client().call('getTextsList', { kind: undefined });
    expect(received[0].query.has('kind')).toBe(false);
  });
});

describe('rtoken', () => {
  it('is 6 to 16 characters of letters and digits, and random', () => {
    for (const length of [6, 12, 16]) expect(newRtoken(length)).toMatch(new RegExp(`^[A-Za-z0-9]{${length}}$`));
    expect(newRtoken()).toMatch(rtokenPattern);
    const drawn = new Set(Array.from({ length: 200 }, () => newRtoken()));
    expect(drawn.size).toBe(200);
  });
});

describe('what each answer becomes', () => {
  it('code 0 returns the data and shows the message as a success notice', async () => {
    answer = envelope(0, 'Code sent', { countdown: 60 });
    const result = await client().call('getCode', { email: 'a@b.co', scene: 'register' });
    expect(result).toEqual({ data: { countdown: 60 }, message: 'Code sent' });
    expect(notices).toEqual([{ kind: 'success', message: 'Code sent' }]);
  });

  it('code 0 without a message shows nothing', async () => {
    answer = envelope(0, '', { id: 1 });
    await client().call('getSetting', {});
    expect(notices).toEqual([]);
  });

  it('code 7 returns the data quietly', async () => {
    answer = envelope(7, 'quiet note', [1, 2]);
    const result = await client().call('getBanner', {});
    expect(result.data).toEqual([1, 2]);
    expect(notices).toEqual([]);
  });

  it('code 2000 rejects with SessionInvalidError and asks for the dialog', async () => {
    answer = envelope(2000, 'Please log in again');
    const error = await client().call('getInfo', {}).catch((e) => e);
    expect(error).toBeInstanceOf(SessionInvalidError);
    expect(error.code).toBe(2000);
    expect(notices).toEqual([{ kind: 'sessionInvalid', message: 'Please log in again' }]);
  });

  it('code 2000 asks for the dialog even on a quiet call', async () => {
    answer = envelope(2000, 'Please log in again');
    await expect(client().call('getInfo', {}, { quiet: true })).rejects.toBeInstanceOf(SessionInvalidError);
    expect(notices.map((n) => n.kind)).toEqual(['sessionInvalid']);
  });

  it('code 1000 rejects with SessionEndedError carrying data.delay', async () => {
    answer = envelope(1000, 'Signed in elsewhere', { delay: 5 });
    const error = await client().call('getInfo', {}).catch((e) => e);
    expect(error).toBeInstanceOf(SessionEndedError);
    expect(error.delay).toBe(5);
    expect(notices).toEqual([{ kind: 'sessionEnded', message: 'Signed in elsewhere', delay: 5 }]);
  });

  it('code 1000 without a delay waits the default 2 seconds', async () => {
    answer = envelope(1000, 'Ended', null);
    const error = await client().call('getInfo', {}).catch((e) => e);
    expect(error.delay).toBe(2);
  });

  it('any other code rejects with ApiError and shows the message as a warning', async () => {
    answer = envelope(4200, 'Insufficient balance', { need: '5' });
    const error = await client().call('getSetting', {}).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(SessionInvalidError);
    expect(error).toMatchObject({ code: 4200, message: 'Insufficient balance', data: { need: '5' } });
    expect(notices).toEqual([{ kind: 'warning', message: 'Insufficient balance' }]);
  });

  it('a quiet call rejects a business error without a warning', async () => {
    answer = envelope(4100, 'Wrong account or password');
    await expect(client().call('login', { account: 'a', password: 'b' }, { quiet: true })).rejects.toMatchObject({ code: 4100 });
    expect(notices).toEqual([]);
  });

  it('an answer that is not an envelope is a network error', async () => {
    answer = { status: 502, text: 'Bad gateway' };
    await expect(client().call('getSetting', {})).rejects.toBeInstanceOf(NetworkError);
    answer = { status: 200, text: '<html>' };
    await expect(client().call('getSetting', {})).rejects.toBeInstanceOf(NetworkError);
    expect(notices).toEqual([]);
  });

  it('a server that cannot be reached is a network error with its cause', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline = createApiClient({ baseURL: `http://127.0.0.1:${port}`, getToken: () => null, getLang: () => 'en', onNotice: (n) => notices.push(n) });
    const error = await offline.call('getSetting', {}).catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.cause).toBeTruthy();
    expect(notices).toEqual([]);
  });

  it('an aborted call rejects and shows nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(client().call('getSetting', {}, { signal: controller.signal })).rejects.toBeInstanceOf(NetworkError);
    expect(notices).toEqual([]);
  });
});

describe('time limit and files', () => {
  it('a call with no answer within the time limit is a network error', async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as AddressInfo).port;
      const slow = createApiClient({ baseURL: `http://127.0.0.1:${port}`, timeoutMs: 200, getToken: () => null, getLang: () => 'en', onNotice: (n) => notices.push(n) });
      const error = await slow.call('getSetting', {}).catch((e) => e);
      expect(error).toBeInstanceOf(NetworkError);
      expect(String(error.cause)).toMatch(/no answer within 200 ms/);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('a download answers the file, with params, token, lang and rtoken in the query', async () => {
    token = 'tok-op';
    answer = { text: 'JPEGDATA' };
    const blob = await client().download('opsGetUpload', { id: '12' });
    expect(await blob.text()).toBe('JPEGDATA');
    const [req] = received;
    expect(req.method).toBe('GET');
    expect(req.query.get('id')).toBe('12');
    expect(req.query.get('token')).toBe('tok-op');
    expect(req.query.get('lang')).toBe('pl');
    expect(req.query.get('rtoken')).toMatch(rtokenPattern);
  });

  it('a refused download settles the envelope like any call', async () => {
    answer = envelope(4300, 'No such file');
    await expect(client().download('opsGetUpload', { id: '12' })).rejects.toMatchObject({ code: 4300, message: 'No such file' });
    expect(notices).toEqual([{ kind: 'warning', message: 'No such file' }]);
  });
});

describe('an action that needs a two-factor code', () => {
  const bodyOf = (r: Received) => new URLSearchParams(r.body);
  const withPrompt = (ask: (message: string) => Promise<string | null>) =>
    createApiClient({ baseURL, getToken: () => 'tk', getLang: () => 'en', onNotice: (n) => notices.push(n), askSecondFactor: ask });

  it('asks for the code, sends the action again with it, and again after a wrong one, each try under an rtoken derived from the action\'s', async () => {
    answer = envelope(4130, 'Enter the 6-digit code from your authenticator app.');
    const asked: string[] = [];
    const typed = ['000000', '123456'];
    const result = await withPrompt(async (message) => {
      asked.push(message);
      answer = asked.length === 1 ? envelope(4131, 'That code is not right.') : envelope(0, '', { id: 'wd_1' });
      return typed[asked.length - 1];
    }).call('deleteWithdrawAddress', { id: 'a1' } as never, { rtoken: 'abcdef123456' });

    expect(result.data).toEqual({ id: 'wd_1' });
    expect(asked).toEqual(['Enter the 6-digit code from your authenticator app.', 'That code is not right.']);
    expect(received.map((r) => [bodyOf(r).get('two_factor_code'), bodyOf(r).get('rtoken')])).toEqual([
      [null, 'abcdef123456'], ['000000', 'abcdef123456f1'], ['123456', 'abcdef123456f2'],
    ]);
    expect(received.every((r) => bodyOf(r).get('id') === 'a1')).toBe(true);
    expect(notices).toEqual([]);
  });

  it('gives the refusal to the caller when the user cancels, and sends nothing more', async () => {
    answer = envelope(4130, 'Enter the 6-digit code from your authenticator app.');
    await expect(withPrompt(async () => null).call('deleteWithdrawAddress', { id: 'a1' } as never))
      .rejects.toMatchObject({ code: 4130 });
    expect(received).toHaveLength(1);
    expect(notices).toEqual([{ kind: 'warning', message: 'Enter the 6-digit code from your authenticator app.' }]);
  });
});

describe('a wrong two-factor code outside an asked action', () => {
  it("is the caller's to show (the login's own second step), and nothing is asked", async () => {
    answer = envelope(4131, 'That code is not right.');
    let asked = 0;
    const c = createApiClient({ baseURL, getToken: () => null, getLang: () => 'en', onNotice: (n) => notices.push(n), askSecondFactor: async () => { asked += 1; return '1'; } });
    await expect(c.call('loginCode', { challenge: 'c', code: '000000' } as never, { quiet: true })).rejects.toMatchObject({ code: 4131 });
    expect(asked).toBe(0);
    expect(received).toHaveLength(1);
  });
});
