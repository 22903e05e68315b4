// What a deployment says about loans today, read from the settings once per call: the switch for the
// whole product (features.loan), the products and their terms, the verification level an
// application needs, the reminder and expiry days, the bank account for repayment by transfer and
// the lender (the platform, by its site name). Amounts and rates become minor units and 10^8-scaled
// integers here, so the rest of the module reads api/loan-math.ts's LoanTerms.
import { LOAN_RATE_SCALE, type LoanTerms } from '../../../api/loan-math';
import { fromMinor, toMinor } from '../../../api/money';
import type { Executor } from '../../db/database';
import { getSetting, settingDefaults, type LoanBankSetting, type LoanProductSetting } from '../settings/settings';
import { scaleOf } from '../earn/earn-terms';

export const LOAN_ASSET = 'USDT';

export interface LoanProduct {
  id: string; periodDays: number; min: bigint; max: bigint; dailyRate: bigint; lateFeeRate: bigint; lateFeeCapRate: bigint; enabled: boolean;
}

export interface LoanSettings {
  enabled: boolean;
  products: LoanProduct[];
  kycLevel: (typeof settingDefaults)['loan.kycLevel'];
  dueSoonDays: number;
  expireAfterDays: number;
  bank: LoanBankSetting | null;
  lender: string;
  scale: number;
}

/** A rate's decimal text as an integer at 10^8 (the setting's schema admits only such text). */
export const rateOf = (text: string) => toMinor(text, LOAN_RATE_SCALE) ?? 0n;
export const rateText = (v: bigint | number | string) => fromMinor(BigInt(v), LOAN_RATE_SCALE);

const productOf = (p: LoanProductSetting, scale: number): LoanProduct => ({
  id: p.id, periodDays: p.period_days, min: toMinor(p.min_amount, scale) ?? 0n, max: toMinor(p.max_amount, scale) ?? 0n,
  dailyRate: rateOf(p.daily_rate), lateFeeRate: rateOf(p.late_fee_rate), lateFeeCapRate: rateOf(p.late_fee_cap_rate), enabled: p.enabled,
});

export async function loadLoanSettings(db: Executor): Promise<LoanSettings> {
  const [features, products, kycLevel, dueSoonDays, expireAfterDays, bank, lender, scale] = await Promise.all([
    getSetting(db, 'features'), getSetting(db, 'loan.products'), getSetting(db, 'loan.kycLevel'), getSetting(db, 'loan.dueSoonDays'),
    getSetting(db, 'loan.expireAfterDays'), getSetting(db, 'loan.bank'), getSetting(db, 'site.name'), scaleOf(db, LOAN_ASSET),
  ]);
  return {
    enabled: { ...settingDefaults.features, ...features }.loan !== false,
    products: products.map((p) => productOf(p, scale)),
    kycLevel, dueSoonDays, expireAfterDays, bank: bank || null, lender, scale,
  };
}

/** The terms of a stored loan as the shared formula reads them. */
export const termsOf = (l: { amount: bigint; period_days: number; daily_rate: bigint; late_fee_rate: bigint; late_fee_cap_rate: bigint }): LoanTerms => ({
  principal: BigInt(l.amount), periodDays: Number(l.period_days), dailyRate: BigInt(l.daily_rate),
  lateFeeRate: BigInt(l.late_fee_rate), lateFeeCapRate: BigInt(l.late_fee_cap_rate),
});

export const scaleOfLoans = (db: Executor) => scaleOf(db, LOAN_ASSET);
