// The referral page's reads: the caller's code, rates, counts and earnings per level, their
// commission and their invitees. Everything is the caller's own: the queries start from their id.
import { fromMinor } from '../../../api/money';
import { referralLevels } from '../../../api/endpoints/referral';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/database';
import { fail } from '../../core/failures';
import { findUserById } from '../auth/users.store';
import { assetScales } from '../funds/assets.store';
import { getSetting } from '../settings/settings';
import { RATE_SCALE } from './commission';
import { commissionsOf, countInvitees, earningsByLevel, inviteesAt } from './referral.store';
import { maskedContact, maskName } from './masking';

type ReadDeps = Pick<Deps, 'db'>;

async function scales(db: Executor): Promise<(asset: string) => number> {
  const byCode = await assetScales(db);
  return (asset) => byCode.get(asset) ?? 8;
}

/** Sums per asset, in asset order. */
function perAsset(rows: Array<{ asset: string; total: bigint }>, scale: (asset: string) => number) {
  const sums = new Map<string, bigint>();
  for (const r of rows) sums.set(r.asset, (sums.get(r.asset) ?? 0n) + r.total);
  return [...sums].sort(([a], [b]) => a.localeCompare(b)).map(([asset, total]) => ({ asset, amount: fromMinor(total, scale(asset)) }));
}

export async function myEarningsAndPromotion(deps: ReadDeps, userId: string) {
  const user = await findUserById(deps.db, userId) ?? fail('notFound');
  const [rates, earned, counts, scale] = await Promise.all([
    getSetting(deps.db, 'referral.rates'), earningsByLevel(deps.db, userId),
    Promise.all(referralLevels.map((l) => countInvitees(deps.db, userId, l))), scales(deps.db),
  ]);
  return {
    invitation_code: user.invitation_code,
    levels: referralLevels.map((level, i) => ({
      level, rate: rates[i] ?? '0', invitees: counts[i],
      earnings: perAsset(earned.filter((e) => e.level === level), scale),
    })),
    totals: perAsset(earned, scale),
  };
}

export async function myEarningsDetail(deps: ReadDeps, userId: string, params: { level?: number; limit: number; before?: string }) {
  const [rows, scale] = await Promise.all([commissionsOf(deps.db, userId, params), scales(deps.db)]);
  return rows.map((r) => ({
    id: r.id, profit: fromMinor(BigInt(r.amount), scale(r.asset)), asset: r.asset, level: Number(r.level), source: r.source,
    fee: fromMinor(BigInt(r.fee), scale(r.asset)), rate: fromMinor(BigInt(r.rate), RATE_SCALE),
    invitee: maskName(r.name) || maskedContact(r), add_time: Number(r.created_at),
  }));
}

export async function myPromotion(deps: ReadDeps, userId: string, params: { level: number; limit: number; before?: string }) {
  const rows = await inviteesAt(deps.db, userId, params.level, params);
  return rows.map((u) => ({ id: u.id, name: maskName(u.name), phone: maskedContact(u), level: params.level, add_time: Number(u.created_at) }));
}
