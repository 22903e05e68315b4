// What each setting accepts: its form on the wire and in the CLI (text), how that text is read,
// and the rule its value must meet. A change is refused unless its value passes the setting's own
// schema, so what the server enforces is always a value it understands.
import { z } from 'zod';
import { languages } from '../../../api/languages';
import { toMinor } from '../../../api/money';
import { settingDefaults, type SettingKey } from './settings';
import { contractSymbols, isCfd } from '../../feeds/cfd-instruments';
import { CFD_MAX_LEVERAGE, CRYPTO_MAX_LEVERAGE } from '../contract/contract-instruments';
import { deliverySymbols } from '../delivery/delivery-instruments';

/** How the value is typed: text as it is, a number, true/false, or JSON for structured values. */
export type SettingKind = 'text' | 'number' | 'boolean' | 'json';

const decimal = z.string().regex(/^\d{1,15}(\.\d{1,18})?$/);
/** A rate as a decimal fraction of at most 8 decimals (api/loan-math.ts LOAN_RATE_SCALE), at most 1. */
const rate = z.string().regex(/^[01](\.\d{1,8})?$/).refine((r) => Number(r) <= 1);
const level = z.enum(['none', 'junior', 'senior', 'address']);
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/);
const contractSymbol = z.enum(contractSymbols as [string, ...string[]]);
/** A USDT amount: at most its 6 decimals. */
const usdtAmount = z.string().regex(/^\d{1,12}(\.\d{1,6})?$/);
/** An IANA time zone the runtime knows. */
function isTimeZone(zone: string): boolean {
  try { new Intl.DateTimeFormat('en', { timeZone: zone }); return zone.length > 0; } catch { return false; }
}
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));

