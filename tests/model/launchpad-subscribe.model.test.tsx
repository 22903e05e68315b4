// Model-based test of /subscribe on the real screen: every state of the subscribe flow is looked
// at, every transition made by the user or the wire. The quantity is typed in whole lots; the
// coins and the USDT to be frozen (issue price × quantity) show beside the USDT available; the
// least and most per user (counting what the user already subscribed), the balance and the
// project's phase are checked before the confirm step; a refusal comes back in the server's words.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeFlow } from '../../src/machines/launchpad-subscribe.flow';
import { SubscribeScreen } from '../../src/screens/launchpad/SubscribeScreen';
import { alertText, expectBusy, getBySentence, press, typeInto } from './dom';
import { currentLocation, renderScreen, testUser, type FakeWire } from './harness';
import { lumen, nova, underReview, usdt } from './launchpad-fixtures';
import { modelPaths } from './run-model';

let wire: FakeWire;

const open = (id = 'np1') => renderScreen(<SubscribeScreen />, { url: `/subscribe?id=${id}`, route: '/subscribe', member: testUser });

async function answerTerms(project = nova, available = '500', mine: unknown[] = []) {
  await wire.answer('getNewcoinsInfo', project);
  await wire.answer('getAsset2', usdt(available));
  await wire.answer('mySubscriptions', mine);
}

const figures = () => screen.getByTestId('subscribe-figures').textContent;

const paths = modelPaths({
  machine: subscribeFlow,
  states: {
    loading: () => {
      expect(wire.pending('getNewcoinsInfo').params).toEqual({ id: 'np1' });
      expect(screen.queryByRole('button', { name: 'Review subscription' })).toBeNull();
    },
    unavailable: () => expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy(),
    editing: () => {
      expect(screen.getByRole('heading', { level: 1, name: 'Subscribe to Nova (NOVA)' })).toBeTruthy();
      expect(screen.getByTestId('sold-out').textContent).toBe('Sold out');
      expect(getBySentence('One lot is 100 NOVA. Per user: 200 NOVA to 10,000 NOVA; you have subscribed 0 NOVA.')).toBeTruthy();
      expect(screen.getByTestId('allocation-rule').textContent).toContain('the first orders set the price');
      expect(figures()).toContain('USDT available in your spot account500 USDT');
    },
    confirming: () => {
      expect(screen.getByRole('heading', { name: 'Confirm your subscription' })).toBeTruthy();
      expect(getBySentence(/^3 lots of Nova: 300 NOVA at 0\.25 USDT each\. 75 USDT is frozen from your spot account/)).toBeTruthy();
      expect(figures()).toContain('USDT frozen (issue price × quantity)75 USDT');
      expect(wire.callsOf('subscribeNewcoin').filter((c) => !c.settled)).toHaveLength(0);
    },
    submitting: () => {
      expectBusy('Subscribe');
      const call = wire.pending('subscribeNewcoin');
      expect(call.params).toEqual({ id: 'np1', quantity: '300' });
      expect(call.rtoken).toMatch(/^[A-Za-z0-9]{12}$/);
    },
    subscribed: () => expect(currentLocation()).toBe('/subscriptionList'),
  },
  events: {
    RENDER: async () => {
      ({ wire } = await open());
    },
    'loadTerms.done': () => answerTerms(),
    'loadTerms.failed': () => wire.refuse('getNewcoinsInfo', 1000, 'Please log in again'),
    RETRY: () => press(/try again/i),
    'REVIEW [formIsValid]': async () => {
      await typeInto('Quantity (lots)', '3');
      await press('Review subscription');
    },
    BACK: () => press('Back'),
    CONFIRM: () => press('Subscribe'),
    'subscribe.done': () => wire.answer('subscribeNewcoin', underReview, 'Subscription submitted'),
    'subscribe.failed': async () => {
      await wire.refuse('subscribeNewcoin', 4857, 'This project is not taking subscriptions now');
      expect(alertText()).toContain('This project is not taking subscriptions now');
    },
  },
});

describe('subscribing to a new coin (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it(`walks ${paths.length} shortest paths`, () => {
    expect(paths.length).toBeGreaterThanOrEqual(5);
  });

  for (const path of paths) it(path.description, path.run, 20_000);
});

describe('subscribing to a new coin, beyond the chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('checks the lots, the least and most per user with what is already held, and the USDT before the confirm step', async () => {
    ({ wire } = await open());
    await answerTerms(nova, '500', [{ ...underReview, quantity: '9900' }, { ...underReview, id: 'sb9', project_id: 'np2', quantity: '5000' }]);
    expect(getBySentence('One lot is 100 NOVA. Per user: 200 NOVA to 10,000 NOVA; you have subscribed 9900 NOVA.')).toBeTruthy();
    await press('Review subscription');
    expect(screen.getByText('Please enter the amount')).toBeTruthy();
    await typeInto('Quantity (lots)', '1');
    expect(figures()).toContain('Coins asked for100 NOVA');
    expect(figures()).toContain('USDT frozen (issue price × quantity)25 USDT');
    await press('Review subscription');
    expect(screen.getByText('The least subscription is 200 NOVA')).toBeTruthy();
    await typeInto('Quantity (lots)', '2');
    await press('Review subscription');
    expect(screen.getByText('The most one user may subscribe is 10000 NOVA; you have 9900 NOVA')).toBeTruthy();
    expect(wire.callsOf('subscribeNewcoin')).toHaveLength(0);
  });

  it('refuses more than the USDT available with the words of the spec', async () => {
    ({ wire } = await open());
    await answerTerms(nova, '500');
    await typeInto('Quantity (lots)', '30');
    expect(figures()).toContain('USDT frozen (issue price × quantity)750 USDT');
    await press('Review subscription');
    expect(screen.getByText('Insufficient USDT balance for subscription: 750 USDT is needed')).toBeTruthy();
    await typeInto('Quantity (lots)', '20');
    await press('Review subscription');
    expect(screen.getByRole('heading', { name: 'Confirm your subscription' })).toBeTruthy();
  });

  it('takes no subscription outside the window', async () => {
    ({ wire } = await open('np2'));
    await answerTerms(lumen);
    expect(screen.getByText('Upcoming')).toBeTruthy();
    expect(screen.getByTestId('subscribe-closed').textContent).toBe('This project is not taking subscriptions now');
    expect((screen.getByRole('button', { name: 'Review subscription' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the rtoken when a cut-off subscription is sent again, so it is applied at most once', async () => {
    ({ wire } = await open());
    await answerTerms();
    await typeInto('Quantity (lots)', '3');
    await press('Review subscription');
    await press('Subscribe');
    const first = wire.pending('subscribeNewcoin');
    await wire.cutOff('subscribeNewcoin');
    await press('Subscribe');
    expect(wire.pending('subscribeNewcoin').rtoken).toBe(first.rtoken);
    await wire.refuse('subscribeNewcoin', 4857, 'This project is not taking subscriptions now');
    await press('Back');
    await typeInto('Quantity (lots)', '4');
    await press('Review subscription');
    await press('Subscribe');
    expect(wire.pending('subscribeNewcoin').rtoken).not.toBe(first.rtoken);
  });
});
