// Login sessions: 256-bit random tokens stored only as their SHA-256, with expiry and revocation on
// the server. A token the user logged out, or that expired, is invalid (2000); a session the server
// ended (password changed elsewhere, account disabled) says so (1000). Every end of a session goes
// through `revokeSession` or `revokeUserSessions`, which announce it on the bus (`sessionsEnded`, after the commit):
// the stream hub stops that session's private streams at once.
import type { Deps } from '../../deps';
import type { Db, Executor } from '../../db/database';
import { prepared } from '../../db/prepared';
import type { RevokeReason } from '../../bus';
import { newToken, sha256 } from '../../platform';
import { SessionEnded, SessionInvalid } from '../../core/failures';

export interface AuthedUser {
  id: string;
  sessionId: string;
  /** The token as the caller sent it (web/getInfo echoes it); it is never stored in the clear. */
  token: string;
  /** When the session expires (ms): a stream holding it stops its private channels then. */
  expiresAt: number;
}


const TOUCH_EVERY_MS = 60_000;

/** `db` lets a caller create the session inside its own transaction. */
export async function createSession(deps: Pick<Deps, 'config' | 'db' | 'clock' | 'ids' | 'random'>, userId: string, meta: { ip: string; userAgent: string }, db: Executor = deps.db) {
  const token = newToken(deps.random);
  const now = deps.clock.now();
  const expiresAt = now + deps.config.sessionTtlMs;
  await db.insertInto('sessions').values({
    id: deps.ids.next('se'), user_id: userId, token_hash: sha256(token),
    created_at: BigInt(now), expires_at: BigInt(expiresAt), last_seen_at: BigInt(now),
    revoked_at: null, revoked_reason: null, ip: meta.ip.slice(0, 64), user_agent: meta.userAgent.slice(0, 256),
  }).execute();
  return { token, expiresAt };
}

// Every authenticated request runs this lookup.
const sessionByTokenHash = prepared((db: Db, tokenHash: string) => db.selectFrom('sessions')
  .innerJoin('users', 'users.id', 'sessions.user_id')
  .select(['sessions.id', 'sessions.user_id', 'sessions.expires_at', 'sessions.revoked_reason', 'sessions.last_seen_at', 'users.status'])
  .where('sessions.token_hash', '=', tokenHash), ['\u0000token_hash']);

export async function resolveSession(deps: Pick<Deps, 'db' | 'clock'>, token: string): Promise<AuthedUser> {
  if (!token || token.length > 128) throw new SessionInvalid();
  const [row] = await sessionByTokenHash(deps.db, sha256(token));
  if (!row) throw new SessionInvalid();
  if (row.revoked_reason === 'logout' || row.revoked_reason === 'expired') throw new SessionInvalid();
  if (row.revoked_reason) throw new SessionEnded();
  if (row.status !== 'active') throw new SessionEnded();
  const now = deps.clock.now();
  if (now >= Number(row.expires_at)) throw new SessionInvalid();
  if (now - Number(row.last_seen_at) > TOUCH_EVERY_MS) {
    await deps.db.updateTable('sessions').set({ last_seen_at: BigInt(now) }).where('id', '=', row.id).execute();
  }
  return { id: row.user_id, sessionId: row.id, token, expiresAt: Number(row.expires_at) };
}

export async function revokeSession(deps: Pick<Deps, 'db' | 'clock' | 'bus'>, sessionId: string, reason: RevokeReason) {
  const ended = await deps.db.updateTable('sessions').set({ revoked_at: BigInt(deps.clock.now()), revoked_reason: reason })
    .where('id', '=', sessionId).where('revoked_at', 'is', null).returning(['id', 'user_id']).execute();
  if (ended.length) deps.bus.emit('sessionsEnded', { userId: ended[0].user_id, sessionIds: [ended[0].id], reason });
}

/**
 * Ends every live session of the user except `keep` (the one that made the change, if any), inside
 * the caller's transaction `trx`, in one statement: what it answers as ended is exactly what it
 * ended. The hub refuses these sessions to a new stream at once (`sessionsEnding`); `announce`,
 * called after the commit, tells their open pages (`sessionsEnded`). An expired session is left as
 * it is: it is refused already.
 */
export async function revokeUserSessions(deps: Pick<Deps, 'clock' | 'bus'>, trx: Executor, userId: string, reason: RevokeReason, keep?: string): Promise<{ ended: number; announce: AfterCommit }> {
  const now = BigInt(deps.clock.now());
  let q = trx.updateTable('sessions').set({ revoked_at: now, revoked_reason: reason })
    .where('user_id', '=', userId).where('revoked_at', 'is', null).where('expires_at', '>', now);
  if (keep) q = q.where('id', '<>', keep);
  const ended = await q.returning('id').execute();
  if (!ended.length) return { ended: 0, announce: () => {} };
  const event = { userId, sessionIds: ended.map((r) => r.id), reason };
  deps.bus.emit('sessionsEnding', event);
  return { ended: ended.length, announce: () => deps.bus.emit('sessionsEnded', event) };
}

/** What a change made inside a transaction announces once it has committed. */
export type AfterCommit = () => void;
