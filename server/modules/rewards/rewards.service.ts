// The 7-day sign-in and the reward centre's overview. A sign-in belongs to the calendar day of the
// rules' time zone; it is day n+1 of the streak when yesterday was day n (n < 7), else day 1 (a
// missed day, or a completed week, restarts the streak). Signing checks the day, records it and
// pays its reward within the budget in one transaction; a second sign-in the same day is refused.
import { SIGN_DAYS } from '../../../api/endpoints/rewards';
import { signDayLifecycle, type SignDayState } from '../../../api/lifecycles/sign-day.lifecycle';
import { mustMove } from '../../../api/lifecycles/lifecycle';
import { fromMinor } from '../../../api/money';
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import { calendarDate, nextDayStart, previousDate } from './reward-calendar';
import { loadRewardTerms, REWARD_ASSET, type RewardTerms } from './rewards-terms';
import { budgetPaid, insertSignin, recentSignins, signinOn, type SigninRow } from './rewards.store';
import { remainingOf, taskViews } from './reward-tasks';
import { payReward } from './reward-payout';

const LOG_ROWS = 100;

/** The signed days of the running streak (ending today or yesterday), by day of the streak. */
function runningStreak(recent: SigninRow[], today: string): SigninRow[] {
  const yesterday = previousDate(today);
  const last = recent[0];
  if (!last || (last.date !== today && last.date !== yesterday)) return [];
  // A week completed yesterday is over: today starts again at day 1.
  if (last.date === yesterday && last.day >= SIGN_DAYS) return [];
  const streak = [last];
  for (const row of recent.slice(1)) {
    const prev = streak[streak.length - 1];
    if (row.date !== previousDate(prev.date) || row.day !== prev.day - 1) break;
    streak.push(row);
  }
  return streak;
}

function signStatus(terms: RewardTerms, recent: SigninRow[], today: string) {
  const streak = runningStreak(recent, today);
  const signedToday = streak[0]?.date === today;
  const reached = streak.length;
  const days = terms.signRewards.map((reward, i) => {
    const day = i + 1;
    const row = streak.find((r) => r.day === day);
    const state: SignDayState = row ? row.state as SignDayState : (day === reached + 1 && !signedToday ? 'inProgress' : 'not');
    return { day, reward: fromMinor(row ? BigInt(row.amount) : reward, terms.scale), state };
  });
  return { days, streak: streak[0]?.day ?? 0, signed_today: signedToday };
}

/** The day of the streak the user would sign next (today's, or tomorrow's when today is signed). */
const nextSignDay = (streak: number) => (streak >= SIGN_DAYS ? 1 : streak + 1);

export async function rewardsOverview(deps: Pick<Deps, 'db' | 'clock'>, userId: string | null) {
  const terms = await loadRewardTerms(deps.db);
  const now = deps.clock.now();
  const today = calendarDate(now, terms.timeZone);
  const remaining = remainingOf(terms, await budgetPaid(deps.db, REWARD_ASSET));
  const sign = userId ? signStatus(terms, await recentSignins(deps.db, userId, SIGN_DAYS), today) : null;
  const nextDay = sign ? (sign.signed_today ? nextSignDay(sign.streak) : sign.streak + 1) : 1;
  return {
    asset: REWARD_ASSET,
    enabled: terms.enabled,
    time_zone: terms.timeZone,
    today,
    next_day_at: nextDayStart(now, terms.timeZone),
    budget: { total: fromMinor(terms.budget, terms.scale), remaining: fromMinor(remaining, terms.scale) },
    sign_rewards: terms.signRewards.map((r) => fromMinor(r, terms.scale)),
    sign,
    sign_budget_spent: terms.signRewards[nextDay - 1] > remaining,
    tasks: await taskViews(deps.db, terms, userId, remaining),
  };
}

export async function signLog(deps: Pick<Deps, 'db'>, userId: string) {
  const scale = (await loadRewardTerms(deps.db)).scale;
  const rows = await recentSignins(deps.db, userId, LOG_ROWS);
  return rows.map((r) => ({ date: r.date, day: r.day, reward: fromMinor(BigInt(r.amount), scale), state: r.state as SignDayState, signed_at: Number(r.created_at) }));
}

/** Signs today: records the day of the streak and pays its reward, or refuses and changes nothing. */
export async function signToday(deps: Pick<Deps, 'db' | 'clock' | 'ledger'>, userId: string) {
  const row = await deps.db.transaction().execute(async (trx) => {
    const terms = await loadRewardTerms(trx);
    if (!terms.enabled) fail('featureOff');
    const now = deps.clock.now();
    const date = calendarDate(now, terms.timeZone);
    const yesterday = await signinOn(trx, userId, previousDate(date));
    const day = yesterday && yesterday.day < SIGN_DAYS ? yesterday.day + 1 : 1;
    const reward = terms.signRewards[day - 1];
    const reached = mustMove(signDayLifecycle, signDayLifecycle.config.initial as string, { type: 'REACHED' });
    const signed = mustMove(signDayLifecycle, reached, { type: 'SIGN' });
    const state = reward > 0n ? mustMove(signDayLifecycle, signed, { type: 'REWARD_PAID' }) : signed;
    const row: SigninRow = { user_id: userId, date, day, state, asset: REWARD_ASSET, amount: reward, created_at: BigInt(now) };
    if (!(await insertSignin(trx, row))) fail('rewardSignedToday');
    if (reward > 0n) {
      await payReward(deps, trx, {
        userId, amount: reward, budget: terms.budget, reason: 'rewards.sign', refType: 'reward_signin', refId: `${userId}:${date}`,
        idempotencyKey: `rewards:sign:${userId}:${date}`,
      });
    }
    return { row, scale: terms.scale };
  });
  return { date: row.row.date, day: row.row.day, reward: fromMinor(row.row.amount, row.scale), state: row.row.state as SignDayState };
}

