// Sessions and devices as the user sees them: the live sessions (browser and OS read from the
// User-Agent, IP, first and last seen), sign-out of one or of all others (the ended session's next
// call is refused as logged out and its streams close: auth/sessions), the login history, and a
// mail when a login comes from a device (browser, OS, network prefix) not seen before for the user.
import type { Deps } from '../../deps';
import { BusinessFailure, fail } from '../../core/failures';
import { sha256 } from '../../platform';
import { mailUser, utcText } from '../../mail/user-mail';
import { loginContact } from '../auth/contact';
import { findUserByContact } from '../auth/users.store';
import { revokeSession, revokeUserSessions, type AuthedUser } from '../auth/sessions';
import { parseUserAgent } from './user-agent';
import { insertLogin, liveSessionOf, liveSessionsOf, loginsOf, rememberDevice, sessionByTokenHash } from './devices.store';

const HISTORY_SHOWN = 50;

/** The network a device is on: the /24 of an IPv4 address, the /64 of an IPv6 one. */
export function ipPrefix(ip: string): string {
  const v4 = ip.replace(/^::ffff:/i, '');
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) return v4.split('.').slice(0, 3).join('.');
  return ip.toLowerCase().split(':').slice(0, 4).join(':');
}

type LoginDeps = Pick<Deps, 'db' | 'clock' | 'ids' | 'mailer' | 'log' | 'config'>;

/**
 * Runs a login attempt and records it for a known account: failed with the refusal, or successful
 * with its device, mailing the user when that device is new (never for the account's first one).
 */
export async function recordedLogin<R>(deps: LoginDeps, account: string, meta: { ip: string; userAgent: string }, attempt: () => Promise<R>): Promise<R> {
  const { browser, os } = parseUserAgent(meta.userAgent);
  const entry = { ip: meta.ip.slice(0, 64), browser, os };
  let result: R;
  try {
    result = await attempt();
  } catch (err) {
    const contact = err instanceof BusinessFailure ? loginContact(account) : null;
    const user = contact ? await findUserByContact(deps.db, contact) : undefined;
    if (user) await insertLogin(deps.db, { id: deps.ids.next('lh'), user_id: user.id, at: deps.clock.now(), ...entry, ok: false });
    throw err;
  }
  const token = (result as { token?: unknown })?.token;
  const session = typeof token === 'string' ? await sessionByTokenHash(deps.db, sha256(token)) : undefined;
  if (session) {
    const now = deps.clock.now();
    await insertLogin(deps.db, { id: deps.ids.next('lh'), user_id: session.user_id, at: now, ...entry, ok: true });
    const device = await rememberDevice(deps.db, session.user_id, sha256(`${browser}|${os}|${ipPrefix(meta.ip)}`), now);
    if (device.isNew && device.hadOthers) {
      await mailUser(deps, session.user_id, 'mail.newDeviceSubject', 'mail.newDeviceBody', { time: utcText(now), browser, os, ip: entry.ip });
    }
  }
  return result;
}

export async function sessionsView(deps: Pick<Deps, 'db' | 'clock'>, user: AuthedUser) {
  const rows = await liveSessionsOf(deps.db, user.id, deps.clock.now());
  return rows.map((r) => ({
    id: r.id, ...parseUserAgent(r.user_agent), ip: r.ip, first_seen: Number(r.created_at), last_seen: Number(r.last_seen_at), current: r.id === user.sessionId,
  }));
}

/** Only the user's own live session can be ended; any other id is not found. */
export async function signOutSession(deps: Pick<Deps, 'db' | 'clock' | 'bus'>, user: AuthedUser, id: string) {
  if (!(await liveSessionOf(deps.db, user.id, id))) fail('notFound');
  await revokeSession(deps, id, 'logout');
}

export async function signOutOtherSessions(deps: Pick<Deps, 'db' | 'clock' | 'bus'>, user: AuthedUser) {
  const others = (await liveSessionsOf(deps.db, user.id, deps.clock.now())).filter((s) => s.id !== user.sessionId);
  const announce = await revokeUserSessions(deps, deps.db, user.id, 'logout', user.sessionId);
  announce();
  return { ended: others.length };
}

export async function loginHistory(deps: Pick<Deps, 'db'>, userId: string) {
  const rows = await loginsOf(deps.db, userId, HISTORY_SHOWN);
  return rows.map((r) => ({ at: Number(r.at), ip: r.ip, browser: r.browser, os: r.os, ok: Boolean(r.ok) }));
}
