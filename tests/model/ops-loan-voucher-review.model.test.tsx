// Model-based tests of the console's repayment vouchers queue and review on the real /ops screens:
// the queue, one voucher with its image (fetched with the operator's session), the amount the loan
// is repaid at, the loan it repays and the loan's timeline, and the decisions the voucher's
// lifecycle allows (confirm the transfer arrived; reject with a reason).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { opsQueueFlow } from '../../src/machines/ops-queue.flow';
import { opsLoanVoucherReviewFlow } from '../../src/machines/ops-loan-voucher-review.flow';
import { press, typeInto } from './dom';
import type { FakeWire } from './harness';
import { stubObjectUrls } from './kyc-fixtures';
import { memoryStorage, operator, renderConsole } from './ops-fixtures';
import { opsVoucher, opsVoucherDetail, opsVoucherItem } from './ops-loan-fixtures';
import { modelPaths } from './run-model';

let wire: FakeWire;
let downloads: { key: string; params: unknown }[] = [];
const signedIn = () => memoryStorage({ 'ops.session': JSON.stringify(operator) });
const id = opsVoucher().id;
const reason = 'No transfer of this amount has arrived';
const pendingDecision = () => (['opsConfirmLoanVoucher', 'opsRejectLoanVoucher'] as const).find((k) => wire.callsOf(k).some((c) => !c.settled))!;

const queuePaths = modelPaths({
  machine: opsQueueFlow,
  states: {
    loading: () => expect(wire.pending('opsLoanVoucherQueue')).toBeTruthy(),
    failed: () => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy(),
    ready: () => {
      const table = screen.getByRole('table', { name: 'Repayment vouchers to review' });
      expect(within(table).getByText('ada@example.test')).toBeTruthy();
      expect(within(table).getByText('1040 USDT')).toBeTruthy();
      expect(within(table).getByText('Overdue')).toBeTruthy();
      expect(within(table).getByRole('link', { name: 'Review' }).getAttribute('href')).toBe(`/ops/loan-vouchers/${id}`);
    },
  },
  events: {
    RENDER: async () => { ({ wire } = await renderConsole('/ops/loan-vouchers', signedIn())); },
    'loadQueue.done': () => wire.answer('opsLoanVoucherQueue', [opsVoucherItem()]),
    'loadQueue.failed': () => wire.cutOff('opsLoanVoucherQueue'),
    REFRESH: () => press('Refresh'),
    RETRY: () => press('Try again'),
  },
});

let detail = opsVoucherDetail();

const reviewPaths = modelPaths({
  machine: opsLoanVoucherReviewFlow,
  states: {
    loading: () => expect(wire.pending('opsLoanVoucherDetail').params).toEqual({ id }),
    failed: () => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy(),
    reviewing: () => {
      expect(screen.getByRole('heading', { name: 'Review repayment voucher' })).toBeTruthy();
      expect(screen.getByText('1040 USDT')).toBeTruthy();
      expect(screen.getByText(detail.voucher.loan.id)).toBeTruthy();
      expect(screen.getByRole('img', { name: 'Transfer voucher' })).toBeTruthy();
      expect(downloads).toContainEqual({ key: 'opsGetUpload', params: { id: 'up_voucher' } });
      const timeline = within(screen.getByRole('list', { name: 'Timeline' }));
      expect(timeline.getAllByRole('listitem')).toHaveLength(detail.timeline.length);
      expect(timeline.getByText('Overdue')).toBeTruthy();
    },
    deciding: () => expect(pendingDecision()).toBeTruthy(),
  },
  events: {
    RENDER: async () => { ({ wire, downloads } = await renderConsole(`/ops/loan-vouchers/${id}`, signedIn())); },
    'loadDetail.done': () => wire.answer('opsLoanVoucherDetail', detail),
    'loadDetail.failed': () => wire.cutOff('opsLoanVoucherDetail'),
    RETRY: () => press('Try again'),
    REASON_CHANGED: () => typeInto('Reason (shown to the user)', reason),
    'CONFIRM [canConfirm]': async () => {
      await press('Confirm transfer received');
      expect(wire.pending('opsConfirmLoanVoucher').params).toEqual({ id, reason: '' });
    },
    'REJECT [canReject]': async () => {
      await typeInto('Reason (shown to the user)', reason);
      await press('Reject');
      expect(wire.pending('opsRejectLoanVoucher').params).toEqual({ id, reason });
    },
    'REJECT [otherwise]': async () => {
      await typeInto('Reason (shown to the user)', '  ');
      await press('Reject');
      expect(wire.callsOf('opsRejectLoanVoucher').filter((c) => !c.settled)).toHaveLength(0);
      expect(screen.getByText(/reason/i, { selector: '[data-part="error-text"]' })).toBeTruthy();
    },
    'decide.done': async () => {
      const key = pendingDecision();
      const voucher = opsVoucher(key === 'opsRejectLoanVoucher' ? { state: 'rejected', reason } : { state: 'confirmed' });
      detail = { ...detail, voucher: opsVoucherItem(voucher), decisions: [...detail.decisions, { operator: operator.email, action: key, reason: null, at: Date.now() }] };
      await wire.answer(key, opsVoucherItem(voucher));
    },
    'decide.failed': async () => {
      await wire.refuse(pendingDecision(), 4216, 'This item was changed meanwhile');
      expect(screen.getByRole('alert').textContent).toContain('changed meanwhile');
    },
  },
});

describe('ops repayment vouchers queue (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });
  it(`walks ${queuePaths.length} shortest paths`, () => expect(queuePaths.length).toBe(5));
  for (const path of queuePaths) it(path.description, path.run);
});

describe('ops repayment voucher review (model paths)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubObjectUrls();
    detail = opsVoucherDetail();
  });
  afterEach(() => { cleanup(); vi.useRealTimers(); });
  it(`walks ${reviewPaths.length} shortest paths`, () => expect(reviewPaths.length).toBeGreaterThanOrEqual(7));
  for (const path of reviewPaths) it(path.description, path.run);
});

describe('ops repayment voucher review, beyond the chart', () => {
  beforeEach(() => { vi.useFakeTimers(); stubObjectUrls(); });
  afterEach(() => { cleanup(); vi.useRealTimers(); });

  it('offers no decision on a voucher already confirmed, and lists the section in the console', async () => {
    ({ wire } = await renderConsole(`/ops/loan-vouchers/${id}`, signedIn()));
    expect(screen.getByRole('link', { name: 'Loan repayments' }).getAttribute('href')).toBe('/ops/loan-vouchers');
    await wire.answer('opsLoanVoucherDetail', opsVoucherDetail(opsVoucher({ state: 'confirmed' })));
    expect(screen.getByText('Confirmed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm transfer received' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
