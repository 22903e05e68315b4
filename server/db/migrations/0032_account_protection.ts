// Account protection: TOTP secrets sealed at rest (AES-256-GCM, server/secret-seal.ts),
// every plain secret stored before this rewritten in place; and the login history says which step
// of a failed login failed (`password`, or `code`: a wrong second factor), null for a success.
import type { Kysely } from 'kysely';
import type { MigrationContext } from '../database';
import { isSealed, sealSecret } from '../../secret-seal';

interface Tables { two_factor: { id: string; secret: string }; login_history: { ok: number; failed_step: string | null } }

export async function up(untyped: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  const db = untyped as unknown as Kysely<Tables>;
  const rows = await db.selectFrom('two_factor').select(['id', 'secret']).execute();
  const plain = rows.filter((r) => !isSealed(r.secret));
  // A plain secret is left in the clear only by refusing to go on: there is no key to seal it with.
  if (plain.length && !ctx.twoFactorKey) throw new Error('0032 needs the two-factor key to seal the stored TOTP secrets');
  for (const r of plain) {
    await db.updateTable('two_factor').set({ secret: sealSecret(ctx.twoFactorKey!, r.id, r.secret) }).where('id', '=', r.id).where('secret', '=', r.secret).execute();
  }

  await untyped.schema.alterTable('login_history').addColumn('failed_step', 'text').execute();
  // Every failure recorded before this was a refused password (the second step was not recorded).
  await db.updateTable('login_history').set({ failed_step: 'password' }).where('ok', '=', 0).execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations only go forward');
}
