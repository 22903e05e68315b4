// The rules a deployment applies to each instrument today: the catalogue lowered by the settings
// (leverage cap, open-interest cap), the feature switches (features.contract for the crypto
// contracts, features.metals for the metal and oil CFDs) and the trading hours as the screen states them.
import type { Executor } from '../../db/database';
import { toMinor } from '../../../api/money';
import { getSetting, settingDefaults } from '../settings/settings';
import type { ContractInstrument } from './contract-instruments';
import { lotSteps } from '../../../api/contract-math';

export interface InstrumentRules {
  enabled: boolean;
  maxLeverage: number;
  /** Lots per side, in lot steps. */
  openInterestCap: bigint;
}

export const hoursText = (i: ContractInstrument) =>
  (i.kind === 'crypto' ? '24/7' : 'Sun 22:00 – Fri 21:00 UTC, daily break 21:00–22:00 UTC');

/** Reads the settings once and answers for any instrument. */
export async function loadRules(db: Executor) {
  const [features, leverage, caps] = await Promise.all([
    getSetting(db, 'features'), getSetting(db, 'contract.maxLeverage'), getSetting(db, 'contract.openInterestCap'),
  ]);
  const on = { ...settingDefaults.features, ...features };
  return (i: ContractInstrument): InstrumentRules => {
    const capText = caps[i.symbol] ?? i.openInterestCap;
    // A cap that is not a whole number of lot steps counts down to one that is.
    const capSteps = lotSteps(i, capText) ?? (toMinor(capText, 8) ?? 0n) / toMinor(i.lotStep, 8)!;
    return {
      enabled: i.kind === 'crypto' ? on.contract : on.metals,
      maxLeverage: Math.min(i.maxLeverage, leverage[i.symbol] ?? i.maxLeverage),
      openInterestCap: capSteps,
    };
  };
}
