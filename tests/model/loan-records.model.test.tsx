// Model-based test of /currencyRecord on the real screen: the loans of a tab a page at a time
// (`before` the last one shown), another tab, a failed read and its retry; beyond the chart, a
// loan's figures and ways to repay, and its detail (?id=) with the timeline on the loan chart, the
// documents opened through the user's own uploads and the vouchers.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loan as loanSchema } from '../../api/endpoints/loan';
import { LOAN_PAGE, loanRecordsFlow } from '../../src/machines/loan-records.flow';
import { LoanRecordsScreen } from '../../src/screens/loan/LoanRecordsScreen';
import { choose, press } from './dom';
import { renderScreen, testUser, type FakeWire } from './harness';
import { stubObjectUrls } from './kyc-fixtures';
import { info, overdue, owed, repaid, voucher } from './loan-fixtures';
import { modelPaths } from './run-model';

let wire: FakeWire;
let tab: 'owed' | 'ended' = 'owed';

const open = (url = '/currencyRecord') => renderScreen(<LoanRecordsScreen />, { url, route: '/currencyRecord', member: testUser });
const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => loanSchema.parse({ ...owed, id: `LN${String(from + i).padStart(10, '0')}` }));
const cards = () => screen.queryAllByTestId('loan-record');

const paths = modelPaths({
  machine: loanRecordsFlow,
  states: {
    loading: () => expect(wire.pending('lendMy').params).toEqual({ tab, limit: LOAN_PAGE }),
    unavailable: () => expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy(),
    ready: () => {
      expect(screen.getByRole('tab', { selected: true }).textContent).toBe(tab === 'owed' ? 'To repay' : 'Ended');
      expect(cards().length).toBeGreaterThanOrEqual(LOAN_PAGE);
      expect(cards()[0].textContent).toContain(`Order ${cards()[0].dataset.loanId}`);
    },
    loadingMore: () => {
      const last = cards()[cards().length - 1].dataset.loanId;
      expect(wire.pending('lendMy').params).toEqual({ tab, limit: LOAN_PAGE, before: last });
      expect(cards()).toHaveLength(LOAN_PAGE);
    },
  },
  events: {
    RENDER: async () => {
      tab = 'owed';
      ({ wire } = await open());
    },
    'loadLoans.done': () => wire.answer('lendMy', page(1, LOAN_PAGE)),
    'loadLoans.failed': () => wire.refuse('lendMy', 4004, 'Not found'),
    RETRY: () => press(/try again/i),
    'TAB [otherTab]': async () => {
      tab = tab === 'owed' ? 'ended' : 'owed';
      await choose('tab', tab === 'owed' ? 'To repay' : 'Ended');
    },
    'MORE [hasMore]': () => press('Show older loans'),
    'loadMore.done': async () => {
      await wire.answer('lendMy', page(100, 3));
      expect(cards()).toHaveLength(LOAN_PAGE + 3);
      expect(screen.queryByRole('button', { name: 'Show older loans' })).toBeNull();
    },
    'loadMore.failed': async () => {
      await wire.refuse('lendMy', 4004, 'Not found');
      expect(cards()).toHaveLength(LOAN_PAGE);
      expect(screen.getByRole('alert').textContent).toBe('Not found');
    },
  },
});

describe('my loans (model paths)', () => {
  afterEach(cleanup);
  it(`walks ${paths.length} shortest paths`, () => expect(paths.length).toBeGreaterThanOrEqual(5));
  for (const path of paths) it(path.description, path.run);
});

describe('my loans, beyond the chart', () => {
  beforeEach(stubObjectUrls);
  afterEach(cleanup);

  it('shows each loan with its figures and offers both ways to repay only an owed one', async () => {
    ({ wire } = await open('/currencyRecord?tab=owed'));
    await wire.answer('lendMy', [overdue, repaid]);
    const [first, second] = cards();
    const text = first.textContent ?? '';
    expect(text).toContain('Order LN0000000002');
    expect(text).toContain('Overdue');
    expect(text).toContain('Principal1000 USDT');
    expect(text).toContain('Period30 days');
    expect(text).toContain('Daily interest rate0.1%');
    expect(text).toContain('Total repayment (on the due date)1030 USDT');
    expect(text).toContain('Late fee10 USDT');
    expect(text).toContain('Overdue days2');
    expect(text).toContain('Total to repay1040 USDT');
    expect(within(first).getByRole('link', { name: 'Repay' }).getAttribute('href')).toBe('/repayment?id=LN0000000002');
    expect(within(first).getByRole('link', { name: 'Repay by bank transfer' }).getAttribute('href')).toBe('/repayment2?id=LN0000000002');
    expect(within(second).queryByRole('link', { name: 'Repay' })).toBeNull();
    expect(within(second).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe(`/currencyRecord?id=${repaid.id}`);
  });

  it('opens a loan with its timeline on the loan chart, its documents and its vouchers', async () => {
    ({ wire } = await open(`/currencyRecord?id=${owed.id}`));
    // The fake wire holds calls; files come back at once here.
    const download = vi.fn(async (_key: string, _params: unknown) => new Blob(['png']));
    Object.assign(wire.client, { download });
    await wire.answer('lendInfo', info(owed, [{ ...voucher, state: 'rejected', reason: 'No transfer found', decided_at: voucher.created_at + 1 }]));
    await wire.answer('lend_img', [{ document: 'credit', upload_id: 'up_1' }, { document: 'id_photo', upload_id: 'up_5' }]);
    expect(wire.callsOf('lendInfo')[0].params).toEqual({ id: owed.id });
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getAllByRole('listitem').map((li) => li.textContent?.split(' ')[0])).toEqual(['Under', 'Loan']);
    // From paid out the chart goes on to repayment due, overdue or repaid.
    expect(screen.getByTestId('loan-next').textContent).toBe('Next: Repayment due, Overdue, or Repaid');
    await waitFor(() => expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Credit report', 'ID photo', 'Voucher']));
    expect(download.mock.calls.map((c) => [c[0], c[1]])).toEqual([['getUpload', { id: 'up_1' }], ['getUpload', { id: 'up_5' }], ['getUpload', { id: 'up_v1' }]]);
    expect(screen.getByText('Credit report')).toBeTruthy();
    expect(screen.getByText('ID photo')).toBeTruthy();
    expect(screen.getByTestId('loan-voucher').textContent).toContain('Rejected');
    expect(screen.getByTestId('loan-voucher').textContent).toContain('Reason: No transfer found');
    expect(screen.getByRole('link', { name: 'Repay by bank transfer' }).getAttribute('href')).toBe(`/repayment2?id=${owed.id}`);
  });
});
