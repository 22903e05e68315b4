// Model-based tests of the console's loan applications queue and review on the real /ops screens:
// the queue, one application with its terms, the applicant's credit score, limit and owed, the
// five documents (fetched with the operator's session), the timeline, and the decisions the loan's
// lifecycle allows (approve; reject with a reason).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { opsQueueFlow } from '../../src/machines/ops-queue.flow';
import { opsLoanReviewFlow } from '../../src/machines/ops-loan-review.flow';
import { press, typeInto } from './dom';
import type { FakeWire } from './harness';
import { stubObjectUrls } from './kyc-fixtures';
import { memoryStorage, operator, renderConsole } from './ops-fixtures';
import { opsLoan, opsLoanDetail, opsLoanItem, paidOutLoan } from './ops-loan-fixtures';
import { modelPaths } from './run-model';

let wire: FakeWire;
let downloads: { key: string; params: unknown }[] = [];
const signedIn = () => memoryStorage({ 'ops.session': JSON.stringify(operator) });
const id = opsLoan().id;
const reason = 'The income proof is unreadable';
const pendingDecision = () => (['opsApproveLoan', 'opsRejectLoan'] as const).find((k) => wire.callsOf(k).some((c) => !c.settled))!;

const queuePaths = modelPaths({
  machine: opsQueueFlow,
  states: {
    loading: () => expect(wire.pending('opsLoanQueue')).toBeTruthy(),
    failed: () => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy(),
    ready: () => {
      const table = screen.getByRole('table', { name: 'Loan applications to review' });
      expect(within(table).getByText('ada@example.test')).toBeTruthy();
      expect(within(table).getByText('1000 USDT')).toBeTruthy();
      expect(within(table).getByText('30 days')).toBeTruthy();
      expect(within(table).getByText('1030 USDT')).toBeTruthy();
      expect(within(table).getByRole('link', { name: 'Review' }).getAttribute('href')).toBe(`/ops/loans/${id}`);
    },
  },
  events: {
    RENDER: async () => { ({ wire } = await renderConsole('/ops/loans', signedIn())); },
    'loadQueue.done': () => wire.answer('opsLoanQueue', [opsLoanItem()]),
    'loadQueue.failed': () => wire.cutOff('opsLoanQueue'),
    REFRESH: () => press('Refresh'),
    RETRY: () => press('Try again'),
  },
});

let detail = opsLoanDetail();

const reviewPaths = modelPaths({
  machine: opsLoanReviewFlow,
  states: {
    loading: () => expect(wire.pending('opsLoanDetail').params).toEqual({ id }),
    failed: () => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy(),
    reviewing: () => {
      expect(screen.getByRole('heading', { name: 'Review loan application' })).toBeTruthy();
      expect(screen.getByText('30 days at 0.1% a day; late fee 0.5% of the principal per overdue day, at most 30%')).toBeTruthy();
      expect(screen.getByText('685')).toBeTruthy();
      expect(screen.getByText('3000 USDT')).toBeTruthy();
      expect(within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem')).toHaveLength(detail.timeline.length);
      for (const name of ['Credit report', 'Housing proof', 'Income proof', 'Bank statement', 'ID photo']) {
        expect(screen.getByRole('img', { name })).toBeTruthy();
      }
      expect(downloads.map((d) => d.params)).toEqual(expect.arrayContaining(detail.documents.map((d) => ({ id: d.upload_id }))));
      expect(downloads.every((d) => d.key === 'opsGetUpload')).toBe(true);
    },
    deciding: () => expect(pendingDecision()).toBeTruthy(),
  },
  events: {
    RENDER: async () => { ({ wire, downloads } = await renderConsole(`/ops/loans/${id}`, signedIn())); },
    'loadDetail.done': () => wire.answer('opsLoanDetail', detail),
    'loadDetail.failed': () => wire.cutOff('opsLoanDetail'),
    RETRY: () => press('Try again'),
    REASON_CHANGED: () => typeInto('Reason (shown to the user)', reason),
    'APPROVE [canApprove]': async () => {
      await press('Approve');
      expect(wire.pending('opsApproveLoan').params).toEqual({ id, reason: '' });
    },
    'REJECT [canReject]': async () => {
      await typeInto('Reason (shown to the user)', reason);
      await press('Reject');
      expect(wire.pending('opsRejectLoan').params).toEqual({ id, reason });
    },
    'REJECT [otherwise]': async () => {
      await typeInto('Reason (shown to the user)', '  ');
      await press('Reject');
      expect(wire.callsOf('opsRejectLoan').filter((c) => !c.settled)).toHaveLength(0);
      expect(screen.getByText(/reason/i, { selector: '[data-part="error-text"]' })).toBeTruthy();
    },
    'decide.done': async () => {
      const key = pendingDecision();
      const loan = key === 'opsRejectLoan' ? opsLoan({ state: 'rejected', reason }) : paidOutLoan({ state: 'paid_out' });
      detail = { ...detail, loan: opsLoanItem(loan), decisions: [{ operator: operator.email, action: key, reason: null, at: Date.now() }] };
      await wire.answer(key, opsLoanItem(loan));
    },
    'decide.failed': async () => {
      await wire.refuse(pendingDecision(), 4216, 'This item was changed meanwhile');
      expect(screen.getByRole('alert').textContent).toContain('changed meanwhile');
    },
  },
});

describe('ops loan applications queue (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });
  it(`walks ${queuePaths.length} shortest paths`, () => expect(queuePaths.length).toBe(5));
  for (const path of queuePaths) it(path.description, path.run);
});

describe('ops loan application review (model paths)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubObjectUrls();
    detail = opsLoanDetail();
  });
  afterEach(() => { cleanup(); vi.useRealTimers(); });
  it(`walks ${reviewPaths.length} shortest paths`, () => expect(reviewPaths.length).toBeGreaterThanOrEqual(7));
  for (const path of reviewPaths) it(path.description, path.run);
});

describe('ops loan application review, beyond the chart', () => {
  beforeEach(() => { vi.useFakeTimers(); stubObjectUrls(); });
  afterEach(() => { cleanup(); vi.useRealTimers(); });

  it('offers no decision on a loan already paid out, shows what it owes, and lists the section in the console', async () => {
    ({ wire } = await renderConsole(`/ops/loans/${id}`, signedIn()));
    expect(screen.getByRole('link', { name: 'Loans' }).getAttribute('href')).toBe('/ops/loans');
    await wire.answer('opsLoanDetail', opsLoanDetail(paidOutLoan()));
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.getByText('1040 USDT (principal 1000 USDT, interest 30 USDT, late fee 10 USDT; 2 days overdue)')).toBeTruthy();
  });

  it('shows the reason of a rejected application and the decision just recorded', async () => {
    ({ wire } = await renderConsole(`/ops/loans/${id}`, signedIn()));
    await wire.answer('opsLoanDetail', opsLoanDetail());
    await typeInto('Reason (shown to the user)', reason);
    await press('Reject');
    await wire.answer('opsRejectLoan', opsLoanItem(opsLoan({ state: 'rejected', reason })));
    await wire.answer('opsLoanDetail', opsLoanDetail(opsLoan({ state: 'rejected', reason })));
    expect(screen.getByRole('status').textContent).toContain('Decision recorded: Reject.');
    expect(screen.getByText(reason)).toBeTruthy();
  });
});
