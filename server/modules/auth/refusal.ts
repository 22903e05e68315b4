// Some failures must keep what they wrote: a wrong code or password counts an attempt, and that
// count has to survive the failure. Such a transaction returns a Refusal, which commits, and the
// failure is thrown after the commit. Anything thrown inside still rolls everything back.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { BusinessFailure } from '../../core/failures';
import type { BusinessError } from '../../../api/codes';

export class Refusal {
  readonly failure: BusinessFailure;
  constructor(reason: BusinessError, vars?: Record<string, string | number>) {
    this.failure = new BusinessFailure(reason, vars);
  }
}

/** Runs `work` in one transaction; a returned Refusal is committed, then thrown. Return one before changing anything else. */
export async function transactionKeepingRefusals<T>(deps: Pick<Deps, 'db'>, work: (trx: Transaction<Database>) => Promise<T | Refusal>): Promise<T> {
  const result = await deps.db.transaction().execute(work);
  if (result instanceof Refusal) throw result.failure;
  return result;
}
