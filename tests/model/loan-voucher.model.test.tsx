// Model-based test of /repayment2?id= on the real screen: the platform's bank account and the amount
// owed, the transfer's voucher uploaded (purpose loanVoucher) and sent with the total shown; a
// voucher under review shown instead of the form; no bank account, no transfer; nothing owed.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loanVoucherFlow } from '../../src/machines/loan-voucher.flow';
import { LoanVoucherScreen } from '../../src/screens/loan/LoanVoucherScreen';
import { alertText, expectBusy, press } from './dom';
import { renderScreen, testUser, type FakeWire } from './harness';
import { chooseFile, imageFile, stubObjectUrls } from './kyc-fixtures';
import { catalogue, info, owed, owedLater, repaid, uploaded, withVoucher } from './loan-fixtures';
import { modelPaths } from './run-model';

let wire: FakeWire;

const open = () => renderScreen(<LoanVoucherScreen />, { url: `/repayment2?id=${owed.id}`, route: '/repayment2', member: testUser });

async function answerTerms(loan = owed, list = catalogue()) {
  await wire.answer('lendInfo', info(loan));
  await wire.answer('lendList', list);
}

async function uploadVoucher() {
  await chooseFile('Transfer voucher', imageFile('transfer.png'));
  await wire.answer('uploadImage', uploaded('up_v9'));
  expect(wire.callsOf('uploadImage').map((c) => c.params.purpose)).toEqual(['loanVoucher']);
}

const pendingText = 'Your voucher for 1005 USDT, sent';

const paths = modelPaths({
  machine: loanVoucherFlow,
  states: {
    loading: () => expect(wire.pending('lendInfo').params).toEqual({ id: owed.id }),
    unavailable: () => expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy(),
    noTransfer: () => expect(screen.getByTestId('loan-no-transfer').textContent).toBe('Repayment by bank transfer is not offered. Please repay from your spot USDT.'),
    pending: () => {
      expect(screen.getByTestId('loan-voucher-pending').textContent).toContain(pendingText);
      expect(screen.queryByRole('button', { name: 'Send the voucher' })).toBeNull();
    },
    notOwed: () => expect(screen.getByTestId('loan-not-owed').textContent).toContain('This loan has nothing to repay now.'),
    editing: () => {
      const bank = screen.getByTestId('loan-bank').textContent ?? '';
      expect(bank).toContain('BankHarbour Bank');
      expect(bank).toContain('Account numberDE89 3704 0044 0532 0130 00');
      expect(bank).toContain('SWIFTHARBDEFF');
      expect(bank).toContain('PayeeMeridian Exchange Ltd');
      expect(screen.getByTestId('loan-owed').textContent).toContain('Total to repay1005 USDT');
      expect(screen.getByRole('button', { name: 'Send the voucher' })).toBeTruthy();
    },
    submitting: () => {
      expectBusy('Send the voucher');
      const call = wire.pending('lendVoucher');
      expect(call.params).toEqual({ id: owed.id, total: '1005', voucher: 'up_v9' });
      expect(call.rtoken).toMatch(/^[A-Za-z0-9]{12}$/);
    },
    // Decides at once: never rested in.
    refused: () => {},
    reloading: () => {
      expect(wire.pending('lendInfo').params).toEqual({ id: owed.id });
      expectBusy('Send the voucher');
      expect(screen.getByText('Uploaded')).toBeTruthy();
    },
    sent: () => expect(screen.getByTestId('loan-voucher-pending').textContent).toContain(pendingText),
  },
  events: {
    RENDER: async () => {
      ({ wire } = await open());
    },
    'loadTerms.done [noTransfer]': () => answerTerms(owed, catalogue({ bank: null })),
    'loadTerms.done [voucherPending]': () => answerTerms(withVoucher),
    'loadTerms.done [owed]': () => answerTerms(),
    'loadTerms.done [otherwise]': () => answerTerms(repaid),
    'loadTerms.failed': () => wire.refuse('lendInfo', 4004, 'Not found'),
    RETRY: () => press(/try again/i),
    'SUBMIT [hasVoucher]': async () => {
      await uploadVoucher();
      await press('Send the voucher');
    },
    'sendVoucher.done': () => wire.answer('lendVoucher', withVoucher, 'Repayment voucher submitted'),
    'sendVoucher.failed [owedChanged]': () => wire.refuse('lendVoucher', 4911, 'The amount owed is now 1006 USDT; please look at it and confirm again'),
    'reloadTerms.done': () => answerTerms(),
    'reloadTerms.failed': async () => {
      await wire.cutOff('lendInfo');
      expect(alertText()).toContain('The platform could not be reached');
    },
    'sendVoucher.failed [otherwise]': async () => {
      await wire.refuse('lendVoucher', 4913, 'A voucher of this loan is already under review');
      expect(alertText()).toContain('A voucher of this loan is already under review');
    },
  },
});

describe('repayment by bank transfer (model paths)', () => {
  beforeEach(stubObjectUrls);
  afterEach(cleanup);
  it(`walks ${paths.length} shortest paths`, () => expect(paths.length).toBeGreaterThanOrEqual(8));
  for (const path of paths) it(path.description, path.run);
});

describe('repayment by bank transfer, beyond the chart', () => {
  beforeEach(stubObjectUrls);
  afterEach(cleanup);

  it('asks for the voucher before sending anything', async () => {
    ({ wire } = await open());
    await answerTerms();
    await press('Send the voucher');
    expect(screen.getByText('Please upload a repayment voucher')).toBeTruthy();
    expect(wire.callsOf('lendVoucher')).toHaveLength(0);
  });

  it('shows the new amount when the loan owes another figure, keeps the voucher and sends the new total under a new rtoken', async () => {
    ({ wire } = await open());
    await answerTerms();
    await uploadVoucher();
    await press('Send the voucher');
    const first = wire.pending('lendVoucher');
    await wire.refuse('lendVoucher', 4911, 'The amount owed is now 1006 USDT; please look at it and confirm again');
    await answerTerms(owedLater);
    expect(screen.getByTestId('loan-owed').textContent).toContain('Total to repay1006 USDT');
    expect(alertText()).toContain('The amount owed is now 1006 USDT');
    await press('Send the voucher');
    const second = wire.pending('lendVoucher');
    expect(second.params).toEqual({ id: owed.id, total: '1006', voucher: 'up_v9' });
    expect(second.rtoken).not.toBe(first.rtoken);
  });
});
