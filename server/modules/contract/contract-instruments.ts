// The contract catalogue: the 12 crypto assets as USDT-margined contracts (up to 100x) and CFDs on
// gold, silver and crude oil (up to 25x), each with its size per lot, lot and price steps, fees,
// disclosed spread, maintenance margin, daily financing, lot range, leverage choices and the
// platform's default open-interest cap per side. Rates are basis points (1 bp = 0.01%); prices
// are USDT minor units (scale 6) per whole base unit. An operator may lower leverage and caps per
// deployment (settings contract.maxLeverage, contract.openInterestCap), never raise leverage.
import { toMinor } from '../../../api/money';
import { instruments, QUOTE_ASSET, symbolOf } from '../market/instruments';
import { cfdInstruments } from '../../feeds/cfd-instruments';
import type { ContractSpec } from '../../../api/contract-math';

export const CONTRACT_ASSET = QUOTE_ASSET.code;
export const CONTRACT_SCALE = QUOTE_ASSET.scale;
export const CRYPTO_MAX_LEVERAGE = 100;
export const CFD_MAX_LEVERAGE = 25;

export interface ContractInstrument extends ContractSpec {
  name: string;
  /** What one base unit is called: the coin, an ounce, a barrel. */
  unit: string;
  /** Lots per side the platform carries unless the deployment says less (decimal text). */
  openInterestCap: string;
}

const cryptoLeverage = [1, 2, 3, 5, 10, 20, 25, 50, 75, 100];
const cfdLeverage = [1, 2, 5, 10, 20, 25];

/** Base units per lot, as decimal text, per crypto asset: about 50 to 150 USDT a lot at the simulator's start. */
const cryptoLotSize: Record<string, string> = {
  BTC: '0.001', ETH: '0.01', BNB: '0.1', SOL: '1', XRP: '100', ADA: '100',
  DOGE: '1000', TRX: '1000', DOT: '10', LTC: '1', LINK: '10', AVAX: '1',
};

/** "0.001" → 1 atom at scale 3. */
function size(text: string): { atoms: bigint; scale: number } {
  const scale = text.includes('.') ? text.split('.')[1].length : 0;
  return { atoms: toMinor(text, scale)!, scale };
}

const step = (tick: string) => toMinor(tick, CONTRACT_SCALE)!;

const crypto: ContractInstrument[] = instruments.map((i) => ({
  symbol: symbolOf(i.base), name: i.name, unit: i.base, kind: 'crypto',
  contractSize: size(cryptoLotSize[i.base]), lotStep: '0.01', minLots: '0.01', maxLots: '100', priceStep: step(i.tickSize),
  // 0.05% each way, 0.02% spread, 0.5% maintenance, 0.01% a day held over the roll.
  openFeeBps: 5, closeFeeBps: 5, spreadBps: 2, maintenanceMarginBps: 50, financingBpsPerDay: 1,
  leverageChoices: cryptoLeverage, maxLeverage: CRYPTO_MAX_LEVERAGE, openInterestCap: '5000',
}));

const cfdTerms: Record<string, { unit: string; size: string; spreadBps: number; financingBpsPerDay: number }> = {
  XAUUSDT: { unit: 'oz', size: '1', spreadBps: 3, financingBpsPerDay: 2 },
  XAGUSDT: { unit: 'oz', size: '50', spreadBps: 5, financingBpsPerDay: 2 },
  WTIUSDT: { unit: 'barrel', size: '10', spreadBps: 4, financingBpsPerDay: 3 },
};

const cfds: ContractInstrument[] = cfdInstruments.map((c) => ({
  symbol: c.symbol, name: c.name, unit: cfdTerms[c.symbol].unit, kind: 'cfd',
  contractSize: size(cfdTerms[c.symbol].size), lotStep: '0.01', minLots: '0.01', maxLots: '50', priceStep: step(c.tickSize),
  // 0.03% each way, 1% maintenance.
  openFeeBps: 3, closeFeeBps: 3, spreadBps: cfdTerms[c.symbol].spreadBps, maintenanceMarginBps: 100,
  financingBpsPerDay: cfdTerms[c.symbol].financingBpsPerDay, leverageChoices: cfdLeverage, maxLeverage: CFD_MAX_LEVERAGE,
  openInterestCap: '2000',
}));

export const contractInstruments: readonly ContractInstrument[] = [...crypto, ...cfds];
const bySymbol = new Map(contractInstruments.map((i) => [i.symbol, i]));

export const contractInstrument = (symbol: string) => bySymbol.get(symbol);
