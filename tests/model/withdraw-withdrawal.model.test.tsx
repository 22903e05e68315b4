// Model-based test of the withdrawal flow on the real /money screen: the rules shown before the
// user acts, the summary, the transaction password (or the way to set one), and the submitted
// withdrawal with its timeline.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WithdrawScreen from '../../src/screens/withdrawals/WithdrawScreen';
import { withdrawalFlow } from '../../src/machines/withdrawal.flow';
import { alertText, choose, expectBusy, expectReady, getBySentence, press, typeInto } from './dom';
import { policy, record, savedAddress } from './withdraw-fixtures';
import { renderScreen, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';

let wire: FakeWire;

const paths = modelPaths({
  machine: withdrawalFlow,
  states: {
    loading: () => {
      expect(screen.getByLabelText('Loading…')).toBeTruthy();
      expect(wire.pending('getWithdrawPolicy').params).toEqual({ currency: 'USDT' });
    },
    unavailable: () => {
      expect(alertText()).toContain('could not be reached');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    },
    editing: () => {
      const rules = screen.getByRole('region', { name: 'Withdrawal rules' });
      expect(within(rules).getByText('1 USDT per withdrawal')).toBeTruthy();
      expect(within(rules).getByText('100 to 200000 USDT')).toBeTruthy();
      expect(within(rules).getByText(/12:00 to 24:00 Hong Kong time/)).toBeTruthy();
      expect(within(rules).getByText('Open now')).toBeTruthy();
      expect(within(rules).getByText('2 of 2')).toBeTruthy();
      expect(within(rules).getByText(/must reach 90% of your deposits \(1000 USDT\): 900 USDT\. Your volume so far: 950 USDT\./)).toBeTruthy();
      expect(within(rules).getByText(/reviewed by staff within 24 hours/)).toBeTruthy();
      expectReady('Review withdrawal');
    },
    validating: () => {
      throw new Error('validating decides at once and is never shown');
    },
    reviewing: () => {
      expect(screen.getByRole('heading', { name: 'Check your withdrawal' })).toBeTruthy();
      expect(screen.getByText('149 USDT')).toBeTruthy();
      expectReady('Continue');
    },
    checkingTpwd: () => {
      expectBusy('Continue');
      expect(wire.pending('hasTpassword')).toBeTruthy();
    },
    tpwdMissing: () => {
      expect(alertText()).toContain('Please go to the user centre to set the transaction password');
      expect(screen.getByRole('link', { name: 'Set transaction password' }).getAttribute('href')).toBe('/bindmpwd');
    },
    confirming: () => {
      expect(screen.getByLabelText('Transaction password')).toBeTruthy();
      expectReady('Confirm withdrawal');
    },
    submitting: () => {
      expectBusy('Confirm withdrawal');
      expect(wire.pending('withdraw').params).toEqual({ currency: 'USDT', chain: 'ERC20', address: savedAddress.address, amount: '150', tpwd: '246810' });
    },
    submitted: () => {
      expect(screen.getByRole('heading', { name: 'Withdrawal submitted' })).toBeTruthy();
      expect(within(screen.getByRole('list', { name: 'Timeline' })).getByText('Under review')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'See all withdrawals' }).getAttribute('href')).toBe('/tbjl');
    },
  },
  events: {
    RENDER: async () => {
      ({ wire } = await renderScreen(<WithdrawScreen />, { url: '/money', route: '/money', member: testUser }));
    },
    'loadSetup.done': async () => {
      await wire.answer('withdrawAddresses', [savedAddress]);
      await wire.answer('getWithdrawPolicy', policy());
    },
    'loadSetup.failed': () => wire.cutOff('getWithdrawPolicy'),
    RETRY: () => press('Try again'),
    'REVIEW [formIsValid]': async () => {
      await typeInto('Withdrawal address', savedAddress.address);
      await typeInto('Amount (USDT)', '150');
      expect(getBySentence(/You receive: 149 USDT/)).toBeTruthy();
      await press('Review withdrawal');
    },
    'REVIEW [otherwise]': async () => {
      await typeInto('Amount (USDT)', '99.99');
      await press('Review withdrawal');
      expect(screen.getByText('The minimum withdrawal is 100 USDT')).toBeTruthy();
    },
    BACK: () => press('Back'),
    CONTINUE: () => press('Continue'),
    'checkTpwd.done [tpwdIsSet]': () => wire.answer('hasTpassword', { set: true }),
    'checkTpwd.done [otherwise]': () => wire.answer('hasTpassword', { set: false }),
    'checkTpwd.failed': async () => {
      await wire.cutOff('hasTpassword');
      expect(alertText()).toContain('could not be reached');
    },
    'CONFIRM [tpwdIsValid]': async () => {
      await typeInto('Transaction password', '246810');
      await press('Confirm withdrawal');
    },
    'submitWithdrawal.done': () => wire.answer('withdraw', record()),
    'submitWithdrawal.failed': async () => {
      await wire.refuse('withdraw', 4110, 'Wrong transaction password');
      expect(alertText()).toContain('Wrong transaction password');
    },
  },
});

describe('withdrawal flow on /money (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it(`walks ${paths.length} shortest paths`, () => {
    console.info(`withdrawal model: ${paths.length} paths`);
    expect(paths.length).toBe(16);
  });

  for (const path of paths) it(path.description, path.run);
});

