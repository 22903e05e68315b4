// Rotating the two-factor key: every stored TOTP secret (enabled or pending) is re-sealed from the
// previous key to the current one, while the server reads with both. First every row still to do
// is opened with the previous key, and one that does not open refuses the whole run before anything
// is written (a wrong previous key changes nothing). Then, batch by batch, each row is re-sealed in
// its own transaction, checked by opening it again, and written only if nobody changed it meanwhile.
// Rows whose key id is the current key's are done, so a rerun after a crash finishes the rest.
import type { Deps } from '../../deps';
import type { Executor } from '../../db/database';
import { auditDecision } from '../ops/operators';
import { isSealedUnder, keyId, openSecret, sealSecret } from '../../secret-seal';

export const TWO_FACTOR_KEY_ENTITY = 'two_factor_key';

export interface RotationKeys { previous: Buffer; current: Buffer }
export interface RotationResult { resealed: number; alreadyCurrent: number; remaining: number }

export class RotationRefused extends Error {
  constructor(readonly unreadable: string[]) {
    super(`${unreadable.length} stored two-factor secret(s) do not open with the previous key (first: ${unreadable.slice(0, 5).join(', ')}); nothing was changed`);
  }
}

/** Rows in id order after `afterId`, `limit` at a time. */
async function batchAfter(db: Executor, afterId: string, limit: number) {
  return db.selectFrom('two_factor').select(['id', 'secret']).where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

async function* everyRow(db: Executor, batchSize: number) {
  let afterId = '';
  for (;;) {
    const rows = await batchAfter(db, afterId, batchSize);
    if (rows.length === 0) return;
    yield rows;
    afterId = rows.at(-1)!.id;
  }
}

/** Opens with the previous key, or with the current one for a secret sealed before key ids. */
function opens(keys: RotationKeys, row: { id: string; secret: string }): string | null {
  try { return openSecret([keys.previous, keys.current], row.id, row.secret); } catch { return null; }
}

/**
 * Re-seals one row in its own transaction; false when it changed under us (re-enrolled, turned
 * off, done by another run): the update only takes the very text that was opened.
 */
async function resealRow(db: Executor, keys: RotationKeys, userId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('two_factor').select(['id', 'secret']).where('id', '=', userId).executeTakeFirst();
    if (!row || isSealedUnder(row.secret, keys.current)) return false;
    const secret = opens(keys, row);
    if (secret === null) throw new RotationRefused([row.id]);
    const resealed = sealSecret(keys.current, row.id, secret);
    if (openSecret(keys.current, row.id, resealed) !== secret) throw new Error(`re-sealing ${row.id} did not give back its secret`);
    const updated = await trx.updateTable('two_factor').set({ secret: resealed }).where('id', '=', row.id).where('secret', '=', row.secret).executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  });
}

/**
 * Re-seals up to `limit` secrets (every one by default) under `keys.current`, audit-logged as
 * `actor`. Throws RotationRefused, having changed nothing, when a secret does not open.
 */
export async function rotateTwoFactorKey(
  deps: Pick<Deps, 'db' | 'clock' | 'ids'>, keys: RotationKeys, actor: string,
  opts: { batchSize?: number; limit?: number } = {},
): Promise<RotationResult> {
  const batchSize = opts.batchSize ?? 200;
  const limit = opts.limit ?? Infinity;
  const toDo: string[] = [];
  const unreadable: string[] = [];
  let alreadyCurrent = 0;
  for await (const rows of everyRow(deps.db, batchSize)) {
    for (const row of rows) {
      if (isSealedUnder(row.secret, keys.current)) alreadyCurrent++;
      else if (opens(keys, row) === null) unreadable.push(row.id);
      else toDo.push(row.id);
    }
  }
  if (unreadable.length) throw new RotationRefused(unreadable);

  const from = keyId(keys.previous);
  const to = keyId(keys.current);
  const audit = (action: string, reason: string) => deps.db.transaction().execute((trx) =>
    auditDecision(deps, trx, { operatorId: actor, action, entityType: TWO_FACTOR_KEY_ENTITY, entityId: to, reason }));
  if (toDo.length === 0) return { resealed: 0, alreadyCurrent, remaining: 0 };

  await audit('rotateTwoFactorKeyStarted', `${from} → ${to}: ${toDo.length} to re-seal, ${alreadyCurrent} already under the new key`);
  const taken = toDo.slice(0, limit);
  let resealed = 0;
  for (const userId of taken) if (await resealRow(deps.db, keys, userId)) resealed++;
  const remaining = toDo.length - taken.length;
  await audit('rotateTwoFactorKeyFinished', `${from} → ${to}: ${resealed} re-sealed, ${remaining} left`);
  return { resealed, alreadyCurrent, remaining };
}
