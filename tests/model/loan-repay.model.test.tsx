// Model-based test of /repayment?id= on the real screen: what the loan owes now, confirm, repaid;
// a figure that moved meanwhile is read again and asked again with a new rtoken; insufficient USDT
// links to the deposit page; a loan with nothing owed says so.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loanRepayFlow } from '../../src/machines/loan-repay.flow';
import { LoanRepayScreen } from '../../src/screens/loan/LoanRepayScreen';
import { alertText, expectBusy, press } from './dom';
import { renderScreen, testUser, type FakeWire } from './harness';
import { info, owed, owedLater, repaid, unreviewed } from './loan-fixtures';
import { modelPaths } from './run-model';

let wire: FakeWire;
/** The loan the screen was last given. */
let shown = owed;

const open = () => renderScreen(<LoanRepayScreen />, { url: `/repayment?id=${owed.id}`, route: '/repayment', member: testUser });
const owedText = () => screen.getByTestId('loan-owed').textContent ?? '';

async function answerLoan(loan = owed) {
  shown = loan;
  await wire.answer('lendInfo', info(loan));
}

const paths = modelPaths({
  machine: loanRepayFlow,
  states: {
    loading: () => expect(wire.pending('lendInfo').params).toEqual({ id: owed.id }),
    unavailable: () => expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy(),
    notOwed: () => {
      expect(screen.getByTestId('loan-not-owed').textContent).toContain('This loan has nothing to repay now.');
      expect(screen.queryByRole('button', { name: 'Repay now from my spot USDT' })).toBeNull();
    },
    confirming: () => {
      const o = shown.owed!;
      expect(owedText()).toContain(`Principal${o.principal} USDT`);
      expect(owedText()).toContain(`Interest (${o.days_used} days)${o.interest} USDT`);
      expect(owedText()).toContain('Late fee (0 overdue days)0 USDT');
      expect(owedText()).toContain(`Total to repay${o.total} USDT`);
      expect(wire.callsOf('lendRepay').filter((c) => !c.settled)).toHaveLength(0);
    },
    submitting: () => {
      expectBusy('Repay now from my spot USDT');
      expect(wire.pending('lendRepay').params).toEqual({ id: owed.id, total: shown.owed!.total });
    },
    // Decides at once: never rested in.
    refused: () => {},
    repaid: () => expect(screen.getByTestId('loan-repaid').textContent).toBe(`Loan ${owed.id} is repaid.`),
  },
  events: {
    RENDER: async () => {
      shown = owed;
      ({ wire } = await open());
    },
    'loadLoan.done [owed]': () => answerLoan(wire.callsOf('lendRepay').length ? owedLater : owed),
    'loadLoan.done [otherwise]': () => answerLoan(unreviewed),
    'loadLoan.failed': () => wire.refuse('lendInfo', 4004, 'Not found'),
    RETRY: () => press(/try again/i),
    CONFIRM: () => press('Repay now from my spot USDT'),
    'repay.done': () => wire.answer('lendRepay', repaid, 'Loan repaid'),
    'repay.failed [owedChanged]': () => wire.refuse('lendRepay', 4911, 'The amount owed is now 1006 USDT; please look at it and confirm again'),
    'repay.failed [otherwise]': async () => {
      await wire.refuse('lendRepay', 4910, 'Insufficient USDT for repayment; please deposit first');
      expect(alertText()).toContain('Insufficient USDT for repayment; please deposit first');
      expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/recharge');
    },
  },
});

describe('loan repayment (model paths)', () => {
  afterEach(cleanup);
  it(`walks ${paths.length} shortest paths`, () => expect(paths.length).toBeGreaterThanOrEqual(6));
  for (const path of paths) it(path.description, path.run);
});

describe('loan repayment, beyond the chart', () => {
  afterEach(cleanup);

  it('shows the new figure when the amount owed moved, and asks again with a new rtoken for the new total', async () => {
    ({ wire } = await open());
    await answerLoan(owed);
    await press('Repay now from my spot USDT');
    const first = wire.pending('lendRepay');
    expect(first.params.total).toBe('1005');
    await wire.refuse('lendRepay', 4911, 'The amount owed is now 1006 USDT; please look at it and confirm again');
    await answerLoan(owedLater);
    expect(owedText()).toContain('Total to repay1006 USDT');
    expect(alertText()).toContain('The amount owed is now 1006 USDT; please look at it and confirm again');
    expect(wire.callsOf('lendRepay')).toHaveLength(1);
    await press('Repay now from my spot USDT');
    const second = wire.pending('lendRepay');
    expect(second.params.total).toBe('1006');
    expect(second.rtoken).not.toBe(first.rtoken);
  });

  it('keeps the rtoken when a cut-off repayment is sent again, so it is repaid at most once', async () => {
    ({ wire } = await open());
    await answerLoan(owed);
    await press('Repay now from my spot USDT');
    const first = wire.pending('lendRepay');
    await wire.cutOff('lendRepay');
    await press('Repay now from my spot USDT');
    expect(wire.pending('lendRepay').rtoken).toBe(first.rtoken);
  });
});