describe('/money, beyond the chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows every rule that stops a withdrawal now, with the turnover progress and the lock end', async () => {
    const { wire } = await renderScreen(<WithdrawScreen />, { url: '/money', route: '/money', member: testUser });
    await wire.answer('withdrawAddresses', []);
    await wire.answer('getWithdrawPolicy', policy({
      lock_until: Date.UTC(2026, 10, 23, 4, 0),
      window: { start: '12:00', end: '24:00', time_zone: 'Asia/Hong_Kong', open_now: false },
      left_today: 0,
      kyc: { required: 'junior', met: false },
      turnover: { ratio: '0.9', deposits: '1000', required: '900', volume: '10', met: false },
      tpwd_set: false,
    }));
    const blockers = screen.getByTestId('withdraw-blockers');
    expect(blockers.textContent).toContain('Withdrawals are locked after a security change until');
    expect(blockers.textContent).toContain('Withdrawals are open from 12:00 to 24:00 Hong Kong time');
    expect(blockers.textContent).toContain('You can make 2 withdrawals per day');
    expect(blockers.textContent).toContain('Withdrawals open when your trading volume reaches 900 USDT; it is 10 USDT so far');
    expect(blockers.textContent).toContain('Please complete identity verification before withdrawing');
    expect(screen.getByText('Junior verification')).toBeTruthy();
    expect(screen.getByText(/Withdrawals are paused after a security change until/)).toBeTruthy();
    expect(screen.getByText('Closed now')).toBeTruthy();
    expect(screen.getByText('Not met yet')).toBeTruthy();
    expect(screen.getByText(/A 6-digit transaction password is needed/)).toBeTruthy();
    await typeInto('Withdrawal address', savedAddress.address);
    await typeInto('Amount (USDT)', '150');
    await press('Review withdrawal');
    expect(screen.getByText('A withdrawal cannot be made now, for the reasons shown above.')).toBeTruthy();
  });

  it('says what trade-only rewards keep in the balance, and says nothing when they keep none', async () => {
    const { wire } = await renderScreen(<WithdrawScreen />, { url: '/money', route: '/money', member: testUser });
    await wire.answer('withdrawAddresses', []);
    await wire.answer('getWithdrawPolicy', policy({ trade_only_held: '5' }));
    const rules = screen.getByRole('region', { name: 'Withdrawal rules' });
    expect(within(rules).getByText('Held by trade-only rewards')).toBeTruthy();
    expect(within(rules).getByText('5 USDT stays in your balance until you have traded that much')).toBeTruthy();
    cleanup();
    const again = await renderScreen(<WithdrawScreen />, { url: '/money', route: '/money', member: testUser });
    await again.wire.answer('withdrawAddresses', []);
    await again.wire.answer('getWithdrawPolicy', policy());
    expect(within(screen.getByRole('region', { name: 'Withdrawal rules' })).queryByText('Held by trade-only rewards')).toBeNull();
  });

  it('checks each field as it is typed: letters never enter the amount, the broken limit is named, a bad address is said before the password', async () => {
    const { wire } = await renderScreen(<WithdrawScreen />, { url: '/money', route: '/money', member: testUser });
    await wire.answer('withdrawAddresses', []);
    await wire.answer('getWithdrawPolicy', policy({ available: '300000' }));
    const amount = screen.getByLabelText('Amount (USDT)') as HTMLInputElement;
    await typeInto('Amount (USDT)', '12');
    await typeInto('Amount (USDT)', '12a');
    await typeInto('Amount (USDT)', '12.5.1');
    await typeInto('Amount (USDT)', '12.1234567');
    expect(amount.value).toBe('12');
    await typeInto('Amount (USDT)', '250000');
    expect(screen.getByText('The maximum withdrawal is 200,000 USDT')).toBeTruthy();
    await typeInto('Amount (USDT)', '150');
    expect(screen.queryByText(/The maximum withdrawal/)).toBeNull();
    await typeInto('Withdrawal address', '0x1234');
    expect(screen.getByText('The withdrawal address is not valid for this chain')).toBeTruthy();
    await press('Review withdrawal');
    expect(screen.queryByRole('heading', { name: 'Check your withdrawal' })).toBeNull();
    expect(wire.callsOf('hasTpassword')).toHaveLength(0);
  });

  it('withdraws to a bank card with every field required, and fills the amount with "All"', async () => {
    const { wire } = await renderScreen(<WithdrawScreen />, { url: '/money', route: '/money', member: testUser });
    await wire.answer('withdrawAddresses', [savedAddress]);
    await wire.answer('getWithdrawPolicy', policy());
    await choose('tab', 'Bank card');
    await press('All');
    await press('Review withdrawal');
    expect(screen.getAllByText('Bank withdrawal fields are required')).toHaveLength(7);
    for (const [label, value] of [['Bank name', 'Bank of Somewhere'], ['Account number', '12345678'], ['SWIFT code', 'BOSOHKHH'], ['Bank address', '1 Main St'],
      ['Payee name', 'Ada Lovelace'], ['Payee phone', '+85212345678'], ['Payee address', '2 High St']]) await typeInto(label, value);
    await press('Review withdrawal');
    expect(screen.getByText('999 USDT')).toBeTruthy();
  });
});
