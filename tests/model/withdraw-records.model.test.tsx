// Model-based test of the withdrawal records flow on the real /tbjl screen: statuses, a
// rejection's reason on its timeline, and cancelling one under review after a confirmation.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WithdrawRecordsScreen from '../../src/screens/withdrawals/WithdrawRecordsScreen';
import { withdrawRecordsFlow } from '../../src/machines/withdraw-records.flow';
import { alertText, expectBusy, press } from './dom';
import { record } from './withdraw-fixtures';
import { renderScreen, settle, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';

let wire: FakeWire;
const rejected = record({
  id: 'w2', amount: '300', state: 'rejected', status: 0, can_cancel: false, reason: 'The address belongs to a sanctioned entity',
  timeline: [{ state: 'underReview', at: 1_700_000_000_000, reason: null }, { state: 'rejected', at: 1_700_000_100_000, reason: 'The address belongs to a sanctioned entity' }],
});
const succeeded = record({ id: 'w3', amount: '200', state: 'succeeded', status: 2, can_cancel: false, tx_hash: '0xabc' });
const cancelled = record({
  state: 'cancelled', status: 0, can_cancel: false,
  timeline: [{ state: 'underReview', at: 1_700_000_000_000, reason: null }, { state: 'cancelled', at: 1_700_000_200_000, reason: 'Cancelled by you' }],
});

const paths = modelPaths({
  machine: withdrawRecordsFlow,
  states: {
    loading: () => {
      expect(screen.getByLabelText('Loading…')).toBeTruthy();
      expect(wire.pending('withdrawRecords')).toBeTruthy();
    },
    failed: () => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy(),
    ready: () => {
      const table = screen.getByRole('table', { name: 'Withdrawal records' });
      expect(within(table).getAllByText('Failure').length).toBeGreaterThan(0);
      expect(within(table).getByText('Success')).toBeTruthy();
      expect(screen.queryByRole('alertdialog')).toBeNull();
    },
    confirmingCancel: () => {
      expect(within(screen.getByRole('alertdialog')).getByText(/Cancel this withdrawal\?/)).toBeTruthy();
    },
    cancelling: () => {
      expectBusy('Cancel withdrawal');
      expect(wire.pending('cancelWithdraw').params).toEqual({ id: 'w1' });
    },
  },
  events: {
    RENDER: async () => {
      ({ wire } = await renderScreen(<WithdrawRecordsScreen />, { url: '/tbjl', route: '/tbjl', member: testUser }));
    },
    'loadRecords.done': () => wire.answer('withdrawRecords', [record(), rejected, succeeded]),
    'loadRecords.failed': () => wire.cutOff('withdrawRecords'),
    RETRY: () => press('Try again'),
    REFRESH: () => press('Refresh'),
    'CANCEL [isCancellable]': async () => {
      // Only the one under review offers cancel.
      expect(screen.getAllByRole('button', { name: 'Cancel' })).toHaveLength(1);
      await press('Cancel');
    },
    KEEP: () => press('Keep it'),
    CONFIRM_CANCEL: () => press('Cancel withdrawal'),
    'cancelWithdrawal.done': async () => {
      await wire.answer('cancelWithdraw', cancelled);
      expect(screen.getByText('Reason: Cancelled by you')).toBeTruthy();
    },
    'cancelWithdrawal.failed': async () => {
      await wire.refuse('cancelWithdraw', 4400, 'This withdrawal can no longer be cancelled');
      expect(alertText()).toContain('can no longer be cancelled');
    },
  },
});

describe('withdrawal records on /tbjl (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it(`walks ${paths.length} shortest paths`, () => {
    console.info(`withdraw records model: ${paths.length} paths`);
    expect(paths.length).toBe(10);
  });

  for (const path of paths) it(path.description, path.run);
});

describe('/tbjl, beyond the chart', () => {
  afterEach(cleanup);

  it("opens a rejected withdrawal's timeline with its reason", async () => {
    const { wire } = await renderScreen(<WithdrawRecordsScreen />, { url: '/tbjl', route: '/tbjl', member: testUser });
    await wire.answer('withdrawRecords', [record(), rejected]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Details' })[1]);
    await settle();
    const details = screen.getByRole('region', { name: 'Withdrawal details' });
    const timeline = within(details).getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getByText('Under review')).toBeTruthy();
    expect(within(timeline).getByText('Rejected')).toBeTruthy();
    expect(within(timeline).getByText('Reason: The address belongs to a sanctioned entity')).toBeTruthy();
    expect(within(details).getByText('300 USDT')).toBeTruthy();
  });
});
