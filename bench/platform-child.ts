// Starts the platform (bench/platform-process.ts) or one of its peers (bench/peer-process.ts) in a
// second process and talks to it: its URL, commands over IPC, and form-encoded calls to /web/*
// over keep-alive connections (like the browser's).
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { newRtoken } from '../src/services/rtoken';
import type { Command } from './platform-process';
import type { PeerCommand, PeerName } from './peer-process';

type Without<T, K extends keyof any> = T extends unknown ? Omit<T, K> : never;
export interface Envelope { code: number; message: string; data: any }

async function startBenchProcess<C extends { op: string; id: number }>(script: string, args: string[], env: Record<string, string>) {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), script);
  // BENCH_CPU_PROF=<dir> writes a CPU profile of the process there, to find where its time goes.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = fork(file, args, { execArgv: ['--import', 'tsx', ...profile], env: { ...process.env, BENCH_ENV: JSON.stringify(env) }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiting = new Map<number, { resolve(v: any): void; reject(e: Error): void }>();
  let nextId = 1;
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.on('message', (m: any) => {
      if (m.ready) { resolve(m.ready); return; }
      const w = waiting.get(m.id);
      if (!w) return;
      waiting.delete(m.id);
      if (m.error) w.reject(new Error(m.error)); else w.resolve(m.result);
    });
  });

  function command<T = any>(cmd: Without<C, 'id'>): Promise<T> {
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
      await command({ op: 'stop' } as Without<C, 'id'>);
      await exited;
    },
  };
}

export const startPlatformProcess = (env: Record<string, string> = {}) => startBenchProcess<Command>('platform-process.ts', [], env);
export const startPeerProcess = (peer: PeerName) => startBenchProcess<PeerCommand>('peer-process.ts', [peer], {});

/** A keep-alive HTTP client of /web/* with at most `connections` sockets. */
export function webClient(url: string, connections: number) {
  const pool = new Pool(url, { connections });
  return {
    async call(name: string, params: Record<string, string>, method: 'GET' | 'POST', token?: string): Promise<Envelope> {
      const form = new URLSearchParams({ ...params, lang: 'en', rtoken: newRtoken(), ...(token ? { token } : {}) }).toString();
      const { body } = await pool.request(method === 'GET'
        ? { method, path: `/web/${name}?${form}` }
        : { method, path: `/web/${name}`, body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      return (await body.json()) as Envelope;
    },
    close: () => pool.close(),
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