const types: { [K in SettingKey]: { kind: SettingKind; schema: z.ZodType } } = {
  'site.name': { kind: 'text', schema: z.string().trim().min(1).max(80) },
  'site.defaultLang': { kind: 'text', schema: z.enum(languages) },
  'site.url': { kind: 'text', schema: z.url({ protocol: /^https?$/ }).max(200) },
  'registration.invitationCode': { kind: 'text', schema: z.enum(['optional', 'required']) },
  features: {
    kind: 'json',
    schema: z.strictObject(Object.fromEntries(Object.keys(settingDefaults.features).map((k) => [k, z.boolean()]))),
  },
  // A local part and a host (the default, support@localhost, has no dot).
  'support.email': { kind: 'text', schema: z.string().regex(/^[^\s@]{1,64}@[^\s@]{1,253}$/) },
  'request.timeoutMs': { kind: 'number', schema: z.int().min(1000).max(120_000) },
  'proof.intervalMinutes': { kind: 'number', schema: z.int().min(1).max(1440) },
  'proof.keepProofs': { kind: 'number', schema: z.int().min(1).max(1000) },
  'withdraw.window': {
    kind: 'json',
    // The time zone stays Hong Kong's: the screens name it; only the hours change.
    schema: z.strictObject({ start: hhmm, end: hhmm, timeZone: z.literal('Asia/Hong_Kong'), utcOffsetMinutes: z.literal(480) })
      .refine((w) => minutes(w.start) < minutes(w.end)),
  },
  'withdraw.perDay': { kind: 'number', schema: z.int().min(0).max(1000) },
  'withdraw.min': { kind: 'text', schema: decimal },
  'withdraw.max': { kind: 'text', schema: decimal },
  'withdraw.fee': { kind: 'text', schema: decimal },
  'withdraw.chains': { kind: 'json', schema: z.record(z.string().regex(/^[A-Z0-9]{2,12}$/), z.array(z.string().regex(/^[A-Z0-9]{2,12}$/))) },
  'withdraw.bankEnabled': { kind: 'boolean', schema: z.boolean() },
  'withdraw.turnoverRatio': { kind: 'number', schema: z.number().min(0).max(100) },
  'withdraw.kycLevel': { kind: 'text', schema: level },
  'loan.kycLevel': { kind: 'text', schema: level },
  'trade.kycLevel': { kind: 'text', schema: level },
  'withdraw.autoApproveBelow': { kind: 'text', schema: decimal },
  'withdraw.reviewHours': { kind: 'number', schema: z.int().min(0).max(720) },
  'withdraw.addressDelayHours': { kind: 'number', schema: z.int().min(0).max(720) },
  'contract.markMaxAgeMs': { kind: 'number', schema: z.int().min(1000).max(600_000) },
  'contract.markMaxJumpBps': { kind: 'number', schema: z.int().min(10).max(10_000) },
  'contract.maxLeverage': {
    kind: 'json',
    schema: z.partialRecord(contractSymbol, z.int().min(1).max(CRYPTO_MAX_LEVERAGE))
      .refine((caps) => Object.entries(caps).every(([symbol, cap]) => !isCfd(symbol) || (cap ?? 0) <= CFD_MAX_LEVERAGE)),
  },
  'contract.openInterestCap': { kind: 'json', schema: z.partialRecord(contractSymbol, decimal) },
  'delivery.durations': {
    kind: 'json',
    schema: z.array(z.strictObject({
      seconds: z.int().min(10).max(86_400 * 30),
      // Basis points of the stake at most (4 decimals), above 0 and at most 10 (1000%).
      payoutRate: z.string().regex(/^\d{1,2}(\.\d{1,4})?$/).refine((r) => Number(r) > 0 && Number(r) <= 10),
      minStake: decimal,
      maxStake: decimal,
    }).refine((d) => Number(d.minStake) > 0 && Number(d.minStake) <= Number(d.maxStake)))
      .min(1).max(20)
      .refine((rows) => new Set(rows.map((d) => d.seconds)).size === rows.length),
  },
  'quickBuy.quoteTtlMs': { kind: 'number', schema: z.int().min(2000).max(60_000) },
  'quickBuy.slippageBps': { kind: 'number', schema: z.int().min(0).max(1000) },
  'delivery.disabled': { kind: 'json', schema: z.array(z.enum(deliverySymbols as [string, ...string[]])) },
  'delivery.maxOpenStake': { kind: 'text', schema: decimal },
  'delivery.voidAfterMs': { kind: 'number', schema: z.int().min(1000).max(600_000) },
  'earn.redeemReview': { kind: 'boolean', schema: z.boolean() },
  'earn.cutoffUtc': { kind: 'text', schema: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/) },
  'earn.disabled': { kind: 'json', schema: z.array(z.string().regex(/^[a-z0-9]{1,16}$/)).max(50) },
  'loan.products': {
    kind: 'json',
    schema: z.array(z.strictObject({
      id: z.string().regex(/^[a-z0-9]{1,16}$/),
      period_days: z.int().min(1).max(3650),
      min_amount: decimal,
      max_amount: decimal,
      daily_rate: rate,
      late_fee_rate: rate,
      late_fee_cap_rate: rate,
      enabled: z.boolean(),
    }).refine((p) => Number(p.min_amount) > 0 && Number(p.min_amount) <= Number(p.max_amount)))
      .max(20)
      .refine((rows) => new Set(rows.map((p) => p.id)).size === rows.length),
  },
  'loan.dueSoonDays': { kind: 'number', schema: z.int().min(0).max(30) },
  'loan.expireAfterDays': { kind: 'number', schema: z.int().min(1).max(3650) },
  'loan.bank': {
    kind: 'json',
    schema: z.union([z.literal(false), z.strictObject({
      bank_name: z.string().trim().min(1).max(120), account_number: z.string().trim().min(1).max(64),
      swift: z.string().trim().regex(/^[A-Z0-9]{8,11}$/), payee: z.string().trim().min(1).max(120),
    })]),
  },
  // Four levels; together never more than the whole fee (commission is paid out of it).
  'referral.rates': {
    kind: 'json',
    schema: z.array(rate).length(4).refine((rs) => rs.reduce((sum, r) => sum + (toMinor(r, 8) ?? 0n), 0n) <= 10n ** 8n),
  },
  'rewards.timeZone': { kind: 'text', schema: z.string().refine(isTimeZone) },
  'rewards.signRewards': { kind: 'json', schema: z.array(usdtAmount).length(7) },
  'rewards.budget': { kind: 'text', schema: usdtAmount },
  'rewards.tasks': {
    kind: 'json',
    schema: z.partialRecord(
      z.enum(['firstDeposit', 'firstTrade', 'kycJunior', 'kycSenior', 'inviteeFirstTrade']),
      z.strictObject({ reward: usdtAmount, kind: z.enum(['withdrawable', 'tradeOnly']) }),
    ),
  },
};

export const settingKeys = Object.keys(settingDefaults) as SettingKey[];

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(settingDefaults, key);
}

export const settingKind = (key: SettingKey): SettingKind => types[key].kind;

/** The value as it is typed: text as it is, everything else as JSON. */
export function settingText(key: SettingKey, value: unknown): string {
  return types[key].kind === 'text' ? String(value) : JSON.stringify(value);
}

/** Reads typed text into the setting's value; null when it is not a value the setting accepts. */
export function parseSettingText<K extends SettingKey>(key: K, text: string): (typeof settingDefaults)[K] | null {
  const t = types[key];
  let raw: unknown;
  const trimmed = text.trim();
  if (t.kind === 'text') raw = trimmed;
  else if (t.kind === 'number') raw = trimmed === '' ? NaN : Number(trimmed);
  else if (t.kind === 'boolean') raw = trimmed === 'true' ? true : trimmed === 'false' ? false : null;
  else {
    try { raw = JSON.parse(trimmed); } catch { return null; }
  }
  const parsed = t.schema.safeParse(raw);
  return parsed.success ? (parsed.data as (typeof settingDefaults)[K]) : null;
}
