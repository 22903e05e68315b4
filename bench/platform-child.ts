// Starts bench/platform-process.ts in a second process and talks to it: its URL, commands over
// IPC, and form-encoded calls to /web/* over keep-alive connections (like the browser's).
import { fork } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newRtoken } from '../src/services/rtoken';
import type { Command } from './platform-process';

type Without<T, K extends keyof any> = T extends unknown ? Omit<T, K> : never;
export interface Envelope { code: number; message: string; data: any }

export async function startPlatformProcess(env: Record<string, string> = {}) {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'platform-process.ts');
  // BENCH_CPU_PROF=<dir> writes a CPU profile of the platform process there, to find where its time goes.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = fork(script, [], { execArgv: ['--import', 'tsx', ...profile], env: { ...process.env, BENCH_ENV: JSON.stringify(env) }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiting = new Map<number, { resolve(v: any): void; reject(e: Error): void }>();
  let nextId = 1;
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`platform process exited with ${code}`)));
    child.on('message', (m: any) => {
      if (m.ready) { resolve(m.ready); return; }
      const w = waiting.get(m.id);
      if (!w) return;
      waiting.delete(m.id);
      if (m.error) w.reject(new Error(m.error)); else w.resolve(m.result);
    });
  });

  function command<T = any>(cmd: Without<Command, 'id'>): Promise<T> {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      child.send({ ...cmd, id });
    });
  }

  return {
    url, command, pid: child.pid,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      await command({ op: 'stop' });
      await exited;
    },
  };
}

/** A keep-alive HTTP client of /web/* with at most `connections` sockets. */
export function webClient(url: string, connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const { hostname, port } = new URL(url);
  return {
    call(name: string, params: Record<string, string>, method: 'GET' | 'POST', token?: string): Promise<Envelope> {
      const form = new URLSearchParams({ ...params, lang: 'en', rtoken: newRtoken(), ...(token ? { token } : {}) }).toString();
      return new Promise((resolve, reject) => {
        const req = http.request({
          agent, hostname, port, method,
          path: method === 'GET' ? `/web/${name}?${form}` : `/web/${name}`,
          headers: method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(form) } : {},
        }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            try { resolve(JSON.parse(Buffer.concat(chunks).toString())); } catch (err) { reject(err); }
          });
          res.on('error', reject);
        });
        req.on('error', reject);
        if (method === 'POST') req.write(form);
        req.end();
      });
    },
    close: () => agent.destroy(),
  };
}

/** Registers `count` users by email with demo codes and logs each in; returns their tokens. */
export async function registerUsers(client: ReturnType<typeof webClient>, prefix: string, count: number) {
  const password = 'bench-Passw0rd';
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `${prefix}${i}@example.com`;
    const code = await client.call('getCode', { email, scene: 'register' }, 'GET');
    if (code.code !== 0) throw new Error(`getCode: ${code.message}`);
    const reg = await client.call('userRegister', { type: 'email', account: email, code: code.data.demoCode, password, repassword: password, agree: '1' }, 'POST');
    if (reg.code !== 0) throw new Error(`register: ${reg.message}`);
    const login = await client.call('userLogin', { account: email, password }, 'POST');
    if (login.code !== 0) throw new Error(`login: ${login.message}`);
    tokens.push(login.data.token);
  }
  return tokens;
}
