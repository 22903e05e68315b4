// Contract instruments and positions shaped exactly by api/endpoints/contract.ts (checked with its
// schemas here, so a changed wire fails the fixtures before the screens).
import { z } from 'zod';
import { contractEndpoints, contractInstrument, contractPosition } from '../../api/endpoints/contract';

type Instrument = z.infer<typeof contractInstrument>;

const crypto = (symbol: string, name: string, unit: string, price: string, size: string): Instrument => contractInstrument.parse({
  symbol, name, kind: 'crypto', contract_size: size, unit, lot_step: '1', min_lots: '1', max_lots: '1000', price_step: '0.1',
  open_fee_rate: '0.0005', close_fee_rate: '0.0005', spread_rate: '0.001', maintenance_margin_rate: '0.005', financing_rate_daily: '0.0003',
  leverage_choices: [1, 2, 5, 10, 20, 50, 100], max_leverage: 100, open_interest_cap: '50000', open_interest: { long: '120', short: '80' },
  enabled: true, hours: 'always open', mark: { price, at: 1_790_000_000_000, paused: null, opens_at: null },
});

const cfd = (symbol: string, name: string, unit: string, price: string, size: string): Instrument => contractInstrument.parse({
  symbol, name, kind: 'cfd', contract_size: size, unit, lot_step: '0.01', min_lots: '0.01', max_lots: '50', price_step: '0.01',
  open_fee_rate: '0.0002', close_fee_rate: '0.0002', spread_rate: '0.0004', maintenance_margin_rate: '0.01', financing_rate_daily: '0.0001',
  leverage_choices: [1, 5, 10, 20, 25], max_leverage: 25, open_interest_cap: '500', open_interest: { long: '3', short: '1.5' },
  enabled: true, hours: 'Sun 22:00 – Fri 21:00 UTC, daily break 21:00–22:00', mark: { price, at: 1_790_000_000_000, paused: null, opens_at: null },
});

export const btc = crypto('BTCUSDT', 'Bitcoin', 'BTC', '30000', '0.001');
export const eth = crypto('ETHUSDT', 'Ethereum', 'ETH', '2000', '0.01');
export const gold = cfd('XAUUSDT', 'Gold', 'oz', '2400', '1');
export const silver = cfd('XAGUSDT', 'Silver', 'oz', '30', '50');
export const oil = cfd('WTIUSDT', 'Crude oil WTI', 'barrel', '75', '100');

export const instrumentList = contractEndpoints.contractInstruments.data.parse({
  instruments: [btc, eth, gold, silver, oil], replayed: false, source: 'simulated',
});

/** A market long of 10 lots of BTCUSDT at 10x, opened at 30015 (mark 30000 + half the 0.1% spread). */
export const openedLong = contractPosition.parse({
  id: 'cp_0000000000000001', symbol: 'BTCUSDT', side: 'long', order_type: 'market', state: 'open', leverage: 10, lots: '10',
  limit_price: null, entry_price: '30015', mark_price: '30000', margin: '30.015', liquidation_price: '27149.246231', take_profit: null, stop_loss: null,
  pnl: '-0.15', margin_ratio: '20', open_fee: '0.150075', close_fee: '0', financing: '0', exit_price: null, close_reason: null,
  returned: null, shortfall: null,
  open_record: { id: 'pr_BTCUSDT_1790000000000', price: '30000', at: 1_790_000_000_000, source: 'simulated' },
  close_record: null, created_at: 1_790_000_000_100, opened_at: 1_790_000_000_100, closed_at: null,
});
