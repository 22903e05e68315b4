// Model-based tests of the console's withdrawal queue and review on the real /ops screens: the
// queue, one item with the user's balances and history, and the decisions its lifecycle allows
// (approve, reject with a reason, confirm a bank payout with its reference).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { opsWithdrawReviewFlow } from '../../src/machines/ops-withdraw-review.flow';
import { opsQueueFlow } from '../../src/machines/ops-queue.flow';
import { alertText, press, typeInto } from './dom';
import { currentLocation, settle, type FakeWire } from './harness';
import { memoryStorage, operator, opsDetail, opsWithdrawal, renderConsole } from './ops-fixtures';
import { modelPaths } from './run-model';

let wire: FakeWire;
const signedIn = () => memoryStorage({ 'ops.session': JSON.stringify(operator) });
const bankPayout = opsDetail({ id: 'wd1', kind: 'bank', state: 'approved', chain: 'BANK', address: '**** 4321', bank: { bank_name: 'HSBC', payee_name: 'Ada' } });

const queuePaths = modelPaths({
  machine: opsQueueFlow,
  states: {
    loading: () => expect(wire.pending('opsWithdrawQueue')).toBeTruthy(),
    failed: () => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy(),
    ready: () => {
      const table = screen.getByRole('table', { name: 'Withdrawals to review' });
      expect(within(table).getByText('ada@example.test')).toBeTruthy();
      expect(within(table).getByText('250 USDT')).toBeTruthy();
      expect(within(table).getByRole('link', { name: 'Review' }).getAttribute('href')).toBe('/ops/withdrawals/wd1');
    },
  },
  events: {
    RENDER: async () => { ({ wire } = await renderConsole('/ops/withdrawals', signedIn())); },
    'loadQueue.done': () => wire.answer('opsWithdrawQueue', [opsWithdrawal()]),
    'loadQueue.failed': () => wire.cutOff('opsWithdrawQueue'),
    REFRESH: () => press('Refresh'),
    RETRY: () => press('Try again'),
  },
});

let detail = opsDetail();
const reviewPaths = modelPaths({
  machine: opsWithdrawReviewFlow,
  states: {
    loading: () => expect(wire.pending('opsWithdrawDetail').params).toEqual({ id: 'wd1' }),
    failed: () => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy(),
    reviewing: () => {
      expect(screen.getByRole('heading', { name: 'Review withdrawal' })).toBeTruthy();
      expect(within(screen.getByRole('table', { name: "User's balances" })).getByText('750')).toBeTruthy();
      expect(within(screen.getByRole('list', { name: 'Timeline' })).getByText('Under review')).toBeTruthy();
    },
    deciding: () => {
      const pending = ['opsApproveWithdraw', 'opsRejectWithdraw', 'opsConfirmPayout'].filter((k) => wire.callsOf(k as never).some((c) => !c.settled));
      expect(pending).toHaveLength(1);
    },
  },
  events: {
    RENDER: async () => {
      ({ wire } = await renderConsole('/ops/withdrawals/wd1', signedIn()));
    },
    'loadDetail.done': () => wire.answer('opsWithdrawDetail', detail),
    'loadDetail.failed': () => wire.cutOff('opsWithdrawDetail'),
    RETRY: () => press('Try again'),
    REASON_CHANGED: () => typeInto('Reason (shown to the user)', 'Address on a sanctions list'),
    'APPROVE [canApprove]': async () => {
      await press('Approve');
      expect(wire.pending('opsApproveWithdraw').params).toEqual({ id: 'wd1', reason: '' });
    },
    'REJECT [canReject]': async () => {
      await typeInto('Reason (shown to the user)', 'Address on a sanctions list');
      await press('Reject');
      expect(wire.pending('opsRejectWithdraw').params).toEqual({ id: 'wd1', reason: 'Address on a sanctions list' });
    },
    'REJECT [otherwise]': async () => {
      await typeInto('Reason (shown to the user)', '  ');
      await press('Reject');
      expect(wire.callsOf('opsRejectWithdraw').filter((c) => !c.settled)).toHaveLength(0);
      expect(screen.getByText(/reason/i, { selector: '[data-part="error-text"]' })).toBeTruthy();
    },
    'CONFIRM_PAYOUT [canConfirmPayout]': async () => {
      // Only an approved bank withdrawal offers it: the paths with this step review one (see below).
      expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
      await typeInto('Reason (shown to the user)', 'SWIFT ref 99812');
      await press('Confirm payout');
      expect(wire.pending('opsConfirmPayout').params).toEqual({ id: 'wd1', reason: 'SWIFT ref 99812' });
    },
    'CONFIRM_PAYOUT [otherwise]': async () => {
      expect(screen.queryByRole('button', { name: 'Confirm payout' })).toBeNull();
    },
    'decide.done': async () => {
      const key = (['opsApproveWithdraw', 'opsRejectWithdraw', 'opsConfirmPayout'] as const).find((k) => wire.callsOf(k).some((c) => !c.settled))!;
      const decided = { ...detail.withdrawal, state: key === 'opsRejectWithdraw' ? 'rejected' : key === 'opsApproveWithdraw' ? 'approved' : 'succeeded' } as const;
      detail = { ...detail, withdrawal: decided, decisions: [{ operator: operator.email, action: key, reason: 'r', at: 1_700_000_500_000 }] };
      await wire.answer(key, decided);
    },
    'decide.failed': async () => {
      const key = (['opsApproveWithdraw', 'opsRejectWithdraw', 'opsConfirmPayout'] as const).find((k) => wire.callsOf(k).some((c) => !c.settled))!;
      await wire.refuse(key, 4216, 'This withdrawal was changed meanwhile');
      expect(alertText()).toContain('changed meanwhile');
    },
  },
});

