// Delivery of the built web app: each file as the brotli or gzip copy the build writes beside it
// (the build's own precompress step, run here on a small web root), chosen by Accept-Encoding;
// hashed assets cached for a year, the index page and other files revalidated; client-side routes
// answer the index page with the security headers, or the page the build prerendered for that route;
// a missing asset is a 404, not the index page.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/vite-precompress';
import { startTestServer, type TestServer } from './harness';

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-web-'));
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: 'row ${i}' }`).join(', ')}];\n`;
const indexHtml = '<!doctype html><html lang="en"><head><script type="module" src="/assets/app-3f9a1c.js"></script></head><body><div id="root"></div></body></html>\n';
const prerenderedHtml = '<!doctype html><html lang="en"><head><script type="module" src="/assets/app-3f9a1c.js"></script></head><body><div id="root"><h1>Notices</h1></div></body></html>\n';
const logo = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40" viewBox="0 0 200 40"><title>Logo</title><rect width="200" height="40" fill="#2cc4b3"/></svg>\n';

interface RawAnswer { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** A GET that keeps the body as sent (fetch would decode it). */
function getRaw(url: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (p: Buffer) => parts.push(p));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

let server: TestServer;
beforeAll(async () => {
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(webRoot, 'assets/app-3f9a1c.js'), script);
  fs.writeFileSync(path.join(webRoot, 'logo.svg'), logo);
  fs.mkdirSync(path.join(webRoot, 'prerendered'));
  fs.writeFileSync(path.join(webRoot, 'prerendered/notice.html'), prerenderedHtml);
  precompressDir(webRoot);
  // A small per-IP budget, so the test below can show that the app's files do not spend it.
  server = await startTestServer({ configure: (c) => { c.webRoot = webRoot; c.requestsPerMinute = 60; } });
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves its hashed files outside the per-IP request budget, which the calls keep', async () => {
    for (let i = 0; i < 80; i++) expect((await getRaw(`${server.url}/assets/app-3f9a1c.js`, 'br')).status).toBe(200);
    expect((await getRaw(`${server.url}/logo.svg`)).status).toBe(200);
  });

  it('writes a brotli and a gzip copy beside each text file at build time', () => {
    for (const file of ['index.html', 'assets/app-3f9a1c.js', 'logo.svg']) {
      const raw = fs.readFileSync(path.join(webRoot, file));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(webRoot, `${file}.br`)))).toEqual(raw);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(webRoot, `${file}.gz`)))).toEqual(raw);
    }
  });

  it('sends a hashed asset as brotli when the browser takes it, cached for a year', async () => {
    const res = await getRaw(`${server.url}/assets/app-3f9a1c.js`, 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script);
    expect(res.body.length).toBeLessThan(script.length / 4);
  });

  it('sends gzip to a browser without brotli, and the file as it is to one that takes neither', async () => {
    const gz = await getRaw(`${server.url}/assets/app-3f9a1c.js`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);

    const plain = await getRaw(`${server.url}/assets/app-3f9a1c.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(script);
  });

  it('answers a client-side route with the index page, compressed, revalidated on each use and with the security headers', async () => {
    for (const route of ['/', '/market', '/deal?symbol=BTCUSDT']) {
      const res = await getRaw(`${server.url}${route}`, 'br');
      expect(res.status, route).toBe(200);
      expect(res.headers['content-type'], route).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], route).toBe('br');
      expect(res.headers['cache-control'], route).toBe('no-cache');
      expect(res.headers['content-security-policy'], route).toContain("script-src 'self'");
      expect(zlib.brotliDecompressSync(res.body).toString(), route).toBe(indexHtml);
    }
  });

  it('answers a route the build prerendered with its page, whatever the query, and only that route', async () => {
    for (const route of ['/notice', '/notice?page=2']) {
      const res = await getRaw(`${server.url}${route}`, 'br');
      expect(res.status, route).toBe(200);
      expect(res.headers['content-type'], route).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], route).toBe('no-cache');
      expect(res.headers['content-security-policy'], route).toContain("script-src 'self'");
      expect(zlib.brotliDecompressSync(res.body).toString(), route).toBe(prerenderedHtml);
    }
    for (const route of ['/noticeList', '/notice/x']) {
      const res = await getRaw(`${server.url}${route}`, 'br');
      expect(zlib.brotliDecompressSync(res.body).toString(), route).toBe(indexHtml);
    }
  });

  it('revalidates files that are not hashed', async () => {
    const res = await getRaw(`${server.url}/logo.svg`, 'gzip');
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(res.body).toString()).toBe(logo);
  });

  it('answers a missing asset, or a compressed copy asked for by name, with 404 rather than the index page', async () => {
    for (const url of ['/assets/app-000000.js', '/assets/app-3f9a1c.js.br', '/assets/app-3f9a1c.js.gz']) {
      const res = await getRaw(`${server.url}${url}`, 'br');
      expect(res.status, url).toBe(404);
      expect(res.body.toString(), url).toBe('Not found');
    }
  });
});
