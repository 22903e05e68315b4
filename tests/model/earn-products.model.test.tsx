// /profit_index on the real screen: every state of the products flow is looked at. The page states
// every term of every product, says plainly that the platform pays the fixed rate from its own
// account and what leaving early costs, and shows the user's totals.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earnProductsFlow } from '../../src/machines/earn-products.flow';
import { EarnProductsScreen } from '../../src/screens/earn/EarnProductsScreen';
import { press } from './dom';
import { renderScreen, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';
import { catalogue, total } from './earn-fixtures';

let wire: FakeWire;

const open = () => renderScreen(<EarnProductsScreen />, { url: '/profit_index', route: '/profit_index', member: testUser });

async function answer(list = catalogue) {
  await wire.answer('getProfitList', list);
  await wire.answer('getProfitTotal', total);
}

const paths = modelPaths({
  machine: earnProductsFlow,
  states: {
    loading: () => {
      expect(wire.pending('getProfitList')).toBeTruthy();
      expect(wire.pending('getProfitTotal')).toBeTruthy();
    },
    unavailable: () => expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy(),
    ready: () => {
      expect(screen.getByRole('heading', { level: 1, name: 'AI Earn: fixed-rate custody' })).toBeTruthy();
      expect(screen.getAllByTestId('earn-product')).toHaveLength(2);
      expect(screen.getByTestId('earn-totals').textContent).toContain('Interest ever earned7.25 USDT');
    },
  },
  events: {
    RENDER: async () => {
      ({ wire } = await open());
    },
    'loadOverview.done': () => answer(),
    'loadOverview.failed': () => wire.refuse('getProfitTotal', 1000, 'Please log in again'),
    RETRY: () => press(/try again/i),
  },
});

describe('AI Earn page (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  for (const path of paths) it(path.description, path.run);
});

describe('AI Earn page, its terms', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows every term of each product, where the interest comes from, and what early redemption costs', async () => {
    ({ wire } = await open());
    await answer();
    const rules = screen.getByTestId('earn-rules').textContent;
    expect(rules).toContain('paid by the platform from its own account. No AI, trading or investment produces it');
    expect(rules).toContain('Interest is added every day at 16:00 UTC');
    expect(rules).toContain("less a penalty of the product's penalty rate times your amount");
    expect(rules).toContain('checked by our staff before the money returns');
    const [month, year] = screen.getAllByTestId('earn-product');
    const text = month!.textContent;
    expect(text).toContain('30 days custody');
    expect(text).toContain('Fixed daily rate0.05%');
    expect(text).toContain('Per order100 – 10,000 USDT');
    expect(text).toContain('Quota (room left)50,000 USDT (1000)');
    expect(text).toContain('Early redemption penalty (of the amount)2%');
    expect(text).toContain('Daily cut-off16:00 UTC');
    expect(within(month!).getByRole('link', { name: 'Buy' }).getAttribute('href')).toBe('/profit_buy?id=ep_30');
    // A product switched off says so and offers no purchase.
    expect(year!.textContent).toContain('This product takes no new orders; orders held run on.');
    expect(within(year!).queryByRole('link', { name: 'Buy' })).toBeNull();
  });

  it('says so when the deployment switched AI Earn off, and offers no purchase', async () => {
    ({ wire } = await open());
    await answer({ ...catalogue, enabled: false });
    expect(screen.getByTestId('earn-off')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Buy' })).toBeNull();
  });
});
