// Model-based test of the order panel of /deal_jg on the real panel: every state of the buy flow
// is looked at on the screen, every transition made by the user or the wire. The risk notice
// comes first until it is acknowledged; the stake range, the open-stake room and the balance are
// checked before the confirm step; a paused product cannot be confirmed.
import { useState } from 'react';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryBuyFlow } from '../../src/machines/delivery-buy.flow';
import type { DeliveryProduct } from '../../src/machines/delivery-desk.flow';
import { BuyPanel } from '../../src/screens/delivery/BuyPanel';
import { alertText, choose, expectBusy, getBySentence, press, typeInto } from './dom';
import { renderScreen, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';
import { btcTimed, openUp } from './delivery-fixtures';

let wire: FakeWire;
let setProduct: (value: DeliveryProduct) => void;

function Page({ acknowledged = false, available = '500' }: { acknowledged?: boolean; available?: string }) {
  const [product, move] = useState(btcTimed);
  setProduct = move;
  return <BuyPanel product={product} available={available} acknowledged={acknowledged} />;
}

const open = (props: { acknowledged?: boolean; available?: string } = {}) =>
  renderScreen(<Page {...props} />, { url: '/deal_jg', route: '/deal_jg', member: testUser });

const paths = modelPaths({
  machine: deliveryBuyFlow,
  states: {
    editing: () => {
      expect(screen.getByRole('button', { name: 'Review order' })).toBeTruthy();
      expect(getBySentence('From 10 to 1000 USDT for this duration.')).toBeTruthy();
      expect(screen.getByTestId('delivery-figures').textContent).toContain('(all of it is lost on a wrong call)');
    },
    riskNotice: () => {
      expect(screen.getByRole('heading', { name: 'Before your first timed order: the risks' })).toBeTruthy();
      expect(screen.getByText(/A wrong call loses the whole stake/)).toBeTruthy();
      expect(wire.callsOf('deliveryBuy')).toHaveLength(0);
    },
    acknowledging: () => {
      expectBusy('I understand: a wrong call loses my stake');
      expect(wire.pending('deliveryAcknowledgeRisk')).toBeTruthy();
    },
    confirming: () => {
      expect(screen.getByRole('heading', { name: 'Confirm your timed order' })).toBeTruthy();
      expect(getBySentence(/Up \(bullish\) on BTCUSDT for 1 minute, from the reference price when the order is accepted/)).toBeTruthy();
      const figures = screen.getByTestId('delivery-figures').textContent;
      expect(figures).toContain('At risk: 100 USDT (all of it is lost on a wrong call)');
      expect(figures).toContain('Right call after 1 minute: 180 USDT back (80% profit)');
      expect(wire.callsOf('deliveryBuy').filter((c) => !c.settled)).toHaveLength(0);
    },
    submitting: () => {
      expectBusy('Place order');
      const call = wire.pending('deliveryBuy');
      expect(call.params).toEqual({ symbol: 'BTCUSDT', direction: 'up', amount: '100', duration: 60 });
      expect(call.rtoken).toMatch(/^[A-Za-z0-9]{12}$/);
    },
    bought: () => {
      const status = screen.getByRole('status').textContent;
      expect(status).toContain('Order placed: Up (bullish) on BTCUSDT, delivered at');
      expect(status).toContain('price record pr_BTCUSDT_1790000000000');
      expect(screen.getByRole('link', { name: 'My timed orders' }).getAttribute('href')).toBe('/jgcc');
    },
  },
  events: {
    RENDER: async () => {
      ({ wire } = await open());
    },
    'REVIEW [readyToConfirm]': async () => {
      cleanup();
      ({ wire } = await open({ acknowledged: true }));
      await typeInto('Stake (USDT)', '100');
      await press('Review order');
    },
    'REVIEW [formIsValid]': async () => {
      await typeInto('Stake (USDT)', '100');
      await press('Review order');
    },
    ACKNOWLEDGE: () => press('I understand: a wrong call loses my stake'),
    'acknowledgeRisk.done': () => wire.answer('deliveryAcknowledgeRisk', { acknowledged_at: 1_790_000_000_000 }),
    'acknowledgeRisk.failed': async () => {
      await wire.refuse('deliveryAcknowledgeRisk', 1000, 'Please log in again');
      expect(alertText()).toContain('Please log in again');
    },
    BACK: () => press('Back'),
    'CONFIRM [productOpen]': () => press('Place order'),
    'buy.done': () => wire.answer('deliveryBuy', openUp, 'Order placed'),
    'buy.failed': async () => {
      await wire.refuse('deliveryBuy', 4703, 'The platform takes at most 10000 USDT of open stake on BTCUSDT in this direction; 50 USDT remain');
      expect(alertText()).toContain('at most 10000 USDT of open stake');
    },
    NEW_ORDER: () => press('New order'),
  },
});

describe('timed order panel (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it(`walks ${paths.length} shortest paths`, () => {
    expect(paths.length).toBeGreaterThanOrEqual(6);
  });

  for (const path of paths) it(path.description, path.run);
});

