// A trade-only reward is USDT in spot that withdrawals leave in the balance until it has been
// traded: each such claim holds its amount less the user's trading volume since the claim. The
// withdrawal's own transaction asks this, so the rule is checked where the money leaves.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/database';
import { fromMinor } from '../../../api/money';
import { fail } from '../../core/failures';
import { userAccount } from '../ledger/ledger';
import { tradingVolumeOf } from '../withdrawals/turnover';
import { REWARD_ASSET } from './rewards-terms';

/** The USDT still held by the user's trade-only rewards. */
export async function tradeOnlyHeld(db: Executor, userId: string): Promise<bigint> {
  const claims = await db.selectFrom('reward_claims').select(['amount', 'volume_at_claim'])
    .where('user_id', '=', userId).where('kind', '=', 'tradeOnly').execute();
  if (!claims.length) return 0n;
  const volume = await tradingVolumeOf(db, userId);
  return claims.reduce((held, c) => {
    const left = BigInt(c.amount) - (volume - BigInt(c.volume_at_claim));
    return held + (left > 0n ? left : 0n);
  }, 0n);
}

/** What trade-only rewards hold of `asset` in the user's spot (none but in the rewards' asset). */
export async function tradeOnlyHeldOf(db: Executor, userId: string, asset: string): Promise<bigint> {
  return asset === REWARD_ASSET ? tradeOnlyHeld(db, userId) : 0n;
}

/** Refuses a withdrawal of `amount` that would take held trade-only rewards out of spot. */
export async function enforceTradeOnlyHold(deps: Pick<Deps, 'ledger'>, trx: Transaction<Database>, userId: string, asset: { code: string; scale: number }, amount: bigint) {
  const held = await tradeOnlyHeldOf(trx, userId, asset.code);
  if (held === 0n) return;
  const spot = await deps.ledger.balance(trx, userAccount(userId, asset.code, 'spot'));
  const max = spot > held ? spot - held : 0n;
  if (amount > max) fail('rewardTradeOnlyHeld', { held: fromMinor(held, asset.scale), max: fromMinor(max, asset.scale) }, { held: fromMinor(held, asset.scale) });
}
