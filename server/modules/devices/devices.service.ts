// Sessions and devices as the user sees them: the live sessions (browser and OS read from the
// User-Agent, IP, first and last seen), sign-out of one or of all others (the ended session's next
// call is refused as logged out and its streams close: auth/sessions) and the login history (written
// by login-record where a login is decided).
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import { revokeSession, revokeUserSessions, type AuthedUser } from '../auth/sessions';
import { parseUserAgent } from './user-agent';
import { liveSessionOf, liveSessionsOf, loginsOf } from './devices.store';

const HISTORY_SHOWN = 50;

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

/** One statement ends the others and counts them, so a session started meanwhile is either both or neither. */
export async function signOutOtherSessions(deps: Pick<Deps, 'db' | 'clock' | 'bus'>, user: AuthedUser) {
  const { ended, announce } = await revokeUserSessions(deps, deps.db, user.id, 'logout', user.sessionId);
  announce();
  return { ended };
}

export async function loginHistory(deps: Pick<Deps, 'db'>, userId: string) {
  const rows = await loginsOf(deps.db, userId, HISTORY_SHOWN);
  return rows.map((r) => ({ at: Number(r.at), ip: r.ip, browser: r.browser, os: r.os, ok: Boolean(r.ok), failed_step: r.ok ? null : r.failed_step ?? 'password' }));
}
