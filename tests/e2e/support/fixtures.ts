// What every end-to-end test gets: the platform's address as baseURL, the mailbox of the SMTP
// catcher, direct calls of the wire (to arrange accounts or act as "the server side"), and fresh
// email addresses (each registration needs its own: codes are rate limited per address).
import { randomBytes } from 'node:crypto';
import { test as base, expect, type Browser, type Page } from '@playwright/test';

export interface Envelope<T = any> { code: number; message: string; data: T }

const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
  return url;
};

/** GET or POST /web/<name> the way the browser does: form-encoded, with lang and a fresh rtoken. */
export async function callWire<T = any>(name: string, method: 'GET' | 'POST', params: Record<string, string> = {}, token?: string): Promise<Envelope<T>> {
  const form = new URLSearchParams(params);
  if (token) form.set('token', token);
  form.set('lang', 'en');
  form.set('rtoken', randomBytes(6).toString('hex'));
  const res = method === 'GET'
    ? await fetch(`${baseUrl()}/${name}?${form}`)
    : await fetch(`${baseUrl()}/${name}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
  expect(res.status, `${name} answered HTTP ${res.status}`).toBe(200);
  return (await res.json()) as Envelope<T>;
}

interface CaughtMail { to: string[]; subject: string; text: string; receivedAt: number }

export const mailbox = {
  async messagesTo(address: string): Promise<CaughtMail[]> {
    const res = await fetch(`${process.env.E2E_MAIL_URL}/messages?to=${encodeURIComponent(address)}`);
    return (await res.json()) as CaughtMail[];
  },
  /** The code of the newest mail to `address` after `count` earlier ones, once it has arrived. */
  async codeFor(address: string, count = 0): Promise<string> {
    let code = '';
    await expect.poll(async () => {
      const mails = await mailbox.messagesTo(address);
      const mail = mails.length > count ? mails[mails.length - 1] : undefined;
      code = mail?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
      return code;
    }, { message: `a verification code mailed to ${address}`, timeout: 15_000 }).toMatch(/^\d{6}$/);
    return code;
  },
};

let serial = 0;
export function freshEmail(tag = 'user'): string {
  serial += 1;
  return `${tag}-${Date.now().toString(36)}${serial}@example.test`;
}

export const strongPassword = 'Meridian2024';

/** A registered account, arranged through the wire with a code read from the SMTP server. */
export async function registerByWire(email = freshEmail(), password = strongPassword) {
  const sent = await callWire('web/getCode', 'GET', { email, scene: 'register' });
  expect(sent.code, sent.message).toBe(0);
  const code = await mailbox.codeFor(email);
  const reg = await callWire('web/userRegister', 'POST', { type: 'email', account: email, code, password, repassword: password, agree: '1' });
  expect(reg.code, reg.message).toBe(0);
  return { email, password };
}

export async function loginByWire(account: string, password: string): Promise<string> {
  const res = await callWire<{ token: string }>('web/userLogin', 'POST', { account, password });
  expect(res.code, res.message).toBe(0);
  return res.data.token;
}

/** A second user at another computer: a fresh browser context with the run's settings. */
export async function newUserPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  return context.newPage();
}

export const test = base.extend({
  baseURL: async ({}, use) => use(baseUrl()),
});

export { expect };
