// The new-coin zone (/subscription) and the user's subscriptions (/subscriptionList) on the real
// screens over their flows: every state is looked at; each project shows all its terms, its phase,
// "sold out" when oversubscribed and the allocation rule; each subscription its state with what
// passed, was paid and unfrozen, and a link to the spot market once the coin is listed.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mySubscriptionsFlow } from '../../src/machines/launchpad-subscriptions.flow';
import { newcoinZoneFlow } from '../../src/machines/launchpad-zone.flow';
import { NewcoinZoneScreen } from '../../src/screens/launchpad/NewcoinZoneScreen';
import { SubscriptionListScreen } from '../../src/screens/launchpad/SubscriptionListScreen';
import { press } from './dom';
import { renderScreen, testUser, type FakeWire } from './harness';
import { AT, lumen, notPassed, nova, orbit, released, underReview } from './launchpad-fixtures';
import { modelPaths } from './run-model';

let wire: FakeWire;

const card = (id: string) => screen.getAllByTestId('newcoin-project').find((el) => el.dataset.projectId === id)!;
const subscriptionCard = (id: string) => screen.getAllByTestId('subscription').find((el) => el.dataset.subscriptionId === id)!;

const zonePaths = modelPaths({
  machine: newcoinZoneFlow,
  states: {
    loading: () => expect(wire.pending('getNewcoinsList')).toBeTruthy(),
    unavailable: () => expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy(),
    ready: () => {
      expect(screen.getAllByTestId('newcoin-project')).toHaveLength(3);
      expect(screen.getByTestId('allocation-rule').textContent).toContain('rounded down to whole lots');
    },
  },
  events: {
    RENDER: async () => { ({ wire } = await renderScreen(<NewcoinZoneScreen />, { url: '/subscription', route: '/subscription', member: testUser })); },
    'loadProjects.done': () => wire.answer('getNewcoinsList', [nova, lumen, orbit]),
    'loadProjects.failed': () => wire.refuse('getNewcoinsList', 5000, 'Something went wrong on our side'),
    RETRY: () => press(/try again/i),
  },
});

const listPaths = modelPaths({
  machine: mySubscriptionsFlow,
  states: {
    loading: () => expect(wire.pending('mySubscriptions').params).toEqual({ limit: 200 }),
    unavailable: () => expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy(),
    ready: () => expect(screen.getAllByTestId('subscription').map((el) => el.dataset.state)).toEqual(['review', 'released', 'failed']),
  },
  events: {
    RENDER: async () => {
      vi.setSystemTime(AT);
      ({ wire } = await renderScreen(<SubscriptionListScreen />, { url: '/subscriptionList', route: '/subscriptionList', member: testUser }));
    },
    'loadSubscriptions.done': () => wire.answer('mySubscriptions', [underReview, released, notPassed]),
    'loadSubscriptions.failed': () => wire.cutOff('mySubscriptions'),
    RETRY: () => press(/try again/i),
  },
});

describe('new-coin zone and my subscriptions (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  for (const path of zonePaths) it(`zone: ${path.description}`, path.run);
  for (const path of listPaths) it(`mine: ${path.description}`, path.run);
});

describe('new-coin zone and my subscriptions, what they show', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows every term of a project, its phase and "sold out", and offers subscribing only while it is open', async () => {
    ({ wire } = await renderScreen(<NewcoinZoneScreen />, { url: '/subscription', route: '/subscription', member: testUser }));
    await wire.answer('getNewcoinsList', [nova, lumen, orbit]);
    const open = within(card('np1'));
    const terms = open.getByTestId('project-terms').textContent;
    for (const figure of ['Issue price0.25 USDT', 'Quantity for sale1,000,000 NOVA', 'Circulation10,000,000 NOVA', 'Remaining0 NOVA', 'Subscribers42', 'One lot100 NOVA', 'Lock after allocation7 days']) {
      expect(terms).toContain(figure);
    }
    expect(terms).toMatch(/Subscription window.+ to .+UTC/);
    expect(terms).toContain('Listing date');
    expect(open.getByText('Open for subscription')).toBeTruthy();
    expect(open.getByTestId('sold-out')).toBeTruthy();
    expect(open.getByRole('link', { name: 'Subscribe to NOVA' }).getAttribute('href')).toBe('/subscribe?id=np1');
    const upcoming = within(card('np2'));
    expect(upcoming.getByText('Upcoming')).toBeTruthy();
    expect(upcoming.queryByTestId('sold-out')).toBeNull();
    expect(upcoming.queryByRole('link')).toBeNull();
    const listed = within(card('np3'));
    expect(listed.getByText('Listed')).toBeTruthy();
    expect(listed.getByTestId('project-terms').textContent).toContain('Lock after allocationnone');
    expect(listed.getByRole('link', { name: 'Trade ORB/USDT' }).getAttribute('href')).toBe('/deal?symbol=ORBUSDT');
  });

  it('says when no project is offered', async () => {
    ({ wire } = await renderScreen(<NewcoinZoneScreen />, { url: '/subscription', route: '/subscription', member: testUser }));
    await wire.answer('getNewcoinsList', []);
    expect(screen.getByText('No new coins are offered yet.')).toBeTruthy();
  });

  it('shows each subscription with its state, what passed, was paid and unfrozen, and the spot market once listed', async () => {
    vi.setSystemTime(AT);
    ({ wire } = await renderScreen(<SubscriptionListScreen />, { url: '/subscriptionList', route: '/subscriptionList', member: testUser }));
    await wire.answer('mySubscriptions', [underReview, released, notPassed]);
    const review = within(subscriptionCard('sb1'));
    expect(review.getByText('Under review')).toBeTruthy();
    const reviewText = subscriptionCard('sb1').textContent;
    expect(reviewText).toContain('Subscribed300 NOVA');
    expect(reviewText).toContain('USDT frozen75 USDT');
    expect(reviewText).toContain('Window closes');
    expect(reviewText).toContain('Release time');
    expect(reviewText).not.toContain('Pass quantity');
    expect(review.queryByRole('link')).toBeNull();
    const done = subscriptionCard('sb2').textContent;
    expect(within(subscriptionCard('sb2')).getByText('Released')).toBeTruthy();
    for (const figure of ['Pass quantity2400 ORB', 'Paid600 USDT', 'USDT unfrozen400 USDT', 'Released to spot', 'Listing time']) expect(done).toContain(figure);
    expect(within(subscriptionCard('sb2')).getByRole('link', { name: 'Trade ORB/USDT' }).getAttribute('href')).toBe('/deal?symbol=ORBUSDT');
    const failed = subscriptionCard('sb3').textContent;
    expect(within(subscriptionCard('sb3')).getByText('Did not pass')).toBeTruthy();
    expect(failed).toContain('Pass quantity0 ORB');
    expect(failed).toContain('USDT unfrozen50 USDT');
    expect(failed).not.toContain('Release time');
  });

  it('says when the user has no subscription', async () => {
    ({ wire } = await renderScreen(<SubscriptionListScreen />, { url: '/subscriptionList', route: '/subscriptionList', member: testUser }));
    await wire.answer('mySubscriptions', []);
    expect(screen.getByText('You have no subscriptions yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New-coin zone' }).getAttribute('href')).toBe('/subscription');
  });
});
