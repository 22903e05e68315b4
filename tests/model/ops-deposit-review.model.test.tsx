// Model-based tests of the console's manual deposit queue and review on the real /ops screens: the
// claim with its credential image and the user's history, approval (credits, audit-logged) and
// rejection with a reason.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { opsDepositReviewFlow, type OpsDepositDetail, type OpsManualDeposit } from '../../src/machines/ops-deposit-review.flow';
import { alertText, press, typeInto } from './dom';
import { type FakeWire } from './harness';
import { stubObjectUrls } from './kyc-fixtures';
import { memoryStorage, operator, opsDetail, renderConsole } from './ops-fixtures';
import { modelPaths } from './run-model';

let wire: FakeWire;
let downloads: { key: string; params: unknown }[];
const signedIn = () => memoryStorage({ 'ops.session': JSON.stringify(operator) });

function claim(over: Partial<OpsManualDeposit> = {}): OpsManualDeposit {
  return {
    id: 'md1', user_id: 'us1', user_email: 'ada@example.test', currency: 'USDT', chain: 'ERC20', amount: '250',
    tx_hash: `0x${'b'.repeat(64)}`, credential: 'up_9', description: 'From my wallet contract', state: 'underReview', reason: null,
    created_at: 1_700_000_000_000, ...over,
  };
}
function detailOf(over: Partial<OpsManualDeposit> = {}): OpsDepositDetail {
  const { balances, withdrawals, deposits } = opsDetail();
  return {
    deposit: claim(over), balances, withdrawals, deposits, decisions: [], same_tx_claims: [],
    timeline: [{ state: 'underReview', event: 'SUBMIT', actor: 'user:us1', at: 1_700_000_000_000, reason: null }],
  };
}

const paths = modelPaths({
  machine: opsDepositReviewFlow,
  states: {
    loading: () => expect(wire.pending('opsDepositDetail').params).toEqual({ id: 'md1' }),
    failed: () => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy(),
    reviewing: () => {
      expect(screen.getByRole('heading', { name: 'Review manual deposit' })).toBeTruthy();
      expect(screen.getByText('From my wallet contract')).toBeTruthy();
      expect(screen.getByRole('img', { name: 'Credential image' })).toBeTruthy();
      expect(downloads).toContainEqual({ key: 'opsGetUpload', params: { id: 'up_9' } });
      expect(within(screen.getByRole('table', { name: "User's balances" })).getByText('750')).toBeTruthy();
    },
    deciding: () => {
      const pending = (['opsApproveDeposit', 'opsRejectDeposit'] as const).filter((k) => wire.callsOf(k).some((c) => !c.settled));
      expect(pending).toHaveLength(1);
    },
  },
  events: {
    RENDER: async () => { ({ wire, downloads } = await renderConsole('/ops/deposits/md1', signedIn())); },
    'loadDetail.done': () => wire.answer('opsDepositDetail', detailOf()),
    'loadDetail.failed': () => wire.cutOff('opsDepositDetail'),
    RETRY: () => press('Try again'),
    'APPROVE [canApprove]': async () => {
      await typeInto('Reason (shown to the user)', 'Found in block 18,000,001');
      await press('Approve');
      expect(wire.pending('opsApproveDeposit').params).toEqual({ id: 'md1', reason: 'Found in block 18,000,001' });
    },
    'REJECT [canReject]': async () => {
      await typeInto('Reason (shown to the user)', 'No such transaction to our address');
      await press('Reject');
      expect(wire.pending('opsRejectDeposit').params).toEqual({ id: 'md1', reason: 'No such transaction to our address' });
    },
    'REJECT [otherwise]': async () => {
      await press('Reject');
      expect(wire.callsOf('opsRejectDeposit')).toHaveLength(0);
      expect(screen.getByText('Please give a reason')).toBeTruthy();
    },
    'decide.done': async () => {
      const key = (['opsApproveDeposit', 'opsRejectDeposit'] as const).find((k) => wire.callsOf(k).some((c) => !c.settled))!;
      await wire.answer(key, claim({ state: key === 'opsApproveDeposit' ? 'approved' : 'rejected' }));
    },
    'decide.failed': async () => {
      const key = (['opsApproveDeposit', 'opsRejectDeposit'] as const).find((k) => wire.callsOf(k).some((c) => !c.settled))!;
      await wire.refuse(key, 4216, 'This can no longer be changed in its current state');
      expect(alertText()).toContain('can no longer be changed');
    },
  },
});

describe('operator manual deposit review (model paths)', () => {
  beforeEach(() => { vi.useFakeTimers(); stubObjectUrls(); });
  afterEach(() => { cleanup(); vi.useRealTimers(); });
  it(`walks ${paths.length} shortest paths`, () => {
    console.info(`ops deposit review model: ${paths.length} paths`);
    expect(paths.length).toBe(8);
  });
  for (const path of paths) it(path.description, path.run);
});

describe('the deposit queue and a decided claim', () => {
  beforeEach(() => stubObjectUrls());
  afterEach(cleanup);

  it('lists the claims waiting, each opening its review', async () => {
    ({ wire } = await renderConsole('/ops/deposits', signedIn()));
    await wire.answer('opsDepositQueue', [claim()]);
    const table = screen.getByRole('table', { name: 'Manual deposits to review' });
    expect(within(table).getByText('250 USDT')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Review' }).getAttribute('href')).toBe('/ops/deposits/md1');
    expect(screen.getByRole('navigation', { name: 'Console sections' }).textContent).toContain('Manual deposits');
  });

  it('shows the other claims of the same transaction with their state and reason, and nothing when there are none', async () => {
    ({ wire } = await renderConsole('/ops/deposits/md1', signedIn()));
    const detail = detailOf();
    detail.same_tx_claims = [claim({ id: 'md0', user_email: 'eve@example.test', state: 'rejected', reason: 'The receipt is unreadable', created_at: 1_690_000_000_000 })];
    await wire.answer('opsDepositDetail', detail);
    const rows = within(screen.getByRole('table', { name: 'Other claims of this transaction' })).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1].textContent).toContain('eve@example.test');
    expect(rows[1].textContent).toContain('250 USDT');
    expect(rows[1].textContent).toContain('Rejected');
    expect(rows[1].textContent).toContain('Reason: The receipt is unreadable');
    cleanup();
    ({ wire } = await renderConsole('/ops/deposits/md1', signedIn()));
    await wire.answer('opsDepositDetail', detailOf());
    expect(screen.queryByRole('table', { name: 'Other claims of this transaction' })).toBeNull();
  });

  it('offers no decision once a claim is decided, and shows the decision on its timeline', async () => {
    ({ wire } = await renderConsole('/ops/deposits/md1', signedIn()));
    const decided = detailOf({ state: 'approved', reason: 'Found' });
    decided.timeline.push({ state: 'approved', event: 'APPROVE', actor: 'operator:op1', at: 1_700_000_100_000, reason: 'Found' });
    decided.decisions.push({ operator: operator.email, action: 'APPROVE', reason: 'Found', at: 1_700_000_100_000 });
    await wire.answer('opsDepositDetail', decided);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Timeline' })).getByText('Reason: Found')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Decisions (audit log)' })).getByText(/rita@ops.example/)).toBeTruthy();
  });
});
