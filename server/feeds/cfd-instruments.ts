// The contract instruments: the 12 crypto spot symbols (their reference price is the spot
// reference feed's) and three CFDs on metals and oil, priced in USDT, which are not spot markets:
// they have no book, no market maker and no place in the spot lists. The simulator walks the CFDs
// from these starting points with these yearly volatilities, inside their trading hours.
import { instruments, symbolOf } from '../modules/market/instruments';

export interface CfdInstrument {
  symbol: string;
  name: string;
  /** Decimal text: the price step, and the simulator's starting price, in USDT per unit. */
  tickSize: string;
  startPrice: string;
  annualVolatility: number;
}

export const cfdInstruments: CfdInstrument[] = [
  { symbol: 'XAUUSDT', name: 'Gold', tickSize: '0.01', startPrice: '2400', annualVolatility: 0.15 },
  { symbol: 'XAGUSDT', name: 'Silver', tickSize: '0.001', startPrice: '30', annualVolatility: 0.25 },
  { symbol: 'WTIUSDT', name: 'Crude oil WTI', tickSize: '0.01', startPrice: '75', annualVolatility: 0.35 },
];

const cfdSymbols = new Set(cfdInstruments.map((i) => i.symbol));

export const isCfd = (symbol: string) => cfdSymbols.has(symbol);

/** Every contract symbol: the crypto ones in spot display order, then the CFDs. */
export const contractSymbols: string[] = [...instruments.map((i) => symbolOf(i.base)), ...cfdInstruments.map((i) => i.symbol)];
