// Model-based tests of the console's early-redemption queue and review on the real /ops screens:
// the queue, one redemption with the order's terms, its quote and timeline, and the decisions the
// custody order's lifecycle allows (approve; reject with a reason).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { opsQueueFlow } from '../../src/machines/ops-queue.flow';
import { opsRedemptionReviewFlow } from '../../src/machines/ops-redemption-review.flow';
import { press, typeInto } from './dom';
import { type FakeWire } from './harness';
import { memoryStorage, operator, renderConsole } from './ops-fixtures';
import { modelPaths } from './run-model';
import { AT, held, redeemed, rejected } from './earn-fixtures';

let wire: FakeWire;
const signedIn = () => memoryStorage({ 'ops.session': JSON.stringify(operator) });
const underReview: typeof held = { ...held, state: 'redeeming' };
const redemption = (order = underReview) => ({ order, user_id: 'u_ada', user_email: 'ada@example.test', requested_at: AT + 3_600_000 });
const detail = (order = underReview) => ({
  redemption: redemption(order),
  timeline: [
    { state: 'custody', event: 'BUY', actor: 'user', at: AT, reason: null },
    { state: 'redeeming', event: 'REQUEST', actor: 'user', at: AT + 3_600_000, reason: null },
  ],
  decisions: [],
});
const id = held.id;

const queuePaths = modelPaths({
  machine: opsQueueFlow,
  states: {
    loading: () => expect(wire.pending('opsRedemptionQueue')).toBeTruthy(),
    failed: () => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy(),
    ready: () => {
      const table = screen.getByRole('table', { name: 'Early redemptions to review' });
      expect(within(table).getByText('ada@example.test')).toBeTruthy();
      expect(within(table).getByText('982.5 USDT')).toBeTruthy();
      expect(within(table).getByRole('link', { name: 'Review' }).getAttribute('href')).toBe(`/ops/redemptions/${id}`);
    },
  },
  events: {
    RENDER: async () => { ({ wire } = await renderConsole('/ops/redemptions', signedIn())); },
    'loadQueue.done': () => wire.answer('opsRedemptionQueue', [redemption()]),
    'loadQueue.failed': () => wire.cutOff('opsRedemptionQueue'),
    REFRESH: () => press('Refresh'),
    RETRY: () => press('Try again'),
  },
});

const reviewPaths = modelPaths({
  machine: opsRedemptionReviewFlow,
  states: {
    loading: () => expect(wire.pending('opsRedemptionDetail').params).toEqual({ id }),
    failed: () => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy(),
    reviewing: () => {
      expect(screen.getByRole('heading', { name: 'Review early redemption' })).toBeTruthy();
      expect(screen.getByText('30 days at 0.05% a day; penalty 2% of the principal')).toBeTruthy();
      expect(within(screen.getByRole('list', { name: 'Timeline' })).getByText('Redeeming (under review)')).toBeTruthy();
    },
    deciding: () => {
      const pending = ['opsApproveRedemption', 'opsRejectRedemption'].filter((k) => wire.callsOf(k as never).some((c) => !c.settled));
      expect(pending).toHaveLength(1);
    },
  },
  events: {
    RENDER: async () => { ({ wire } = await renderConsole(`/ops/redemptions/${id}`, signedIn())); },
    'loadDetail.done': () => wire.answer('opsRedemptionDetail', detail()),
    'loadDetail.failed': () => wire.cutOff('opsRedemptionDetail'),
    RETRY: () => press('Try again'),
    REASON_CHANGED: () => typeInto('Reason (shown to the user)', 'Account under investigation'),
    'APPROVE [canApprove]': async () => {
      await press('Approve');
      expect(wire.pending('opsApproveRedemption').params).toEqual({ id, reason: '' });
    },
    'REJECT [canReject]': async () => {
      await typeInto('Reason (shown to the user)', 'Account under investigation');
      await press('Reject');
      expect(wire.pending('opsRejectRedemption').params).toEqual({ id, reason: 'Account under investigation' });
    },
    'REJECT [otherwise]': async () => {
      await typeInto('Reason (shown to the user)', '  ');
      await press('Reject');
      expect(wire.callsOf('opsRejectRedemption').filter((c) => !c.settled)).toHaveLength(0);
      expect(screen.getByText(/reason/i, { selector: '[data-part="error-text"]' })).toBeTruthy();
    },
    'decide.done': async () => {
      const approving = wire.callsOf('opsApproveRedemption').some((c) => !c.settled);
      await wire.answer(approving ? 'opsApproveRedemption' : 'opsRejectRedemption', redemption(approving ? redeemed : rejected));
    },
    'decide.failed': () => wire.refuse(
      wire.callsOf('opsApproveRedemption').some((c) => !c.settled) ? 'opsApproveRedemption' : 'opsRejectRedemption', 4804, 'This order cannot be redeemed early now'),
  },
});

describe('ops redemption queue (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });
  for (const path of queuePaths) it(path.description, path.run);
});

describe('ops redemption review (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });
  for (const path of reviewPaths) it(path.description, path.run);
});

describe('ops redemption review, beyond the chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });

  it('offers no decision once the order left review, and lists the section in the console', async () => {
    ({ wire } = await renderConsole(`/ops/redemptions/${id}`, signedIn()));
    expect(screen.getByRole('link', { name: 'Redemptions' }).getAttribute('href')).toBe('/ops/redemptions');
    await wire.answer('opsRedemptionDetail', detail(redeemed));
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
