// Model-based test of /currency on the real screen: every state of the application flow is looked
// at on the screen, every transition made by the user or the wire. The interest, the total and
// the due date before applying come from the server's own formula; the five documents go up
// through the image slots with their purposes; the total shown is the one sent.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loanApplyFlow } from '../../src/machines/loan-apply.flow';
import { LoanApplyScreen } from '../../src/screens/loan/LoanApplyScreen';
import { alertText, choose, expectBusy, getBySentence, press, typeInto } from './dom';
import { currentLocation, renderScreen, testUser, type FakeWire } from './harness';
import { chooseFile, imageFile, stubObjectUrls } from './kyc-fixtures';
import { AT, catalogue, credit, kyc, month, unreviewed, uploaded, week } from './loan-fixtures';
import { modelPaths } from './run-model';

let wire: FakeWire;

const open = () => renderScreen(<LoanApplyScreen />, { url: '/currency', route: '/currency', member: testUser });

async function answerTerms(seniorPassed = true, list = catalogue()) {
  await wire.answer('lendList', list);
  await wire.answer('getCredit', credit);
  await wire.answer('hasRenzheng', kyc(seniorPassed));
}

const documents: [string, string][] = [
  ['Credit report', 'loanCredit'], ['Housing proof', 'loanHousing'], ['Income proof', 'loanIncome'], ['Bank statement', 'loanBankStatement'], ['ID photo', 'loanIdPhoto'],
];

async function uploadDocuments() {
  let n = 0;
  for (const [label] of documents) {
    await chooseFile(label, imageFile(`doc${n}.png`));
    await wire.answer('uploadImage', uploaded(`up_${++n}`));
  }
  expect(wire.callsOf('uploadImage').map((c) => c.params.purpose)).toEqual(documents.map(([, p]) => p));
}

async function fillForm() {
  await typeInto('Amount (USDT)', '1000');
  await uploadDocuments();
  await choose('checkbox', 'I have read and agree to the loan agreement');
}

const figures = () => screen.getAllByTestId('loan-figures').find((el) => !el.closest('[hidden]'))!.textContent ?? '';

const paths = modelPaths({
  machine: loanApplyFlow,
  states: {
    loading: () => expect(wire.pending('lendList')).toBeTruthy(),
    unavailable: () => expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy(),
    unverified: () => {
      expect(screen.getByTestId('loan-unverified').textContent).toContain('A loan needs senior verification first.');
      expect(screen.getByRole('link', { name: 'Verify now' }).getAttribute('href')).toBe('/seniorauth');
      expect(screen.queryByLabelText('Amount (USDT)')).toBeNull();
    },
    editing: () => {
      expect(screen.getByRole('heading', { level: 1, name: 'Loan application' })).toBeTruthy();
      const products = screen.getAllByTestId('loan-product');
      expect(products).toHaveLength(2);
      expect(products[0].textContent).toContain('30 days at 0.1% a day');
      expect(products[0].textContent).toContain('LenderMeridian Exchange');
      expect(products[0].textContent).toContain('0.5% a day, at most 20%');
      expect(products[0].textContent).toContain('3 days before the due date');
      expect(products[0].textContent).toContain('30 overdue days');
      expect(products[1].textContent).toContain('Takes no new applications');
      expect(screen.getByTestId('loan-agreement').textContent).toContain('The platform lends to you from its own account');
      expect(screen.getByTestId('loan-agreement').textContent).toContain('Nothing is ever charged to unlock a loan or a withdrawal');
      expect(screen.getByRole('link', { name: 'How the score is made' }).getAttribute('href')).toBe('/credit');
      expect(figures()).toContain('Credit limit available2000 USDT');
      expect(screen.getByRole('button', { name: 'Review' })).toBeTruthy();
    },
    confirming: () => {
      expect(screen.getByRole('heading', { name: 'Confirm your loan application' })).toBeTruthy();
      expect(getBySentence(/You apply to borrow 1000 USDT for 30 days at 0.1% a day from Meridian Exchange\./)).toBeTruthy();
      const text = figures();
      // 1,000 × 0.001 × 30 = 30 interest; due 30 days after today.
      expect(text).toContain('Interest over the whole period30 USDT');
      expect(text).toContain('Total repayment on the due date1030 USDT');
      expect(text).toContain('Most late fee if overdue200 USDT');
      expect(text).toMatch(/Due date if approved today.*Dec 20, 2026/);
      expect(wire.callsOf('lendBuy').filter((c) => !c.settled)).toHaveLength(0);
    },
    submitting: () => {
      expectBusy('Confirm and apply');
      const call = wire.pending('lendBuy');
      expect(call.params).toEqual({
        id: 'lp_30', amount: '1000', agree: '1', total: '1030', credit: 'up_1', housing: 'up_2', income: 'up_3', bank_statement: 'up_4', id_photo: 'up_5',
      });
      expect(call.rtoken).toMatch(/^[A-Za-z0-9]{12}$/);
    },
    // Decides at once: never rested in.
    refused: () => {},
    reloading: () => {
      expect(wire.pending('lendList')).toBeTruthy();
      expectBusy('Confirm and apply');
      expect(alertText()).toContain('The terms have changed');
    },
    applied: () => expect(currentLocation()).toBe('/currencyRecord?tab=review'),
  },
  events: {
    RENDER: async () => {
      vi.setSystemTime(AT);
      ({ wire } = await open());
    },
    'loadTerms.done [verified]': () => answerTerms(),
    'loadTerms.done [otherwise]': () => answerTerms(false),
    'loadTerms.failed': () => wire.refuse('lendList', 4004, 'Not found'),
    RETRY: () => press(/try again/i),
    'REVIEW [formIsValid]': async () => {
      await fillForm();
      await press('Review');
    },
    CONFIRM: () => press('Confirm and apply'),
    BACK: () => press('Back'),
    'apply.done': () => wire.answer('lendBuy', unreviewed, 'Loan application submitted'),
    'apply.failed [termsChanged]': () => wire.refuse('lendBuy', 4906, 'The terms have changed: the total repayment is now 1060 USDT; please look at it and confirm again'),
    'reloadTerms.done': () => answerTerms(),
    'reloadTerms.failed': async () => {
      await wire.cutOff('lendList');
      expect(alertText()).toContain('The platform could not be reached');
    },
    'apply.failed [otherwise]': async () => {
      await wire.refuse('lendBuy', 4905, 'Your credit limit allows 500 USDT more');
      expect(alertText()).toContain('Your credit limit allows 500 USDT more');
    },
  },
});

