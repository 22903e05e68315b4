// Operator accounts of the console, separate from users: argon2id passwords, roles reviewer,
// admin, support (the members' support conversations only) and editor (content only; role-scope.ts
// keeps both to their calls), sessions whose tokens are stored only as their SHA-256. The wire
// resolves an operator session for `access: 'operator'` calls; a user's token is never an operator's and vice versa.
// Wrong passwords lock the login like a user's (lockout.ts).
import type { Deps } from '../../deps';
import { fail, SessionInvalid } from '../../core/failures';
import { newToken, sha256 } from '../../platform';
import { checkSecret } from '../auth/lockout';
import { dummyHash, hashSecret, verifySecret } from '../auth/passwords';
import type { Executor } from '../../db/database';

export const operatorRoles = ['reviewer', 'admin', 'support', 'editor'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

export interface AuthedOperator {
  id: string;
  email: string;
  role: OperatorRole;
  sessionId: string;
  /** When the console session ends (a stream opened with it follows no channel after). */
  expiresAt: number;
}

const OPERATOR_SESSION_MS = 12 * 3600_000;

export async function createOperator(deps: Pick<Deps, 'db' | 'clock' | 'ids'>, input: { email: string; password: string; role: OperatorRole }) {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error('the email is not valid');
  if (input.password.length < 12) throw new Error('the password needs at least 12 characters');
  if (!operatorRoles.includes(input.role)) throw new Error(`the role must be one of ${operatorRoles.join(', ')}`);
  const id = deps.ids.next('op');
  await deps.db.insertInto('operators').values({
    id, email, password_hash: await hashSecret(input.password), role: input.role, status: 'active', created_at: BigInt(deps.clock.now()), locked_until: null,
  }).execute();
  return { id, email, role: input.role };
}

export async function operatorLogin(deps: Pick<Deps, 'config' | 'db' | 'clock' | 'ids' | 'random'>, email: string, password: string) {
  const row = await deps.db.selectFrom('operators').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  if (!row) {
    // Unknown operators are verified against a dummy hash so their timing matches real ones.
    await verifySecret(await dummyHash(), password);
    fail('loginFailed');
  }
  const refused = await checkSecret(deps, deps.db, 'operator', row.id, () => verifySecret(row.password_hash, password), 'loginFailed');
  if (refused) throw refused.failure;
  if (row.status !== 'active') fail('loginFailed');
  const token = newToken(deps.random);
  const now = deps.clock.now();
  const expiresAt = now + OPERATOR_SESSION_MS;
  await deps.db.insertInto('operator_sessions').values({
    id: deps.ids.next('os'), operator_id: row.id, token_hash: sha256(token), created_at: BigInt(now), expires_at: BigInt(expiresAt), revoked_at: null,
  }).execute();
  return { token, email: row.email, role: row.role, expires_at: expiresAt };
}

/** The operator behind a token, or SessionInvalid (2000). */
export async function resolveOperatorSession(deps: Pick<Deps, 'db' | 'clock'>, token: string): Promise<AuthedOperator> {
  if (!token || token.length > 128) throw new SessionInvalid();
  const row = await deps.db.selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select(['operator_sessions.id as session_id', 'operator_sessions.expires_at', 'operator_sessions.revoked_at', 'operators.id', 'operators.email', 'operators.role', 'operators.status'])
    .where('operator_sessions.token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row || row.revoked_at !== null || row.status !== 'active' || deps.clock.now() >= Number(row.expires_at)) throw new SessionInvalid();
  return { id: row.id, email: row.email, role: row.role, sessionId: row.session_id, expiresAt: Number(row.expires_at) };
}

/** Writes one decision to the audit log, inside the transaction that makes it. */
export async function auditDecision(deps: Pick<Deps, 'ids' | 'clock'>, db: Executor, entry: { operatorId: string; action: string; entityType: string; entityId: string; reason: string | null }) {
  await db.insertInto('ops_audit_log').values({
    id: deps.ids.next('oa'), operator_id: entry.operatorId, action: entry.action, entity_type: entry.entityType,
    entity_id: entry.entityId, reason: entry.reason, at: BigInt(deps.clock.now()),
  }).execute();
}
