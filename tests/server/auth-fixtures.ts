// Shared steps of the account tests: fresh contacts, a code for a target, a registered and
// logged-in user. Codes come from demo mode here; the SMTP tests read them from real mail.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { ManualClock } from '../../server/platform';
import type { TestServer } from './harness';

export const strongPassword = 'Meridian-Pass-2026';

export function uniqueEmail(tag = 'user'): string {
  return `${tag}.${randomBytes(5).toString('hex')}@example.com`;
}

export function uniquePhone(): string {
  return `+49${String(randomBytes(4).readUInt32BE(0)).padStart(10, '0').slice(0, 10)}`;
}

export function manualClock(server: TestServer): ManualClock {
  return server.clock as ManualClock;
}

/** Asks for a code and returns it (demo mode shows it). */
export async function demoCode(server: TestServer, type: 'email' | 'phone', target: string, scene: 'register' | 'reset' | 'bind', token?: string): Promise<string> {
  const res = type === 'email'
    ? await server.call('web/getCode', { email: target, scene }, { token })
    : await server.call('web/getTelCode', { phone: target, scene }, { token });
  expect(res.code, res.message).toBe(0);
  expect(res.data.demoCode).toMatch(/^\d{6}$/);
  return res.data.demoCode;
}

export interface TestUser {
  type: 'email' | 'phone';
  account: string;
  password: string;
  token: string;
}

export async function registerUser(server: TestServer, opts: { type?: 'email' | 'phone'; account?: string; password?: string; invitation_code?: string } = {}): Promise<Omit<TestUser, 'token'>> {
  const type = opts.type ?? 'email';
  const account = opts.account ?? (type === 'email' ? uniqueEmail() : uniquePhone());
  const password = opts.password ?? strongPassword;
  const code = await demoCode(server, type, account, 'register');
  const res = await server.call('web/userRegister', { type, account, code, password, repassword: password, agree: '1', invitation_code: opts.invitation_code });
  expect(res.code, res.message).toBe(0);
  return { type, account, password };
}

export async function login(server: TestServer, account: string, password: string): Promise<string> {
  const res = await server.call('web/userLogin', { account, password });
  expect(res.code, res.message).toBe(0);
  return res.data.token;
}

export async function newUser(server: TestServer, opts: Parameters<typeof registerUser>[1] = {}): Promise<TestUser> {
  const user = await registerUser(server, opts);
  return { ...user, token: await login(server, user.account, user.password) };
}

/** The user's row as stored. */
export async function storedUser(server: TestServer, column: 'email' | 'phone', value: string) {
  return server.platform.deps.db.selectFrom('users').selectAll().where(column, '=', value).executeTakeFirstOrThrow();
}

/** Moves the clock past the resend countdown, so the next code may be requested. */
export function afterCountdown(server: TestServer) {
  manualClock(server).advance((server.config.codeResendSeconds + 1) * 1000);
}

export const noRateLimit = { RATE_LIMIT_PER_MINUTE: '1000000', CODE_RATE_LIMIT_PER_HOUR: '1000000' };
