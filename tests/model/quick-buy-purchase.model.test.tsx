// Model-based test of /kjmb on the real screen: every state of the quick buy flow is looked at on
// the screen, every transition made by the user, the wire or the quote's clock. The quote shows
// its average, worst and bound price, the fee and a countdown; an expired quote or a refused
// purchase offers a new quote; a purchase shows what filled.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quickBuyFlow, type QuickFill, type QuickQuote } from '../../src/machines/quick-buy.flow';
import { QuickBuyScreen } from '../../src/screens/quick-buy/QuickBuyScreen';
import { alertText, choose, expectBusy, press, typeInto } from './dom';
import { renderScreen, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';

let wire: FakeWire;

const ethQuote: QuickQuote = {
  quote_id: 'qq_0000000000000000001', symbol: 'ETHUSDT', base: 'ETH', quote: 'USDT', side: 'buy', mode: 'spend', amount: '0.3313',
  avg_price: '3000', worst_price: '3000', bound_price: '3015', slippage_bps: 50, fee: '0.9939', fee_bps: 10, total: '994.8939',
  max_spend: '999.86837', expires_at: 1_790_000_010_000, ttl_ms: 10_000,
};
const ethFill: QuickFill = {
  order_id: 'so_0000000000000000001', symbol: 'ETHUSDT', amount: '0.3313', filled: '0.3313', avg_price: '3000', bound_price: '3015',
  fee: '0.9939', spent: '994.8939', returned: '4.97447', state: 'filled', at: 1_790_000_003_000,
};

const open = () => renderScreen(<QuickBuyScreen />, { url: '/kjmb?symbol=ETHUSDT', route: '/kjmb', member: testUser });

async function askForQuote() {
  await typeInto('USDT to spend', '1000');
  await press('Get quote');
}

const paths = modelPaths({
  machine: quickBuyFlow,
  states: {
    editing: () => {
      expect(screen.getByRole('heading', { name: 'Buy ETH' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Get quote' })).toBeTruthy();
      expect(screen.queryByTestId('quick-quote')).toBeNull();
    },
    quoting: () => {
      expectBusy('Get quote');
      expect(wire.pending('quickQuote').params).toEqual({ symbol: 'ETHUSDT', side: 'buy', mode: 'spend', amount: '1000' });
    },
    quoted: () => {
      const figures = screen.getByTestId('quick-quote').textContent;
      expect(figures).toContain('You receive: 0.3313 ETH');
      expect(figures).toContain('Average price: 3000 USDT');
      expect(figures).toContain('Worst price on the book now: 3000 USDT');
      expect(figures).toContain('Fee: 0.9939 USDT (0.1%)');
      expect(screen.getByTestId('quick-bound').textContent).toContain('nothing is bought above 3015 USDT (0.5% above the worst price); at most 999.86837 USDT is spent');
      expect(screen.getByTestId('quick-countdown').textContent).toMatch(/This quote is valid for \d+ more seconds?\./);
      expect(screen.getByRole('button', { name: 'Confirm purchase' })).toBeTruthy();
    },
    expired: () => {
      expect(screen.getByTestId('quick-expired').textContent).toBe('This quote has expired. Get a new one at the current prices.');
      expect(screen.queryByRole('button', { name: 'Confirm purchase' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Get a new quote' })).toBeTruthy();
    },
    buying: () => {
      expectBusy('Confirm purchase');
      const call = wire.pending('quickBuy');
      expect(call.params).toEqual({ quote_id: 'qq_0000000000000000001' });
      expect(call.rtoken).toMatch(/^[A-Za-z0-9]{12}$/);
    },
    answerLost: () => {
      expect(screen.getByTestId('quick-answer-lost').textContent).toContain('it may have gone through');
      expect(screen.queryByRole('button', { name: 'Get a new quote' })).toBeNull();
      expect((screen.getByRole('button', { name: 'Change amount' }) as HTMLButtonElement).disabled).toBe(true);
    },
    refused: () => {
      expect(alertText()).toContain("The price moved beyond the quote's bound of 3015 USDT; nothing was bought");
      expect(screen.queryByRole('button', { name: 'Confirm purchase' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Get a new quote' })).toBeTruthy();
    },
    bought: () => {
      const fill = screen.getByTestId('quick-fill').textContent;
      expect(fill).toContain('Bought 0.3313 ETH.');
      expect(fill).toContain('Spent: 994.8939 USDT including the fee of 0.9939 USDT');
      expect(fill).toContain('Returned to your spot account: 4.97447 USDT');
      expect(screen.getByRole('button', { name: 'Buy again' })).toBeTruthy();
    },
  },
  events: {
    RENDER: async () => {
      ({ wire } = await open());
    },
    MODE: () => choose('radio', 'Receive ETH'),
    AMOUNT: () => typeInto('USDT to spend', '250'),
    'GET_QUOTE [amountIsValid]': askForQuote,
    'GET_QUOTE [otherwise]': async () => {
      await typeInto('USDT to spend', '');
      await press('Get quote');
      expect(screen.getByText('Please enter an amount')).toBeTruthy();
    },
    'getQuote.done': () => wire.answer('quickQuote', ethQuote),
    'getQuote.failed': async () => {
      await wire.refuse('quickQuote', 4652, 'The order book does not hold that many coins right now');
      expect(alertText()).toContain('does not hold that many coins');
    },
    GET_QUOTE: () => press('Get a new quote'),
    CONFIRM: () => press('Confirm purchase'),
    EDIT: () => press('Change amount'),
    'after quoteLife': async () => { await act(() => vi.advanceTimersByTimeAsync(10_000)); },
    'buy.done': () => wire.answer('quickBuy', ethFill, 'Purchase done'),
    'buy.failed [answerLost]': () => wire.cutOff('quickBuy'),
    'buy.failed [otherwise]': () => wire.refuse('quickBuy', 4651, "The price moved beyond the quote's bound of 3015 USDT; nothing was bought"),
    RESEND: () => press('Send the same purchase again'),
    NEW_PURCHASE: () => press('Buy again'),
  },
});

describe('quick purchase (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it(`walks ${paths.length} shortest paths`, () => {
    expect(paths.length).toBeGreaterThanOrEqual(7);
  });

  for (const path of paths) it(path.description, path.run);
});

describe('quick purchase, beyond the chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('counts the quote down and confirms nothing after it ran out', async () => {
    ({ wire } = await open());
    await askForQuote();
    await wire.answer('quickQuote', ethQuote);
    expect(screen.getByTestId('quick-countdown').textContent).toBe('This quote is valid for 10 more seconds.');
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(screen.getByTestId('quick-countdown').textContent).toBe('This quote is valid for 6 more seconds.');
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(screen.queryByRole('button', { name: 'Confirm purchase' })).toBeNull();
    expect(wire.callsOf('quickBuy')).toHaveLength(0);
  });

  it('asks for coins to receive and shows a partial fill with what came back', async () => {
    ({ wire } = await open());
    await choose('radio', 'Receive ETH');
    await typeInto('ETH to receive', '1');
    await press('Get quote');
    expect(wire.pending('quickQuote').params).toMatchObject({ mode: 'receive', amount: '1' });
    await wire.answer('quickQuote', { ...ethQuote, mode: 'receive', amount: '1' });
    await press('Confirm purchase');
    await wire.answer('quickBuy', { ...ethFill, amount: '1', filled: '0.5', state: 'cancelled' });
    expect(screen.getByTestId('quick-fill').textContent).toContain('Bought 0.5 ETH of 1 ETH: the book held no more within the bound; the rest was not bought.');
  });

  it('after a cut-off purchase offers only the same request again (same rtoken), so nothing is bought twice', async () => {
    ({ wire } = await open());
    await askForQuote();
    await wire.answer('quickQuote', ethQuote);
    await press('Confirm purchase');
    const first = wire.pending('quickBuy');
    await wire.cutOff('quickBuy');
    expect(screen.getByTestId('quick-answer-lost').textContent).toContain('it may have gone through');
    expect(screen.queryByRole('button', { name: 'Get a new quote' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Change amount' }) as HTMLButtonElement).disabled).toBe(true);
    await press('Send the same purchase again');
    expect(wire.pending('quickBuy')).toMatchObject({ rtoken: first.rtoken, params: first.params });
    await wire.answer('quickBuy', ethFill);
    expect(screen.getByTestId('quick-fill')).toBeTruthy();
  });

  it('after a refused purchase offers a new quote, whose purchase is a new request', async () => {
    ({ wire } = await open());
    await askForQuote();
    await wire.answer('quickQuote', ethQuote);
    await press('Confirm purchase');
    const first = wire.pending('quickBuy');
    await wire.refuse('quickBuy', 4651, 'The price moved beyond the quote\'s bound');
    expect(screen.getByRole('button', { name: 'Get a new quote' })).toBeTruthy();
    await press('Get a new quote');
    await wire.answer('quickQuote', ethQuote);
    await press('Confirm purchase');
    // A new quote is a new purchase: a new rtoken.
    expect(wire.pending('quickBuy').rtoken).not.toBe(first.rtoken);
  });
});
