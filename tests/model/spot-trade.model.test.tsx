// Model-based test of the spot order form on the real form of /deal: every state of the flow is
// looked at on the screen, every transition is made by the user or the wire.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spotTradeFlow } from '../../src/machines/spot-trade.flow';
import type { MarketRules } from '../../src/machines/order-book.flow';
import { OrderForm } from '../../src/screens/spot/OrderForm';
import { alertText, expectBusy, getBySentence, press, typeInto } from './dom';
import { renderScreen, settle, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';

const rules: MarketRules = {
  symbol: 'BTCUSDT', base: 'BTC', quote: 'USDT', base_scale: 8, quote_scale: 6, tick_size: '0.01', lot_size: '0.0001', min_notional: '5',
  maker_fee_rate: '0.001', taker_fee_rate: '0.002', maker_fee_bps: 10, taker_fee_bps: 20, price_protection_bps: 500, buy_lock_rule: '',
};

const placed = {
  id: 'so_0000000001', symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '30000', amount: '0.01', filled: '0', total: '0', avg_price: null,
  fee: '0', fee_asset: 'BTC', locked: '300.6', locked_asset: 'USDT', state: 'new', end_reason: null, created_at: 1, updated_at: 1,
};

const form = <OrderForm rules={rules} base="0.5" quote="1000" bid="29999.99" ask="30000.01" />;
let wire: FakeWire;

const paths = modelPaths({
  machine: spotTradeFlow,
  states: {
    editing: () => {
      expect(screen.getByRole('button', { name: 'Review buy order' })).toBeTruthy();
      expect(getBySentence('Available: 1000 USDT')).toBeTruthy();
      expect(getBySentence('0.1% / 0.2%')).toBeTruthy();
    },
    confirming: () => {
      expect(screen.getByRole('heading', { name: 'Confirm your order' })).toBeTruthy();
      expect(getBySentence('Buy 0.01 BTC at 30,000 USDT')).toBeTruthy();
      expect(screen.getByText('300 USDT')).toBeTruthy();
      expect(screen.getByText('0.6 USDT')).toBeTruthy();
      expect(screen.getByText('300.6 USDT')).toBeTruthy();
      expect(wire.callsOf('spotOrder')).toHaveLength(0);
    },
    submitting: () => {
      expectBusy('Place order');
      const call = wire.pending('spotOrder');
      expect(call.params).toEqual({ symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '30000', amount: '0.01' });
      expect(call.rtoken).toMatch(/^[A-Za-z0-9]{12}$/);
    },
    placed: () => {
      expect(screen.getByRole('status').textContent).toContain('Order placed');
    },
    refused: () => {
      expect(alertText()).toContain('Price outside the allowed band');
      expect(screen.getByRole('button', { name: 'Edit order' })).toBeTruthy();
    },
  },
  events: {
    RENDER: async () => {
      ({ wire } = await renderScreen(form, { url: '/deal', route: '/deal', member: testUser }));
    },
    'REVIEW [orderIsValid]': async () => {
      await typeInto('Price (USDT)', '30000');
      await typeInto('Amount (BTC)', '0.01');
      await press('Review buy order');
    },
    CONFIRM: () => press('Place order'),
    BACK: () => press('Back'),
    'placeOrder.done': () => wire.answer('spotOrder', placed, 'Order placed'),
    'placeOrder.failed': () => wire.refuse('spotOrder', 4200, 'Price outside the allowed band'),
    RETRY: () => press('Try again'),
    EDIT: () => press('Edit order'),
    NEW_ORDER: () => press('New order'),
  },
});

describe('spot order form on /deal (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it(`walks ${paths.length} shortest paths`, () => {
    expect(paths.length).toBeGreaterThanOrEqual(5);
  });

  for (const path of paths) it(path.description, path.run);
});

describe('spot order form, beyond the chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows what is wrong with the form next to the fields and does not send it', async () => {
    ({ wire } = await renderScreen(form, { url: '/deal', route: '/deal', member: testUser }));
    await typeInto('Price (USDT)', '30000.00');
    // No more decimals than the tick has, and no letters: the field keeps what it had.
    await typeInto('Price (USDT)', '30000.005');
    await typeInto('Price (USDT)', '30000.0x');
    expect((screen.getByLabelText('Price (USDT)') as HTMLInputElement).value).toBe('30000.00');
    await typeInto('Amount (BTC)', '0.1');
    await press('Review buy order');
    expect(screen.getByText('Not enough available balance')).toBeTruthy();
    expect(wire.callsOf('spotOrder')).toHaveLength(0);
  });

  it('retries an unanswered order with the same rtoken', async () => {
    ({ wire } = await renderScreen(form, { url: '/deal', route: '/deal', member: testUser }));
    await typeInto('Price (USDT)', '30000');
    await typeInto('Amount (BTC)', '0.01');
    await press('Review buy order');
    await press('Place order');
    const first = wire.pending('spotOrder').rtoken;
    await wire.cutOff('spotOrder');
    await press('Try again');
    expect(wire.pending('spotOrder').rtoken).toBe(first);
  });

  it('fills the amount from a percentage and sells at market with the protection shown', async () => {
    ({ wire } = await renderScreen(form, { url: '/deal', route: '/deal', member: testUser }));
    fireEvent.click(screen.getByRole('radio', { name: 'Sell' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Market' }));
    await settle();
    await press('Use 50% of the available balance');
    expect((screen.getByLabelText('Amount (BTC)') as HTMLInputElement).value).toBe('0.25');
    expect(screen.getByText(/no further than 500 basis points/)).toBeTruthy();
    await press('Review sell order');
    await press('Place order');
    expect(wire.pending('spotOrder').params).toEqual({ symbol: 'BTCUSDT', side: 'sell', type: 'market', amount: '0.25' });
  });
});
