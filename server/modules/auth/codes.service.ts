// Verification codes by email or SMS: 6 random digits, stored only as a hash, valid for
// config.codeTtlMs, used once, dead after MAX_CODE_ATTEMPTS checks. Requests per target are limited
// by a resend countdown and an hourly cap (per IP by the wire's rate limit). The answer never tells
// whether an account exists: a reset code for an unknown account is recorded but never sent, and a
// register code for an existing one is recorded while the mail only says the account exists.
import { timingSafeEqual } from 'node:crypto';
import type { codeScenes } from '../../../api/endpoints/auth';
import type { Lang } from '../../../api/languages';
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import { translate } from '../../core/i18n';
import { sha256, sixDigitCode } from '../../platform';
import type { Executor } from '../../db/database';
import { getSetting } from '../settings/settings';
import type { Contact } from './contact';
import { Refusal } from './refusal';
import { contactOwner } from './users.store';
import {
  countCodesSince, deleteCode, insertCode, lockTarget, markCodeUsed, newestCodeFor, newestCodeTo, takeAttempt,
} from './codes.store';

export type Scene = (typeof codeScenes)[number];
export const MAX_CODE_ATTEMPTS = 5;
const HOUR_MS = 3600_000;

export interface CodeRequest {
  contact: Contact;
  scene: Scene;
  lang: Lang;
  /** The logged-in user asking, if any (scene bind needs one). */
  userId: string | null;
}

export async function requestCode(deps: Pick<Deps, 'config' | 'db' | 'dialect' | 'clock' | 'ids' | 'random' | 'mailer'>, req: CodeRequest): Promise<{ countdown: number; demoCode?: string }> {
  const mail = await mailFor(deps, req);
  const code = sixDigitCode(deps.random);
  const id = deps.ids.next('vc');
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await lockTarget(trx, deps.dialect, req.contact);
    await assertWithinLimits(deps, trx, req.contact, now);
    await insertCode(trx, { id, contact: req.contact, scene: req.scene, codeHash: codeHash(id, code), now, expiresAt: now + deps.config.codeTtlMs });
  });
  if (mail === 'code') await deliverCode(deps, id, req, code);
  if (mail === 'accountExists') await deliver(deps, req, 'mail.accountExistsSubject', 'mail.accountExistsBody', {});
  // Demo mode shows what the mail holds: a code only when one was sent.
  return { countdown: deps.config.codeResendSeconds, ...(deps.config.demo && mail === 'code' ? { demoCode: code } : {}) };
}

/** The scene's rule about what the target receives: the code, a notice that the account exists, or nothing. */
async function mailFor(deps: Pick<Deps, 'db'>, req: CodeRequest): Promise<'code' | 'accountExists' | 'none'> {
  const owner = await contactOwner(deps.db, req.contact);
  switch (req.scene) {
    case 'register':
      return owner ? 'accountExists' : 'code';
    case 'reset':
      return owner ? 'code' : 'none';
    case 'bind':
      if (!req.userId) fail('loginRequired');
      if (owner && owner !== req.userId) fail('contactTaken');
      return 'code';
  }
}

async function assertWithinLimits(deps: Pick<Deps, 'config'>, db: Executor, contact: Contact, now: number) {
  const newest = await newestCodeTo(db, contact);
  const waitMs = newest ? Number(newest.created_at) + deps.config.codeResendSeconds * 1000 - now : 0;
  if (waitMs > 0) fail('codeTooSoon', { seconds: Math.ceil(waitMs / 1000) });
  if (await countCodesSince(db, contact, now - HOUR_MS) >= deps.config.codesPerHour) fail('codeLimitReached');
}

async function deliver(deps: Pick<Deps, 'db' | 'mailer'>, req: CodeRequest, subject: string, body: string, vars: Record<string, string>) {
  const all = { ...vars, site: await getSetting(deps.db, 'site.name') };
  await deps.mailer.send({ channel: req.contact.channel, to: req.contact.target, subject: translate(req.lang, subject, all), body: translate(req.lang, body, all), lang: req.lang });
}

async function deliverCode(deps: Pick<Deps, 'db' | 'mailer'>, id: string, req: CodeRequest, code: string) {
  try {
    await deliver(deps, req, 'mail.codeSubject', 'mail.codeBody', { code });
  } catch (err) {
    // Undelivered: forget the code so the countdown does not hold the user back.
    await deleteCode(deps.db, id);
    throw err;
  }
}

export type CodeVerdict = { ok: true; codeId: string } | { ok: false; reason: 'codeMismatch' | 'codeExpired' };

/** Takes one attempt at the newest code of the target and scene and compares it in constant time. Uses nothing up. */
export async function checkCode(deps: Pick<Deps, 'clock'>, db: Executor, contact: Contact, scene: Scene, code: string): Promise<CodeVerdict> {
  const row = await newestCodeFor(db, contact, scene);
  if (!row) return { ok: false, reason: 'codeMismatch' };
  if (!(await takeAttempt(db, row.id, deps.clock.now(), MAX_CODE_ATTEMPTS))) return { ok: false, reason: 'codeExpired' };
  return sameHash(codeHash(row.id, code), row.code_hash) ? { ok: true, codeId: row.id } : { ok: false, reason: 'codeMismatch' };
}

/** Checks the code and uses it up inside `trx`; a Refusal to return from the transaction when it fails, so the attempt is kept. */
export async function spendCode(deps: Pick<Deps, 'clock'>, trx: Executor, contact: Contact, scene: Scene, code: string): Promise<Refusal | null> {
  const verdict = await checkCode(deps, trx, contact, scene, code);
  if (!verdict.ok) return new Refusal(verdict.reason);
  if (!(await markCodeUsed(trx, verdict.codeId, deps.clock.now()))) return new Refusal('codeExpired');
  return null;
}

/** True when `code` is the newest code of the target and scene and it has been used (by someone who had it). */
export async function wasSpent(deps: Pick<Deps, 'db'>, contact: Contact, scene: Scene, code: string): Promise<boolean> {
  const row = await newestCodeFor(deps.db, contact, scene);
  return Boolean(row && row.used_at !== null && sameHash(codeHash(row.id, code), row.code_hash));
}

/** web/reg_checkcode: the check alone; it counts as an attempt. */
export async function checkCodeOnly(deps: Pick<Deps, 'db' | 'clock'>, contact: Contact, scene: Scene, code: string): Promise<void> {
  const verdict = await checkCode(deps, deps.db, contact, scene, code);
  if (!verdict.ok) fail(verdict.reason);
}

/** Bound to the row id, so equal codes of two rows never share a hash. */
function codeHash(id: string, code: string): string {
  return sha256(`${id}:${code.trim()}`);
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