describe('operator withdrawal queue (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });
  it(`walks ${queuePaths.length} shortest paths`, () => expect(queuePaths.length).toBe(5));
  for (const path of queuePaths) it(path.description, path.run);
});

describe('operator withdrawal review (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });
  it(`walks ${reviewPaths.length} shortest paths`, () => {
    console.info(`ops review model: ${reviewPaths.length} paths`);
    expect(reviewPaths.length).toBe(9);
  });
  for (const path of reviewPaths) {
    it(path.description, () => {
      // A chain withdrawal under review, or an approved bank payout for the paths that confirm one.
      detail = path.description.includes('CONFIRM_PAYOUT [canConfirmPayout]') ? bankPayout : opsDetail();
      return path.run();
    });
  }
});

describe('the review screen, beyond the chart', () => {
  afterEach(cleanup);

  it('confirms an approved bank payout with its reference, and shows the decision after it', async () => {
    const { wire } = await renderConsole('/ops/withdrawals/wd1', signedIn());
    await wire.answer('opsWithdrawDetail', bankPayout);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    await press('Confirm payout');
    expect(wire.callsOf('opsConfirmPayout')).toHaveLength(0);
    await typeInto('Reason (shown to the user)', 'SWIFT ref 99812');
    await press('Confirm payout');
    expect(wire.pending('opsConfirmPayout').params).toEqual({ id: 'wd1', reason: 'SWIFT ref 99812' });
    await wire.answer('opsConfirmPayout', { ...bankPayout.withdrawal, state: 'succeeded' });
    await wire.answer('opsWithdrawDetail', opsDetail({ state: 'succeeded', kind: 'bank' }));
    expect(screen.getByRole('status').textContent).toContain('Decision recorded: Confirm payout.');
    expect(screen.queryByRole('button', { name: 'Confirm payout' })).toBeNull();
  });

  it('goes back to the queue', async () => {
    const { wire } = await renderConsole('/ops/withdrawals/wd1', signedIn());
    await wire.answer('opsWithdrawDetail', opsDetail());
    fireEvent.click(screen.getByRole('link', { name: 'Back to the queue' }));
    await settle();
    expect(currentLocation()).toBe('/ops/withdrawals');
  });
});
