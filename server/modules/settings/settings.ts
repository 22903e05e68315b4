// Product rules an operator may change per deployment, with their defaults. Stored as JSON in the
// settings table; every change records who made it. Rules are read where they are enforced and
// served to the browser (web/getSetting, web/getParam) so the screen shows what the server does.
import type { Executor } from '../../db/database';

/** One loan product as the setting stores it (amounts in USDT, rates decimal fractions). */
export interface LoanProductSetting {
  id: string; period_days: number; min_amount: string; max_amount: string;
  daily_rate: string; late_fee_rate: string; late_fee_cap_rate: string; enabled: boolean;
}
export interface LoanBankSetting { bank_name: string; account_number: string; swift: string; payee: string }

/** The reward-centre tasks offered, keyed by task (api/endpoints/rewards.ts rewardTasks). */
export type RewardTasksSetting = Partial<Record<'firstDeposit' | 'firstTrade' | 'kycJunior' | 'kycSenior' | 'inviteeFirstTrade', { reward: string; kind: 'withdrawable' | 'tradeOnly' }>>;

export const settingDefaults = {
  'site.name': 'Meridian Exchange',
  'site.defaultLang': 'en',
  /** Where the web app is reached: links in mails start with it. */
  'site.url': 'http://localhost:8080',
  'registration.invitationCode': 'optional' as 'optional' | 'required',
  features: {
    spot: true, contract: true, delivery: true, metals: true, earn: true,
    launchpad: true, loan: true, rewards: true, referral: true,
  } as Record<string, boolean>,
  'support.email': 'support@localhost',
  'request.timeoutMs': 15000,
  // Withdrawals (DESIGN §3, spec §9). Amounts are decimal strings of the asset; all are shown by web/getWithdrawPolicy.
  /** Daily window in the named time zone (a fixed UTC offset: Hong Kong has no daylight saving). */
  'withdraw.window': { start: '12:00', end: '24:00', timeZone: 'Asia/Hong_Kong', utcOffsetMinutes: 480 },
  'withdraw.perDay': 2,
  'withdraw.min': '100',
  'withdraw.max': '200000',
  /** A flat fee taken from the amount: the payee receives amount - fee. */
  'withdraw.fee': '1',
  /** Chains per asset. LOCAL is the built-in development chain; a production deployment keeps ERC20 only. */
  'withdraw.chains': { USDT: ['ERC20', 'LOCAL'] } as Record<string, string[]>,
  'withdraw.bankEnabled': true,
  /** Trading volume since the first deposit must reach this share of total deposits; 0 switches it off. */
  'withdraw.turnoverRatio': 0.9,
  /** Verification level a withdrawal needs (shown on the withdraw form and beside each level). */
  'withdraw.kycLevel': 'junior' as 'none' | 'junior' | 'senior' | 'address',
  /** Verification level a loan application needs. */
  'loan.kycLevel': 'senior' as 'none' | 'junior' | 'senior' | 'address',
  /** Verification level trading needs ('none': anyone may trade). */
  'trade.kycLevel': 'none' as 'none' | 'junior' | 'senior' | 'address',
  /** Withdrawals below this amount are approved without review; '0' sends every one to review. */
  'withdraw.autoApproveBelow': '0',
  /** The review time the user is told to expect. */
  'withdraw.reviewHours': 24,
  /** A newly saved withdrawal address (and switching "allowlist only" off) takes effect after this many hours. */
  'withdraw.addressDelayHours': 24,
  // Contracts' mark guard (DESIGN §3): an older mark, or a tick jumping further than this from the
  // last accepted one, pauses the instrument until fresh, sane ticks return.
  /** A mark older than this (ms) is stale. */
  'contract.markMaxAgeMs': 10000,
  /** A tick moving more than this (basis points) from the last accepted mark is refused as a jump. */
  'contract.markMaxJumpBps': 1000,
  // Contracts' per-deployment caps (issue 13): absent symbols keep the catalogue's values
  // (modules/contract/contract-instruments.ts); a cap can only lower, never raise, them.
  /** Most leverage per symbol (never above 100 for crypto, 25 for CFDs). */
  'contract.maxLeverage': {} as Record<string, number>,
  /** Lots the platform carries per side of a symbol (decimal text). */
  'contract.openInterestCap': {} as Record<string, string>,
  // Delivery (timed) contracts (DESIGN §3): the table every crypto instrument offers, shown before
  // buying; the switch for the whole product is features.delivery.
  /** Durations (seconds) with the profit rate of a right call and the least and most stake (USDT). */
  'delivery.durations': [
    { seconds: 60, payoutRate: '0.8', minStake: '10', maxStake: '5000' },
    { seconds: 300, payoutRate: '0.85', minStake: '10', maxStake: '10000' },
    { seconds: 900, payoutRate: '0.9', minStake: '50', maxStake: '20000' },
  ] as Array<{ seconds: number; payoutRate: string; minStake: string; maxStake: string }>,
  // Quick coin purchase (spot): how long a quote lives, and how far beyond the quote's worst price
  // the order may fill (both shown with the quote).
  'quickBuy.quoteTtlMs': 10000,
  'quickBuy.slippageBps': 50,
  /** Instruments whose timed contracts are switched off. */
  'delivery.disabled': [] as string[],
  /** The most open stake (USDT) per instrument and direction; orders beyond it are refused. */
  'delivery.maxOpenStake': '100000',
  /** Without a fresh, sane tick within this long (ms) after the delivery time, the order is voided and the stake returned. */
  'delivery.voidAfterMs': 30000,
  // AI Earn custody (DESIGN §3): the switch for the whole product is features.earn; the products'
  // terms live in the earn_products table.
  /** True: an early redemption waits for an operator's review; false: it is carried out at once. */
  'earn.redeemReview': false,
  /** The daily cut-off (UTC, HH:MM) at which interest accrues; orders keep the cut-off they were bought under. */
  'earn.cutoffUtc': '00:00',
  /** Products (ids of earn_products) that take no new orders; held orders run on. */
  'earn.disabled': [] as string[],
  // Loans (DESIGN §3): the switch for the whole product is features.loan, the verification level
  // loan.kycLevel (above). Each product's terms are shown before applying; rates are decimal
  // fractions per day, the late-fee cap a fraction of the principal.
  /** The products: period, amount range, daily interest, late fee per overdue day and its cap. */
  'loan.products': [
    { id: 'd7', period_days: 7, min_amount: '100', max_amount: '1000', daily_rate: '0.001', late_fee_rate: '0.005', late_fee_cap_rate: '0.2', enabled: true },
    { id: 'd30', period_days: 30, min_amount: '100', max_amount: '5000', daily_rate: '0.0008', late_fee_rate: '0.005', late_fee_cap_rate: '0.2', enabled: true },
    { id: 'd90', period_days: 90, min_amount: '500', max_amount: '10000', daily_rate: '0.0006', late_fee_rate: '0.005', late_fee_cap_rate: '0.2', enabled: true },
  ] as LoanProductSetting[],
  /** A paid-out loan becomes "repayment due" this many days before its due date. */
  'loan.dueSoonDays': 3,
  /** An overdue loan is expired (still owed) this many days after its due date. */
  'loan.expireAfterDays': 30,
  /** The platform's bank account for repayment by transfer; false: not offered (false, not null: a typed null reads as a refused value). */
  'loan.bank': false as LoanBankSetting | false,
  // Referral (DESIGN §3): each level's share (a decimal fraction) of the trading fees the platform
  // collected from an invitee, levels 1 to 4; shown on /mypromotion. They sum to at most 1.
  'referral.rates': ['0.2', '0.1', '0.05', '0.05'] as string[],
  // Rewards (DESIGN §3): paid from the marketing account (system account "marketing") in USDT; the
  // switch for the whole area is features.rewards.
  /** The IANA time zone whose calendar day a sign-in belongs to (shown on /signRule). */
  'rewards.timeZone': 'UTC',
  /** The reward (USDT) of each day of the 7-day sign-in, day 1 first. */
  'rewards.signRewards': ['0.1', '0.1', '0.2', '0.2', '0.3', '0.3', '0.5'],
  /** The total (USDT) the marketing account may pay in rewards; what remains is this less what was paid. */
  'rewards.budget': '1000',
  /** The reward-centre tasks offered: reward (USDT) and kind; a task not listed is not offered. */
  'rewards.tasks': {
    firstDeposit: { reward: '5', kind: 'withdrawable' },
    firstTrade: { reward: '5', kind: 'tradeOnly' },
    kycJunior: { reward: '2', kind: 'withdrawable' },
    kycSenior: { reward: '3', kind: 'withdrawable' },
    inviteeFirstTrade: { reward: '5', kind: 'tradeOnly' },
  } as RewardTasksSetting,
  // Proof of liabilities (DESIGN §2): a snapshot of every user's balances is built on this schedule
  // and published on /security; users' proofs are served from the most recent snapshots only.
  /** Minutes between two scheduled snapshots. */
  'proof.intervalMinutes': 10,
  /** How many of the latest snapshots keep what a user's proof is rebuilt from (older ones keep their roots). */
  'proof.keepProofs': 6,
};

export type SettingKey = keyof typeof settingDefaults;
export type SettingValue<K extends SettingKey> = (typeof settingDefaults)[K];

export async function getSetting<K extends SettingKey>(db: Executor, key: K): Promise<SettingValue<K>> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as SettingValue<K>) : settingDefaults[key];
}

export async function setSetting<K extends SettingKey>(db: Executor, key: K, value: SettingValue<K>, by: string, now: number): Promise<void> {
  const json = JSON.stringify(value);
  await db.insertInto('settings')
    .values({ key, value: json, updated_at: BigInt(now), updated_by: by })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: BigInt(now), updated_by: by }))
    .execute();
}
