// Model-based test of /profit_buy on the real screen: every state of the buy flow is looked at on
// the screen, every transition made by the user or the wire. The figures before confirming come
// from the server's own formulas (daily interest, the whole cycle, the penalty) and the maturity
// is the cycle's last cut-off; the least and most, the quota's room and the balance are checked
// before the confirm step; once bought the page moves on to /profit_wdtg.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earnBuyFlow } from '../../src/machines/earn-buy.flow';
import { EarnBuyScreen } from '../../src/screens/earn/EarnBuyScreen';
import { alertText, expectBusy, getBySentence, press, typeInto } from './dom';
import { currentLocation, renderScreen, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';
import { AT, catalogue, held, month, spot, year } from './earn-fixtures';

let wire: FakeWire;

const open = (id = 'ep_30') => renderScreen(<EarnBuyScreen />, { url: `/profit_buy?id=${id}`, route: '/profit_buy', member: testUser });

async function answerTerms(product = month, available = '5000', list = catalogue) {
  await wire.answer('getProfitInfo', product);
  await wire.answer('getProfitList', list);
  await wire.answer('getAsset2', spot(available));
}

const figures = () => screen.getByTestId('earn-figures').textContent ?? '';

const paths = modelPaths({
  machine: earnBuyFlow,
  states: {
    loading: () => expect(wire.pending('getProfitInfo').params).toEqual({ id: 'ep_30' }),
    unavailable: () => expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy(),
    editing: () => {
      expect(screen.getByRole('heading', { level: 1, name: 'Buy 30 days custody' })).toBeTruthy();
      expect(getBySentence('From 100 to 10,000 USDT.')).toBeTruthy();
      expect(screen.getByTestId('earn-terms').textContent).toContain('0.05%');
      expect(screen.getByText(/paid by the platform from its own account\. No AI, trading or investment produces it/)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Review' })).toBeTruthy();
    },
    confirming: () => {
      expect(screen.getByRole('heading', { name: 'Confirm your custody order' })).toBeTruthy();
      expect(getBySentence('1000 USDT leaves your spot account now for 30 days at a fixed 0.05% a day.')).toBeTruthy();
      const text = figures();
      expect(text).toContain('Interest a day0.5 USDT');
      expect(text).toContain('Interest over the whole cycle15 USDT');
      expect(text).toContain('Penalty if redeemed early20 USDT');
      expect(text).toMatch(/Returns to your spot account.*Dec 19, 2026.*4:00:00\sPM UTC/);
      expect(wire.callsOf('buyProfit').filter((c) => !c.settled)).toHaveLength(0);
    },
    submitting: () => {
      expectBusy('Confirm and buy');
      const call = wire.pending('buyProfit');
      expect(call.params).toEqual({ id: 'ep_30', amount: '1000' });
      expect(call.rtoken).toMatch(/^[A-Za-z0-9]{12}$/);
    },
    bought: () => expect(currentLocation()).toBe('/profit_wdtg'),
  },
  events: {
    RENDER: async () => {
      vi.setSystemTime(AT);
      ({ wire } = await open());
    },
    'loadTerms.done': () => answerTerms(),
    'loadTerms.failed': () => wire.refuse('getProfitInfo', 4004, 'Not found'),
    RETRY: () => press(/try again/i),
    'REVIEW [formIsValid]': async () => {
      await typeInto('Amount (USDT)', '1000');
      await press('Review');
    },
    CONFIRM: () => press('Confirm and buy'),
    BACK: () => press('Back'),
    'buy.done': () => wire.answer('buyProfit', held, 'Custody bought'),
    'buy.failed': async () => {
      await wire.refuse('buyProfit', 4802, 'This product holds at most 50000 USDT; 400 USDT remain');
      expect(alertText()).toContain('This product holds at most 50000 USDT; 400 USDT remain');
    },
  },
});

describe('custody buy page (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it(`walks ${paths.length} shortest paths`, () => expect(paths.length).toBeGreaterThanOrEqual(5));
  for (const path of paths) it(path.description, path.run);
});

describe('custody buy page, beyond the chart', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(AT);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('checks the least and most, the room under the quota and the balance before the confirm step, in the server words', async () => {
    ({ wire } = await open());
    await answerTerms(month, '450');
    await press('Review');
    expect(screen.getByText('Please enter the amount')).toBeTruthy();
    await typeInto('Amount (USDT)', '50');
    await press('Review');
    expect(screen.getByText('The least amount for this product is 100 USDT')).toBeTruthy();
    await typeInto('Amount (USDT)', '20000');
    await press('Review');
    expect(screen.getByText('The most amount for this product is 10000 USDT')).toBeTruthy();
    // 49,000 of 50,000 taken: 1,000 USDT of room.
    await typeInto('Amount (USDT)', '1200');
    await press('Review');
    expect(screen.getByText('This product holds at most 50000 USDT; 1000 USDT remain')).toBeTruthy();
    await typeInto('Amount (USDT)', '480');
    await press('Review');
    expect(screen.getByText('Insufficient balance')).toBeTruthy();
    // The figures follow the typed amount: 480 × 0.0005 = 0.24 a day, 7.2 over 30 days, 9.6 penalty.
    expect(figures()).toContain('Interest a day0.24 USDT');
    expect(figures()).toContain('Interest over the whole cycle7.2 USDT');
    expect(figures()).toContain('Penalty if redeemed early9.6 USDT');
    await typeInto('Amount (USDT)', '400');
    await press('Review');
    expect(screen.getByRole('heading', { name: 'Confirm your custody order' })).toBeTruthy();
    expect(wire.callsOf('buyProfit')).toHaveLength(0);
  });

  it('offers no order on a product switched off, and says so', async () => {
    ({ wire } = await open('ep_365'));
    await answerTerms(year);
    expect(screen.getByTestId('earn-closed').textContent).toBe('This product takes no new orders');
    expect((screen.getByRole('button', { name: 'Review' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the rtoken when a cut-off order is sent again, so it is bought at most once', async () => {
    ({ wire } = await open());
    await answerTerms();
    await typeInto('Amount (USDT)', '1000');
    await press('Review');
    await press('Confirm and buy');
    const first = wire.pending('buyProfit');
    await wire.cutOff('buyProfit');
    await press('Confirm and buy');
    expect(wire.pending('buyProfit').rtoken).toBe(first.rtoken);
  });
});
