// Contract instruments, positions and money rows for the position screens' tests, each parsed by
// the contract's own schemas so the screens see exactly what the wire would send.
import type { z } from 'zod';
import { contractInstrument, contractMoneyRow, contractPosition } from '../../api/endpoints/contract';

const T0 = 1_790_000_000_000;

export function instrument(symbol: string, overrides: Partial<z.input<typeof contractInstrument>> = {}) {
  return contractInstrument.parse({
    symbol, name: symbol === 'XAUUSDT' ? 'Gold' : 'Bitcoin', kind: symbol === 'XAUUSDT' ? 'cfd' : 'crypto',
    contract_size: symbol === 'XAUUSDT' ? '1' : '0.01', unit: symbol === 'XAUUSDT' ? 'oz' : 'BTC',
    lot_step: '1', min_lots: '1', max_lots: '100', price_step: '0.01',
    open_fee_rate: '0.0005', close_fee_rate: '0.0005', spread_rate: '0.001', maintenance_margin_rate: '0.005', financing_rate_daily: '0.0001',
    leverage_choices: [1, 5, 10, 20, 50, 100], max_leverage: symbol === 'XAUUSDT' ? 25 : 100,
    open_interest_cap: '10000', open_interest: { long: '12', short: '3' }, enabled: true,
    hours: symbol === 'XAUUSDT' ? 'Sun 22:00 – Fri 21:00 UTC, break 21:00–22:00 Mon–Thu' : 'Always open',
    mark: { price: symbol === 'XAUUSDT' ? '2400' : '60000', at: T0 + 60_000, paused: null, opens_at: null },
    ...overrides,
  });
}

export const record = (symbol: string, price: string, at: number) => ({ id: `pr_${symbol}_${at}`, price, at, source: 'simulated' });

/** An open long of 2 lots of BTCUSDT at 10x, entered at 60030 (mark 60000 + half the spread). */
export function position(id: string, overrides: Partial<z.input<typeof contractPosition>> = {}) {
  return contractPosition.parse({
    id, symbol: 'BTCUSDT', side: 'long', order_type: 'market', state: 'open', leverage: 10, lots: '2',
    limit_price: null, entry_price: '60030', mark_price: '61000', margin: '120.06', liquidation_price: '54627.3',
    take_profit: null, stop_loss: null, pnl: '19.4', margin_ratio: '23.1', open_fee: '0.6003', close_fee: '0', financing: '0',
    exit_price: null, close_reason: null, returned: null, shortfall: null,
    open_record: record('BTCUSDT', '60000', T0), close_record: null,
    created_at: T0, opened_at: T0, closed_at: null,
    ...overrides,
  });
}

export const pendingPosition = (id: string) => position(id, {
  order_type: 'limit', state: 'pending', limit_price: '59000', entry_price: null, liquidation_price: null, pnl: '0', margin_ratio: null,
  open_record: null, opened_at: null, created_at: T0 + 5_000,
});

export const liquidatedPosition = (id: string) => position(id, {
  symbol: 'XAUUSDT', side: 'short', leverage: 25, lots: '1', entry_price: '2399', mark_price: null, margin: '95.96', liquidation_price: null,
  state: 'liquidated', pnl: '-95.96', margin_ratio: null, close_fee: '1.25', exit_price: '2500', close_reason: 'liquidation',
  returned: '0', shortfall: '6.04', open_record: record('XAUUSDT', '2398', T0), close_record: record('XAUUSDT', '2500', T0 + 3_600_000),
  closed_at: T0 + 3_600_000, created_at: T0 - 10_000,
});

export const moneyRow = (id: string, overrides: Partial<z.input<typeof contractMoneyRow>> = {}) => contractMoneyRow.parse({
  id, position_id: 'cp_0000000001', symbol: 'BTCUSDT', kind: 'margin', amount: '-120.06', record: record('BTCUSDT', '60000', T0), at: T0, ...overrides,
});

export const instruments = (overrides: { replayed?: boolean; paused?: z.input<typeof contractInstrument>['mark']['paused']; opensAt?: number } = {}) => ({
  instruments: [
    instrument('BTCUSDT'),
    instrument('XAUUSDT', overrides.paused ? { mark: { price: '2400', at: T0, paused: overrides.paused, opens_at: overrides.opensAt ?? null } } : {}),
  ],
  replayed: overrides.replayed ?? false,
  source: overrides.replayed ? 'replay' : 'simulated',
});

export const balances = (contractUsdt: string) => ({
  total_usdt: '1000', assets: [{ currency: 'USDT', available: '1000', frozen: '0', usdt_value: '1000', usdt_price: '1', price_source: null }],
  contract: [{ currency: 'USDT', balance: contractUsdt }],
});
