// Model-based tests of the assets flow on the real /table1 screen and of the transfer flow on
// /transfer, with /table2 beyond the chart.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContractAccountScreen, SpotAccountScreen } from '../../src/screens/funds/AccountsScreens';
import TransferScreen from '../../src/screens/funds/TransferScreen';
import { assetsFlow } from '../../src/machines/assets.flow';
import { transferFlow } from '../../src/machines/transfer.flow';
import { alertText, expectBusy, expectReady, press, typeInto } from './dom';
import { spotAnswer } from './funds-fixtures';
import { renderScreen, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';

let wire: FakeWire;

const answerBalances = () => wire.answer('getAsset2', spotAnswer);

const assetPaths = modelPaths({
  machine: assetsFlow,
  states: {
    loading: () => {
      expect(screen.getByLabelText('Loading…')).toBeTruthy();
      expect(wire.pending('getAsset2')).toBeTruthy();
    },
    ready: () => {
      // Every asset is valued at the price the server names (the reference price is marked), and counted in the total.
      expect(screen.getByTestId('spot-total').textContent).toBe('1340.5');
      expect(screen.getByText(/valued at its USDT market's last price/)).toBeTruthy();
      const rows = within(screen.getByRole('table', { name: 'Spot account balances' })).getAllByRole('row');
      expect(within(rows[0]).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Currency', 'Available', 'Frozen', 'Price (USDT)', 'Value (USDT)']);
      expect(within(rows[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['USDT', '1000.5', '250', '1', '1250.5']);
      expect(within(rows[2]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['BTC', '0.003', '0', '30,000Reference', '90']);
      expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/recharge');
    },
    failed: () => expect(alertText()).toContain('could not be reached'),
  },
  events: {
    RENDER: async () => {
      ({ wire } = await renderScreen(<SpotAccountScreen />, { url: '/table1', route: '/table1', member: testUser }));
    },
    'loadBalances.done': answerBalances,
    'loadBalances.failed': () => wire.cutOff('getAsset2'),
    RETRY: () => press('Try again'),
    REFRESH: () => press('Refresh'),
  },
});

const transferPaths = modelPaths({
  machine: transferFlow,
  states: {
    loading: () => expect(screen.getByLabelText('Loading…')).toBeTruthy(),
    unavailable: () => expect(alertText()).toContain('could not be reached'),
    editing: () => {
      expectReady('Transfer');
      expect(screen.getByText('Available: 1000.5 USDT')).toBeTruthy();
      expect(screen.getByTestId('transfer-from').textContent).toBe('Spot account');
    },
    checkingTpwd: () => {
      expectBusy('Transfer');
      expect(wire.pending('hasTpassword')).toBeTruthy();
    },
    tpwdMissing: () => {
      expect(alertText()).toContain('Please go to the user centre to set the transaction password');
      expect(screen.getByRole('link', { name: 'Set transaction password' }).getAttribute('href')).toBe('/bindmpwd');
      expect(wire.callsOf('transfer')).toHaveLength(0);
    },
    confirming: () => {
      expect(screen.getByTestId('transfer-summary').textContent).toBe('Move 250.12 USDT from Spot account to Contract account.');
      expect(screen.getByLabelText('Transaction password')).toBeTruthy();
      expectReady('Confirm transfer');
    },
    submitting: () => {
      expectBusy('Confirm transfer');
      expect(wire.pending('transfer').params).toEqual({ currency: 'USDT', from: 'spot', to: 'contract', amount: '250.12', tpwd: '246810' });
    },
    transferred: () => {
      expect(screen.getByRole('heading', { name: 'Transferred' })).toBeTruthy();
      expect(screen.getByText('250.12 USDT moved from Spot account to Contract account.')).toBeTruthy();
    },
  },
  events: {
    RENDER: async () => {
      ({ wire } = await renderScreen(<TransferScreen />, { url: '/transfer', route: '/transfer', member: testUser }));
    },
    'loadBalances.done': answerBalances,
    'loadBalances.failed': () => wire.cutOff('getAsset2'),
    RETRY: () => press('Try again'),
    'SUBMIT [formIsValid]': async () => {
      await typeInto('Amount', '250.12');
      await press('Transfer');
    },
    'checkTpwd.done [tpwdIsSet]': () => wire.answer('hasTpassword', { set: true }),
    'checkTpwd.done [otherwise]': () => wire.answer('hasTpassword', { set: false }),
    'checkTpwd.failed': async () => {
      await wire.cutOff('hasTpassword');
      expect(alertText()).toContain('could not be reached');
    },
    BACK: () => press('Back'),
    'CONFIRM [tpwdIsValid]': async () => {
      await typeInto('Transaction password', '246810');
      await press('Confirm transfer');
    },
    'CONFIRM [otherwise]': async () => {
      await typeInto('Transaction password', '12');
      await press('Confirm transfer');
      expect(screen.getByText('Transaction password must be 6 digits')).toBeTruthy();
    },
    'submitTransfer.done': () => wire.answer('transfer', { id: 't1', currency: 'USDT', from: 'spot', to: 'contract', amount: '250.12', status: 2, created_at: 1 }),
    'submitTransfer.failed': async () => {
      await wire.refuse('transfer', 4110, 'Wrong transaction password');
      expect(alertText()).toContain('Wrong transaction password');
    },
    TRANSFER_AGAIN: () => press('New transfer'),
  },
});

describe('assets flow on /table1 (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
  it(`walks ${assetPaths.length} shortest paths`, () => expect(assetPaths.length).toBeGreaterThanOrEqual(3));
  for (const path of assetPaths) it(path.description, path.run);
});

describe('transfer flow on /transfer (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
  it(`walks ${transferPaths.length} shortest paths`, () => expect(transferPaths.length).toBeGreaterThanOrEqual(5));
  for (const path of transferPaths) it(path.description, path.run);
});

describe('assets screens, beyond the chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('/transfer checks the amount, fills a share and swaps the direction', async () => {
    ({ wire } = await renderScreen(<TransferScreen />, { url: '/transfer', route: '/transfer', member: testUser }));
    await answerBalances();
    await typeInto('Amount', '2000');
    await press('Transfer');
    expect(screen.getByText('Insufficient balance')).toBeTruthy();
    await press('50%');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('500.2');
    await press('Swap direction');
    expect(screen.getByTestId('transfer-from').textContent).toBe('Contract account');
    expect(screen.getByText('Available: 40 USDT')).toBeTruthy();
    expect(wire.callsOf('transfer')).toHaveLength(0);
  });

  it('/table2 shows the contract account and says what it holds', async () => {
    ({ wire } = await renderScreen(<ContractAccountScreen />, { url: '/table2', route: '/table2', member: testUser }));
    await answerBalances();
    expect(wire.callsOf('ledgerExport')).toHaveLength(0);
    expect(screen.getByText(/holds the margin for leveraged contracts/)).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Contract account balances' })).getAllByRole('row');
    expect(rows[1].textContent).toBe('USDT40');
  });
});