describe('loan application (model paths)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    stubObjectUrls();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it(`walks ${paths.length} shortest paths`, () => expect(paths.length).toBeGreaterThanOrEqual(6));
  // Five document slots are a heavy screen for jsdom: a path with all the uploads takes seconds.
  for (const path of paths) it(path.description, path.run, 30_000);
});

describe('loan application, beyond the chart', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(AT);
    stubObjectUrls();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('checks the amount, the credit left, the documents and the agreement before the confirm step, in the server words', { timeout: 30_000 }, async () => {
    ({ wire } = await open());
    await answerTerms();
    await press('Review');
    expect(screen.getByText('Please enter the amount')).toBeTruthy();
    await typeInto('Amount (USDT)', '50');
    await press('Review');
    expect(screen.getByText('The least amount for this loan is 100 USDT')).toBeTruthy();
    await typeInto('Amount (USDT)', '6000');
    await press('Review');
    expect(screen.getByText('The most amount for this loan is 5000 USDT')).toBeTruthy();
    await typeInto('Amount (USDT)', '2500');
    await press('Review');
    expect(screen.getByText('Your credit limit allows 2000 USDT more')).toBeTruthy();
    // The figures follow the typed amount: 2,500 × 0.001 × 30 = 75.
    expect(figures()).toContain('Interest over the whole period75 USDT');
    await typeInto('Amount (USDT)', '1500');
    await press('Review');
    expect(screen.getAllByText('Please upload every document the application asks for').length).toBe(5);
    await uploadDocuments();
    await press('Review');
    expect(screen.getByText('Please tick the loan agreement')).toBeTruthy();
    await choose('checkbox', 'I have read and agree to the loan agreement');
    await press('Review');
    expect(screen.getByRole('heading', { name: 'Confirm your loan application' })).toBeTruthy();
    expect(wire.callsOf('lendBuy')).toHaveLength(0);
  });

  it('takes no application while loans are switched off, and says so', async () => {
    ({ wire } = await open());
    await answerTerms(true, catalogue({ enabled: false }));
    expect(screen.getByTestId('loan-closed').textContent).toBe('This loan takes no new applications');
    expect((screen.getByRole('button', { name: 'Review' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says a product no longer than the reminder falls due at the payout', async () => {
    ({ wire } = await open());
    await answerTerms(true, catalogue({ due_soon_days: 7 }));
    const [thirtyDays, sevenDays] = screen.getAllByTestId('loan-product');
    expect(thirtyDays.textContent).toContain('Repayment due from7 days before the due date');
    expect(sevenDays.textContent).toContain('Repayment due fromthe payout');
  });

  it('keeps the documents when coming back from the confirm step, and the rtoken of a cut-off request', { timeout: 30_000 }, async () => {
    ({ wire } = await open());
    await answerTerms();
    await fillForm();
    await press('Review');
    await press('Back');
    expect(within(screen.getByRole('region', { name: 'Documents' })).getAllByText('Uploaded')).toHaveLength(5);
    await press('Review');
    await press('Confirm and apply');
    const first = wire.pending('lendBuy');
    await wire.cutOff('lendBuy');
    await press('Confirm and apply');
    expect(wire.pending('lendBuy').rtoken).toBe(first.rtoken);
  });

  it('reads changed terms again, shows the new total and sends it under a new rtoken', { timeout: 30_000 }, async () => {
    ({ wire } = await open());
    await answerTerms();
    await fillForm();
    await press('Review');
    await press('Confirm and apply');
    const first = wire.pending('lendBuy');
    expect(first.params.total).toBe('1030');
    await wire.refuse('lendBuy', 4906, 'The terms have changed: the total repayment is now 1060 USDT; please look at it and confirm again');
    await answerTerms(true, catalogue({ products: [{ ...month, daily_rate: '0.002' }, week] }));
    expect(figures()).toContain('Total repayment on the due date1060 USDT');
    expect(alertText()).toContain('the total repayment is now 1060 USDT');
    await press('Confirm and apply');
    const second = wire.pending('lendBuy');
    expect(second.params.total).toBe('1060');
    expect(second.rtoken).not.toBe(first.rtoken);
  });

  it('shows and sends the terms of the product chosen', { timeout: 30_000 }, async () => {
    ({ wire } = await open());
    await answerTerms(true, catalogue({ products: [month, { ...week, enabled: true }] }));
    await choose('radio', '7 days at 0.2% a day');
    await typeInto('Amount (USDT)', '1000');
    // 1,000 × 0.002 × 7 = 14.
    expect(figures()).toContain('Interest over the whole period14 USDT');
    expect(figures()).toContain('Total repayment on the due date1014 USDT');
    await uploadDocuments();
    await choose('checkbox', 'I have read and agree to the loan agreement');
    await press('Review');
    await press('Confirm and apply');
    expect(wire.pending('lendBuy').params).toMatchObject({ id: 'lp_7', amount: '1000', total: '1014' });
  });
});
