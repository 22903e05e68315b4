// Login under load: 50 concurrent clients logging in over HTTP against the real platform (SQLite),
// next to its peer, bare argon2id verification of the same hash at the same concurrency in the
// same process. The ratio shows what the wire, the session and the database add to the hash.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { loadConfig } from '../server/config';
import { buildPlatform } from '../server/app';
import { newRtoken } from '../src/services/rtoken';
import { closedLoop, summarise } from './stats';

const CLIENTS = 50;
const LOGINS = 1000;
const USERS = 10;

export async function run() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-login-'));
  const config = loadConfig({ DATA_DIR: dataDir, DEMO: '1', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '1000000' });
  config.webRoot = path.join(dataDir, 'none');
  const platform = await buildPlatform({ config });
  const url = await platform.app.listen({ port: 0, host: '127.0.0.1' });

  const call = async (name: string, params: Record<string, string>, method: 'GET' | 'POST') => {
    const form = new URLSearchParams({ ...params, lang: 'en', rtoken: newRtoken() });
    const res = method === 'GET'
      ? await fetch(`${url}/web/${name}?${form}`)
      : await fetch(`${url}/web/${name}`, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    return (await res.json()) as { code: number; message: string; data: any };
  };

  const password = 'bench-Passw0rd';
  const accounts: string[] = [];
  for (let i = 0; i < USERS; i++) {
    const email = `bench${i}@example.com`;
    const code = await call('getCode', { email, scene: 'register' }, 'GET');
    if (code.code !== 0) throw new Error(`getCode: ${code.message}`);
    const reg = await call('userRegister', { type: 'email', account: email, code: code.data.demoCode, password, repassword: password, agree: '1' }, 'POST');
    if (reg.code !== 0) throw new Error(`register: ${reg.message}`);
    accounts.push(email);
  }

  const login = await closedLoop(CLIENTS, LOGINS, async (i) => {
    const res = await call('userLogin', { account: accounts[i % USERS], password }, 'POST');
    if (res.code !== 0) throw new Error(`login: ${res.message}`);
  });

  const user = await platform.deps.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow();
  const peer = await closedLoop(CLIENTS, LOGINS, async () => {
    if (!(await verify(user.password_hash, password))) throw new Error('verify failed');
  });

  await platform.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const loginStats = summarise(login.samples, login.wallMs);
  const peerStats = summarise(peer.samples, peer.wallMs);
  return {
    name: 'login',
    clients: CLIENTS,
    ours: { label: 'web/userLogin over HTTP', ...loginStats },
    peer: { label: 'argon2id verify alone', ...peerStats },
    ratios: {
      throughput: Math.round((loginStats.perSecond / peerStats.perSecond) * 100) / 100,
      p99: Math.round((loginStats.p99 / peerStats.p99) * 100) / 100,
    },
  };
}
