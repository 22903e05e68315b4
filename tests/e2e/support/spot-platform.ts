// A platform of its own for the spot end-to-end spec: fresh data dir (so `npm run ops -- audit` can
// prove its ledger afterwards), demo mode with codes shown and test funds sent through the local
// chain, the built-in market maker quoting, fast blocks so deposits credit in seconds. `env` adds
// to it (the contract spec replays recorded prices).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { freePort, stop, waitUntilListening } from './platform-process';

const root = path.resolve(import.meta.dirname, '../../..');

export interface Envelope<T = any> { code: number; message: string; data: T }

export interface SpotPlatform {
  url: string;
  call<T = any>(name: string, method: 'GET' | 'POST', params?: Record<string, string>, token?: string): Promise<Envelope<T>>;
  /** `npm run ops -- <args>` against this platform's database. */
  ops(...args: string[]): { status: number | null; stdout: string; stderr: string };
  stop(): Promise<void>;
}

export async function startSpotPlatform(extraEnv: Record<string, string> = {}): Promise<SpotPlatform> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-e2e-spot-'));
  const webRoot = path.join(dataDir, 'web');
  fs.cpSync(path.join(root, 'dist'), webRoot, { recursive: true });
  const env = {
    ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '1', LOG_LEVEL: 'warn', WEB_ROOT: webRoot,
    CHAIN_AUTOMINE: '1', CHAIN_BLOCK_MS: '500', CHAIN_CONFIRMATIONS: '1', MARKET_MAKER: '1', ...extraEnv,
  };
  const port = await freePort();
  const platform: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, PORT: String(port) } });
  const url = await waitUntilListening(platform, 60_000);
  platform.stdout?.resume();
  platform.stderr?.on('data', (d: Buffer) => process.stderr.write(d));

  return {
    url,
    async call(name, method, params = {}, token) {
      const form = new URLSearchParams(params);
      if (token) form.set('token', token);
      form.set('lang', 'en');
      form.set('rtoken', randomBytes(6).toString('hex'));
      const res = method === 'GET'
        ? await fetch(`${url}/web/${name}?${form}`)
        : await fetch(`${url}/web/${name}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
      return (await res.json()) as Envelope;
    },
    ops(...args) {
      const res = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', ...args], { cwd: root, env, encoding: 'utf8' });
      return { status: res.status, stdout: res.stdout, stderr: res.stderr };
    },
    async stop() {
      await stop(platform);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
