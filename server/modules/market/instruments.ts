// The listed spot instruments: 12 crypto assets quoted in USDT (DESIGN §3), with their rules and
// the starting point and volatility of the simulated reference market. Sizes are chosen so one
// tick times one lot is a whole number of USDT minor units: notionals stay exact integers.
export const QUOTE_ASSET = { code: 'USDT', scale: 6 };

export interface Instrument {
  base: string;
  name: string;
  scale: number;
  /** Decimal text: quote per whole base unit, and base units. */
  tickSize: string;
  lotSize: string;
  /** Starting reference price (decimal text) and yearly volatility of the simulator. */
  startPrice: string;
  annualVolatility: number;
}

export const instruments: Instrument[] = [
  { base: 'BTC', name: 'Bitcoin', scale: 8, tickSize: '0.1', lotSize: '0.00001', startPrice: '65000', annualVolatility: 0.6 },
  { base: 'ETH', name: 'Ethereum', scale: 8, tickSize: '0.01', lotSize: '0.0001', startPrice: '3200', annualVolatility: 0.75 },
  { base: 'BNB', name: 'BNB', scale: 8, tickSize: '0.01', lotSize: '0.001', startPrice: '580', annualVolatility: 0.65 },
  { base: 'SOL', name: 'Solana', scale: 8, tickSize: '0.01', lotSize: '0.001', startPrice: '150', annualVolatility: 0.95 },
  { base: 'XRP', name: 'XRP', scale: 6, tickSize: '0.0001', lotSize: '0.1', startPrice: '0.55', annualVolatility: 0.85 },
  { base: 'ADA', name: 'Cardano', scale: 6, tickSize: '0.0001', lotSize: '0.1', startPrice: '0.45', annualVolatility: 0.9 },
  { base: 'DOGE', name: 'Dogecoin', scale: 8, tickSize: '0.00001', lotSize: '1', startPrice: '0.15', annualVolatility: 1.1 },
  { base: 'TRX', name: 'TRON', scale: 6, tickSize: '0.00001', lotSize: '1', startPrice: '0.12', annualVolatility: 0.7 },
  { base: 'DOT', name: 'Polkadot', scale: 8, tickSize: '0.001', lotSize: '0.01', startPrice: '7', annualVolatility: 0.9 },
  { base: 'LTC', name: 'Litecoin', scale: 8, tickSize: '0.01', lotSize: '0.001', startPrice: '85', annualVolatility: 0.8 },
  { base: 'LINK', name: 'Chainlink', scale: 8, tickSize: '0.001', lotSize: '0.01', startPrice: '15', annualVolatility: 0.95 },
  { base: 'AVAX', name: 'Avalanche', scale: 8, tickSize: '0.01', lotSize: '0.01', startPrice: '35', annualVolatility: 1.0 },
];

/** Rules every listed market shares; per-market overrides would go in the markets table. */
export const defaultMarketRules = { minNotional: '5', makerFeeBps: 8, takerFeeBps: 10, priceProtectionBps: 500 };

export const symbolOf = (base: string) => `${base}${QUOTE_ASSET.code}`;
