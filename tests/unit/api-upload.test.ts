// @vitest-environment jsdom
// The wrapper's multipart upload against a real local HTTP server, through the browser's
// XMLHttpRequest (jsdom's): the text fields with token, lang and rtoken, one file part named
// `file`, the progress the form shows, and the envelope settled like any call.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiClient, NetworkError, type Notice } from '../../src/services/api';

let server: http.Server;
let baseURL: string;
let received: { path: string; query: URLSearchParams; contentType: string; body: string } | null = null;
let answer: { status: number; json: unknown } = { status: 200, json: { code: 0, message: '', data: null } };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('latin1');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      received = { path: url.pathname, query: url.searchParams, contentType: req.headers['content-type'] ?? '', body };
      // The page (jsdom's origin) and this server differ in port: allow it as the platform would for itself.
      res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      res.end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The value of one text part of a multipart body. */
function part(body: string, name: string): string | undefined {
  return body.match(new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`))?.[1];
}

it('sends the fields, token, lang, rtoken and the file as multipart, reports progress, and returns the data', async () => {
  answer = { status: 200, json: { code: 0, message: '', data: { id: 41 } } };
  const notices: Notice[] = [];
  const progress: number[] = [];
  const client = createApiClient({ baseURL, getToken: () => 'tok-7', getLang: () => 'de', onNotice: (n) => notices.push(n) });
  const file = new Blob(['%PDF-1.4 passport'], { type: 'application/pdf' });
  const result = await client.upload('uploadImage', { purpose: 'kyc_front' }, file, 'passport.pdf', { rtoken: 'up12345678', onProgress: (p) => progress.push(p) });

  expect(result).toEqual({ data: { id: 41 }, message: '' });
  expect(received!.path).toBe('/web/uploadImage');
  expect([...received!.query.entries()]).toEqual([['lang', 'de']]);
  expect(received!.contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(part(received!.body, 'token')).toBe('tok-7');
  expect(part(received!.body, 'lang')).toBe('de');
  expect(part(received!.body, 'rtoken')).toBe('up12345678');
  expect(part(received!.body, 'purpose')).toBe('kyc_front');
  expect(received!.body).toMatch(/name="file"; filename="passport.pdf"\r\nContent-Type: application\/pdf\r\n\r\n%PDF-1.4 passport\r\n/);
  expect(progress.at(-1)).toBe(100);
  expect(notices).toEqual([]);
});

it('a refusal is settled like any call, and a failed answer is a network error', async () => {
  const notices: Notice[] = [];
  const client = createApiClient({ baseURL, getToken: () => null, getLang: () => 'en', onNotice: (n) => notices.push(n) });
  answer = { status: 200, json: { code: 4400, message: 'The file is too large', data: null } };
  await expect(client.upload('uploadImage', { purpose: 'kyc_front' }, new Blob(['x']), 'a.png')).rejects.toMatchObject({ code: 4400 });
  expect(notices).toEqual([{ kind: 'warning', message: 'The file is too large' }]);

  answer = { status: 502, json: 'Bad gateway' };
  await expect(client.upload('uploadImage', { purpose: 'kyc_front' }, new Blob(['x']), 'a.png')).rejects.toBeInstanceOf(NetworkError);
});

it('an aborted upload rejects as a network error and sends nothing', async () => {
  received = null;
  const controller = new AbortController();
  controller.abort();
  const client = createApiClient({ baseURL, getToken: () => null, getLang: () => 'en', onNotice: () => {} });
  await expect(client.upload('uploadImage', { purpose: 'kyc_front' }, new Blob(['x']), 'a.png', { signal: controller.signal })).rejects.toBeInstanceOf(NetworkError);
  expect(received).toBeNull();
});