describe('timed order panel, beyond the chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('checks the stake range of the chosen duration, the open-stake room and the balance before the confirm step', async () => {
    ({ wire } = await open({ acknowledged: true }));
    await typeInto('Stake (USDT)', '5');
    await press('Review order');
    expect(screen.getByText('The least stake for 60 seconds is 10 USDT')).toBeTruthy();
    await choose('radio', '5 minutes');
    await typeInto('Stake (USDT)', '6000');
    await press('Review order');
    expect(screen.getByText('The most stake for 300 seconds is 5000 USDT')).toBeTruthy();
    // 9,000 of 10,000 already open upwards: 1,000 USDT of room.
    await typeInto('Stake (USDT)', '1200');
    await press('Review order');
    expect(screen.getByText('The platform takes at most 10000 USDT of open stake on BTCUSDT in this direction; 1000 USDT remain')).toBeTruthy();
    await choose('radio', 'Down (bearish)');
    await typeInto('Stake (USDT)', '600');
    await press('Review order');
    expect(screen.getByText('Insufficient balance')).toBeTruthy();
    await typeInto('Stake (USDT)', '60');
    await press('Review order');
    expect(screen.getByRole('heading', { name: 'Confirm your timed order' })).toBeTruthy();
    expect(screen.getByTestId('delivery-figures').textContent).toContain('Right call after 5 minutes: 111 USDT back (85% profit)');
    expect(wire.callsOf('deliveryBuy')).toHaveLength(0);
  });

  it('takes no order while the reference price is paused, and offers it again once fresh', async () => {
    ({ wire } = await open({ acknowledged: true }));
    await act(async () => setProduct({ ...btcTimed, mark: { ...btcTimed.mark, paused: 'stale' } }));
    expect(screen.getByTestId('delivery-closed').textContent).toBe('BTCUSDT takes no timed orders until its price feed is fresh again');
    expect((screen.getByRole('button', { name: 'Review order' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => setProduct(btcTimed));
    expect(screen.queryByTestId('delivery-closed')).toBeNull();
    expect((screen.getByRole('button', { name: 'Review order' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when a closed market opens, instead of a stale feed', async () => {
    ({ wire } = await open({ acknowledged: true }));
    const opensAt = Date.UTC(2026, 0, 5, 23, 0);
    await act(async () => setProduct({ ...btcTimed, mark: { ...btcTimed.mark, paused: 'closed', opens_at: opensAt } }));
    const notice = screen.getByTestId('delivery-closed').textContent ?? '';
    expect(notice).toContain('The BTCUSDT market is closed: timed orders wait until it opens at');
    expect(notice).not.toContain('fresh');
    expect((screen.getByRole('button', { name: 'Review order' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the rtoken when a cut-off order is sent again, so it is placed at most once', async () => {
    ({ wire } = await open({ acknowledged: true }));
    await typeInto('Stake (USDT)', '100');
    await press('Review order');
    await press('Place order');
    const first = wire.pending('deliveryBuy');
    await wire.cutOff('deliveryBuy');
    await press('Place order');
    expect(wire.pending('deliveryBuy').rtoken).toBe(first.rtoken);
  });
});
