// /sign and /benefits on the real screens: every state of the rewards flow is looked at. The
// sign-in shows the seven days with each one's reward and state and the day's time zone; signing
// sends once and shows the day received, or the server's refusal (the budget spent, already
// signed); a task is claimed once its condition is met (its paths walked on /benefits). The page
// loads again after every act.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rewardsFlow, type RewardsOverview } from '../../src/machines/rewards.flow';
import { SignScreen } from '../../src/screens/rewards/SignScreen';
import { BenefitsScreen } from '../../src/screens/rewards/BenefitsScreen';
import { press } from './dom';
import { renderScreen, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';

let wire: FakeWire;

const rewards = ['0.1', '0.1', '0.2', '0.2', '0.3', '0.3', '0.5'];
function overview(streak: number, signedToday: boolean, o: Partial<RewardsOverview> = {}): RewardsOverview {
  return {
    asset: 'USDT', enabled: true, time_zone: 'Asia/Tokyo', today: '2027-05-03', next_day_at: Date.UTC(2027, 4, 3, 15), budget: { total: '1000', remaining: '900' },
    sign_rewards: rewards,
    sign: {
      streak, signed_today: signedToday,
      days: rewards.map((reward, i) => ({ day: i + 1, reward, state: i < streak ? 'received' : i === streak && !signedToday ? 'inProgress' : 'not' })),
    },
    sign_budget_spent: false,
    tasks: [
      { task: 'firstDeposit', reward: '5', kind: 'withdrawable', state: 'claimable', progress: { done: 1, of: 1 }, claimed_at: null, budget_short: false },
      { task: 'firstTrade', reward: '5', kind: 'tradeOnly', state: 'inProgress', progress: { done: 0, of: 1 }, claimed_at: null, budget_short: false },
    ],
    ...o,
  };
}
const dayStates = () => screen.getAllByTestId('sign-day').map((el) => el.dataset.state);

const claimFirstDeposit = async () => {
  const card = screen.getAllByTestId('reward-task').find((c) => c.dataset.task === 'firstDeposit')!;
  await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Claim 5 USDT' })));
};
const claimedTask = { task: 'firstDeposit', reward: '5', kind: 'withdrawable', state: 'claimed', progress: { done: 1, of: 1 }, claimed_at: 1, budget_short: false } as const;

/** The flow's paths on one page: /sign walks the sign-in's, /benefits the claim's. */
function pagePaths(page: 'sign' | 'benefits') {
  const shows = page === 'sign'
    ? () => {
      expect(screen.getByRole('heading', { level: 1, name: 'Daily sign-in' })).toBeTruthy();
      expect(screen.getByTestId('sign-today').textContent).toContain('Today is 2027-05-03 (Asia/Tokyo)');
      expect(screen.getAllByTestId('sign-day')).toHaveLength(7);
    }
    : () => {
      expect(screen.getByRole('heading', { level: 1, name: 'Reward centre' })).toBeTruthy();
      expect(screen.getAllByTestId('reward-task')).toHaveLength(2);
    };
  const other = async () => { throw new Error(`not a path of the ${page} page`); };
  const paths = modelPaths({
    machine: rewardsFlow,
    states: {
      loading: () => expect(wire.pending('getFuli')).toBeTruthy(),
      unavailable: () => expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy(),
      ready: shows,
      signing: () => expect(wire.pending('sign').rtoken).toBeTruthy(),
      claiming: () => expect(wire.pending('claimReward').params).toEqual({ task: 'firstDeposit' }),
    },
    events: {
      RENDER: async () => {
        ({ wire } = page === 'sign'
          ? await renderScreen(<SignScreen />, { url: '/sign', route: '/sign', member: testUser })
          : await renderScreen(<BenefitsScreen />, { url: '/benefits', route: '/benefits', member: testUser }));
      },
      'loadRewards.done': () => wire.answer('getFuli', overview(2, false)),
      'loadRewards.failed': () => wire.refuse('getFuli', 1000, 'Please log in again'),
      RETRY: () => press(/try again/i),
      'SIGN [canSign]': page === 'sign' ? () => press('Sign in for today') : other,
      'signToday.done': () => wire.answer('sign', { date: '2027-05-03', day: 3, reward: '0.2', state: 'received' }),
      'signToday.failed': () => wire.refuse('sign', 4941, 'You have already signed in today'),
      'CLAIM [canClaim]': page === 'benefits' ? claimFirstDeposit : other,
      'claimReward.done': () => wire.answer('claimReward', claimedTask),
      'claimReward.failed': () => wire.refuse('claimReward', 4943, "This task's condition is not met yet"),
    },
  });
  const own = page === 'sign' ? /CLAIM|claimReward/ : /SIGN|signToday/;
  return paths.filter((p) => !own.test(p.description));
}

for (const page of ['sign', 'benefits'] as const) {
  describe(`${page} page (model paths)`, () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => { cleanup(); vi.useRealTimers(); });
    const paths = pagePaths(page);
    it(`walks ${paths.length} shortest paths`, () => expect(paths.length).toBe(7));
    for (const path of paths) it(path.description, path.run);
  });
}

