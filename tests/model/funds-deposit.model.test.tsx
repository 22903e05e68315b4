// Model-based test of the deposit flow on the real /recharge screen: the address, the rules, the
// demo test funds and their refusal.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DepositScreen from '../../src/screens/funds/DepositScreen';
import { depositFlow } from '../../src/machines/deposit.flow';
import { alertText, expectBusy, press } from './dom';
import { policyAnswer, qrcodeAnswer, spotAnswer } from './funds-fixtures';
import { renderScreen, settle, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';

let wire: FakeWire;
let asset = 'USDT';

async function answerInfo() {
  await wire.answer('getQrcode', qrcodeAnswer);
  await wire.answer('getWithdrawPolicy', policyAnswer);
  await wire.answer('getAsset2', spotAnswer);
}

function expectAddressAndRules() {
  expect(screen.getByTestId('deposit-address').textContent).toBe('loc1qexampleaddress0001');
  expect(screen.getByRole('img', { name: 'QR code of your deposit address' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy();
  expect(screen.getByText(/as a simple send to this address/)).toBeTruthy();
  expect(screen.getByText('A deposit is credited to your spot account after 3 confirmations.')).toBeTruthy();
  expect(screen.getByText(/Minimum deposit: 1 USDT/)).toBeTruthy();
  expect(screen.getByText(/must reach 0.9 times your total deposits/)).toBeTruthy();
  expect(screen.getByText(/Your progress: 120 of 900 USDT traded/)).toBeTruthy();
  expect(screen.getByText(/credited after 3 confirmations, like any deposit/)).toBeTruthy();
}

const paths = modelPaths({
  machine: depositFlow,
  states: {
    loading: () => {
      expect(screen.getAllByLabelText('Loading…').length).toBeGreaterThan(0);
      expect(wire.pending('getQrcode').params).toEqual({ currency: asset });
    },
    failed: () => {
      expect(alertText()).toContain('could not be reached');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    },
    ready: expectAddressAndRules,
    switching: () => {
      expect(screen.queryByTestId('deposit-address')).toBeNull();
      expect(wire.pending('getQrcode').params).toEqual({ currency: 'BTC' });
    },
    'ready.idle': () => {
      expect(screen.getByRole('button', { name: 'Test funds (demo)' }).hasAttribute('data-loading')).toBe(false);
    },
    'ready.sendingTestFunds': () => {
      expectBusy(/Test funds \(demo\)/);
      expect(wire.pending('demoFunds')).toBeTruthy();
    },
    'ready.testFundsSent': () => {
      expect(screen.getByText('1000 test USDT sent; watch it below.')).toBeTruthy();
      // The deposits list loads again at once: the new deposit shows without waiting.
      expect(wire.callsOf('depositRecords')).toHaveLength(2);
    },
  },
  events: {
    RENDER: async () => {
      asset = 'USDT';
      const fake = (await import('./harness')).createFakeWire();
      fake.answerAlways('depositRecords', () => []);
      ({ wire } = await renderScreen(<DepositScreen />, { url: '/recharge', route: '/recharge', member: testUser, wire: fake }));
    },
    'loadDepositInfo.done': answerInfo,
    'loadDepositInfo.failed': () => wire.cutOff('getQrcode'),
    'loadOtherAsset.done': async () => {
      // The fixture says USDT again, so the screen's checks stay the same; the call asked for BTC.
      await answerInfo();
      asset = 'USDT';
    },
    'loadOtherAsset.failed': async () => {
      await wire.refuse('getQrcode', 4201, 'BTC cannot be deposited on this chain');
      asset = 'USDT';
      expect(alertText()).toContain('BTC cannot be deposited on this chain');
      expect((screen.getByLabelText('Asset') as HTMLSelectElement).value).toBe('USDT');
    },
    RETRY: () => press('Try again'),
    'ASSET_CHOSEN [isOtherAsset]': async () => {
      asset = 'BTC';
      fireEvent.change(screen.getByLabelText('Asset'), { target: { value: 'BTC' } });
      await settle();
    },
    'SEND_TEST_FUNDS [isDemo]': () => press(/Test funds \(demo\)/),
    'sendTestFunds.done': () => wire.answer('demoFunds', { tx_hash: '0xfeed', amount: '1000' }, 'Test funds sent'),
    'sendTestFunds.failed': async () => {
      await wire.refuse('demoFunds', 4301, 'Test funds are limited to 5 a day');
      expect(alertText()).toContain('Test funds are limited to 5 a day');
    },
  },
});

describe('deposit flow on /recharge (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it(`walks ${paths.length} shortest paths`, () => {
    expect(paths.length).toBeGreaterThanOrEqual(5);
  });

  for (const path of paths) it(path.description, path.run);
});

describe('/recharge, beyond the chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('asks for another asset and shows the server\'s refusal when no chain carries it', async () => {
    ({ wire } = await renderScreen(<DepositScreen />, { url: '/recharge', route: '/recharge', member: testUser }));
    await answerInfo();
    fireEvent.change(screen.getByLabelText('Asset'), { target: { value: 'BTC' } });
    await settle();
    expect(wire.pending('getQrcode').params).toEqual({ currency: 'BTC' });
    await wire.refuse('getQrcode', 4201, 'BTC cannot be deposited on this chain');
    expect(alertText()).toContain('BTC cannot be deposited on this chain');
    expect(screen.getByTestId('deposit-address').textContent).toBe('loc1qexampleaddress0001');
  });

  it('shows no test-funds button outside demo mode', async () => {
    ({ wire } = await renderScreen(<DepositScreen />, { url: '/recharge', route: '/recharge', member: testUser, settings: { demo: false } }));
    await answerInfo();
    expect(screen.getByTestId('deposit-address')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Test funds/ })).toBeNull();
  });

  it('lists the deposits and opens a timeline', async () => {
    const { depositRecord } = await import('./funds-fixtures');
    ({ wire } = await renderScreen(<DepositScreen />, { url: '/recharge', route: '/recharge', member: testUser }));
    await wire.answer('depositRecords', [depositRecord()]);
    const table = screen.getByRole('table', { name: 'Deposits' });
    expect(within(table).getByText('1 / 3')).toBeTruthy();
    expect(within(table).getByText('Processing')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Timeline' }));
    await settle();
    expect(screen.getByRole('list', { name: 'Timeline of this deposit' }).textContent).toContain('Detected on the chain');
  });
});
