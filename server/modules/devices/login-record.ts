// The login history and known devices as a login writes them. Imports nothing of auth, so the
// place where a session starts (auth's `startSession`) and each step that refuses a login record
// through here: every way in is recorded once, in the transaction that decides it. Each entry
// written prunes the user's history to what `loginHistoryKept` says (the page states it too).
import { loginHistoryKept } from '../../../api/endpoints/devices';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/database';
import { sha256 } from '../../platform';
import { mailUser, utcText } from '../../mail/user-mail';
import { parseUserAgent } from './user-agent';
import { insertLogin, pruneLogins, rememberDevice } from './devices.store';


export interface LoginMeta { ip: string; userAgent: string }
export type FailedStep = 'password' | 'code';

/** The network a device is on: the /24 of an IPv4 address, the /64 of an IPv6 one. */
export function ipPrefix(ip: string): string {
  const v4 = ip.replace(/^::ffff:/i, '');
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) return v4.split('.').slice(0, 3).join('.');
  return ip.toLowerCase().split(':').slice(0, 4).join(':');
}

type RecordDeps = Pick<Deps, 'clock' | 'ids'>;

/** One attempt into the history, and the user's entries past what is kept go. */
async function record(deps: RecordDeps, db: Executor, userId: string, meta: LoginMeta, failedStep: FailedStep | null) {
  const { browser, os } = parseUserAgent(meta.userAgent);
  const now = deps.clock.now();
  await insertLogin(db, { id: deps.ids.next('lh'), user_id: userId, at: now, ip: meta.ip.slice(0, 64), browser, os, ok: failedStep === null, failed_step: failedStep });
  await pruneLogins(db, userId, now - loginHistoryKept.days * 24 * 3600_000, loginHistoryKept.entries);
  return { browser, os, now };
}

/** A refused login of a known account: at its password (or lock), or at its second factor. */
export async function recordFailedLogin(deps: RecordDeps, db: Executor, userId: string, meta: LoginMeta, step: FailedStep): Promise<void> {
  await record(deps, db, userId, meta, step);
}

/**
 * A login that started a session, inside that transaction, with its device. Answers the mail to
 * send once it has committed: a device not seen before for the user (never for the account's first).
 */
export async function recordSessionStart(deps: RecordDeps & Pick<Deps, 'db' | 'mailer' | 'log' | 'config'>, trx: Executor, userId: string, meta: LoginMeta): Promise<() => Promise<void>> {
  const { browser, os, now } = await record(deps, trx, userId, meta, null);
  const device = await rememberDevice(trx, userId, sha256(`${browser}|${os}|${ipPrefix(meta.ip)}`), now);
  if (!device.isNew || !device.hadOthers) return async () => {};
  return () => mailUser(deps, userId, 'mail.newDeviceSubject', 'mail.newDeviceBody', { time: utcText(now), browser, os, ip: meta.ip.slice(0, 64) });
}