describe('sign-in and reward centre, what they state and send', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });

  it('signs today once and shows the day received after the page loads again', async () => {
    ({ wire } = await renderScreen(<SignScreen />, { url: '/sign', route: '/sign', member: testUser }));
    await wire.answer('getFuli', overview(2, false));
    expect(dayStates()).toEqual(['received', 'received', 'inProgress', 'not', 'not', 'not', 'not']);
    await press('Sign in for today');
    await wire.answer('sign', { date: '2027-05-03', day: 3, reward: '0.2', state: 'received' });
    await wire.answer('getFuli', overview(3, true));
    expect(screen.getByTestId('rewards-outcome').textContent).toBe('Signed in for day 3: 0.2 USDT received.');
    expect(dayStates()).toEqual(['received', 'received', 'received', 'not', 'not', 'not', 'not']);
    expect((screen.getByRole('button', { name: 'Sign in for today' }) as HTMLButtonElement).disabled).toBe(true);
    expect(wire.callsOf('sign')).toHaveLength(1);
  });

  it('says the budget is spent before the user signs, and does not offer to sign', async () => {
    ({ wire } = await renderScreen(<SignScreen />, { url: '/sign', route: '/sign', member: testUser }));
    await wire.answer('getFuli', overview(0, false, { sign_budget_spent: true, budget: { total: '1000', remaining: '0' } }));
    expect(screen.getByTestId('rewards-budget-spent').textContent).toContain('The rewards budget is spent');
    expect((screen.getByRole('button', { name: 'Sign in for today' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a refusal and the page as the server now has it', async () => {
    ({ wire } = await renderScreen(<SignScreen />, { url: '/sign', route: '/sign', member: testUser }));
    await wire.answer('getFuli', overview(0, false));
    await press('Sign in for today');
    await wire.refuse('sign', 4940, 'The rewards budget is spent; no reward can be paid now');
    await wire.answer('getFuli', overview(0, false, { sign_budget_spent: true }));
    expect(screen.getByRole('alert').textContent).toContain('The rewards budget is spent; no reward can be paid now');
  });

  it('claims a met task once, labels each kind and offers no claim before the condition is met', async () => {
    ({ wire } = await renderScreen(<BenefitsScreen />, { url: '/benefits', route: '/benefits', member: testUser }));
    await wire.answer('getFuli', overview(0, false));
    const cards = screen.getAllByTestId('reward-task');
    expect(cards.map((c) => c.querySelector('[data-testid="reward-kind"]')!.textContent)).toEqual(['Withdrawable', 'Trade only']);
    expect((cards[1]!.querySelector('button') as HTMLButtonElement).disabled).toBe(true);
    await claimFirstDeposit();
    expect(wire.pending('claimReward').params).toEqual({ task: 'firstDeposit' });
    const claimed = claimedTask;
    await wire.answer('claimReward', claimed);
    await wire.answer('getFuli', overview(0, false, { tasks: [claimed, overview(0, false).tasks[1]!] }));
    expect(screen.getByTestId('rewards-outcome').textContent).toBe('First deposit: 5 USDT received.');
    expect(screen.getAllByTestId('reward-task')[0]!.dataset.state).toBe('claimed');
  });
});
