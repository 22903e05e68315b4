// Model-based tests of the records flow on the real /cbjl screen (deposits, live while one is
// pending) and of the ledger export on /record.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DepositRecordsScreen from '../../src/screens/funds/DepositRecordsScreen';
import { AccountRecordsScreen, TransferRecordsScreen } from '../../src/screens/funds/RecordsScreens';
import { ledgerExportFlow, recordsFlow, recordsPollMs } from '../../src/machines/records.flow';
import { alertText, expectBusy, press } from './dom';
import { credited, depositRecord, ledgerAnswer } from './funds-fixtures';
import { renderScreen, settle, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';

let wire: FakeWire;
let loads = 0;
let listed = false;

const table = () => screen.getByRole('table', { name: 'Deposits' });

const recordPaths = modelPaths({
  machine: recordsFlow,
  states: {
    loading: () => {
      expect(wire.callsOf('depositRecords')).toHaveLength(loads);
      expect(wire.pending('depositRecords')).toBeTruthy();
      if (!listed) expect(screen.getByLabelText('Loading…')).toBeTruthy();
      else expect(table()).toBeTruthy();
    },
    watching: () => {
      expect(within(table()).getByText('Processing')).toBeTruthy();
      expect(screen.getByRole('status').textContent).toContain('updates by itself');
    },
    settled: () => {
      expect(within(table()).getByText('Success')).toBeTruthy();
      expect(screen.queryByText(/updates by itself/)).toBeNull();
    },
    failed: () => {
      expect(alertText()).toContain('could not be reached');
    },
  },
  events: {
    RENDER: async () => {
      loads = 1;
      listed = false;
      ({ wire } = await renderScreen(<DepositRecordsScreen />, { url: '/cbjl', route: '/cbjl', member: testUser }));
    },
    'loadRecords.done [somethingProcessing]': async () => {
      listed = true;
      await wire.answer('depositRecords', [depositRecord()]);
    },
    'loadRecords.done [otherwise]': async () => {
      listed = true;
      await wire.answer('depositRecords', [credited()]);
    },
    'loadRecords.failed': () => wire.cutOff('depositRecords'),
    RETRY: async () => {
      loads += 1;
      await press('Try again');
    },
    REFRESH: async () => {
      loads += 1;
      await press('Refresh');
    },
    'after poll': async () => {
      loads += 1;
      await vi.advanceTimersByTimeAsync(recordsPollMs);
      await settle();
    },
  },
});

const exportPaths = modelPaths({
  machine: ledgerExportFlow,
  states: {
    idle: () => {
      expect(screen.getByRole('button', { name: 'Download ledger (CSV)' }).hasAttribute('data-loading')).toBe(false);
    },
    exporting: () => {
      expectBusy('Download ledger (CSV)');
      expect(wire.pending('ledgerExport')).toBeTruthy();
    },
  },
  events: {
    RENDER: async () => {
      const { createFakeWire } = await import('./harness');
      const fake = createFakeWire();
      fake.answerAlways('transferRecords', () => []);
      ({ wire } = await renderScreen(<TransferRecordsScreen />, { url: '/record', route: '/record', member: testUser, wire: fake }));
    },
    EXPORT: () => press('Download ledger (CSV)'),
    'exportLedger.done': async () => {
      await wire.answer('ledgerExport', ledgerAnswer);
      expect(screen.getByText('Downloaded: 3 ledger entries in the file.')).toBeTruthy();
    },
    'exportLedger.failed': async () => {
      await wire.refuse('ledgerExport', 4001, 'Please try again later');
      expect(alertText()).toContain('Please try again later');
    },
  },
});

describe('records flow on /cbjl (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
  it(`walks ${recordPaths.length} shortest paths`, () => expect(recordPaths.length).toBeGreaterThanOrEqual(4));
  for (const path of recordPaths) it(path.description, path.run);
});

describe('ledger export on /record (model paths)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    URL.createObjectURL = vi.fn(() => 'blob:ledger');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
  it(`walks ${exportPaths.length} shortest paths`, () => expect(exportPaths.length).toBeGreaterThanOrEqual(2));
  for (const path of exportPaths) it(path.description, path.run);
});

describe('records screens, beyond the chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('/record lists transfers with their accounts and status', async () => {
    ({ wire } = await renderScreen(<TransferRecordsScreen />, { url: '/record', route: '/record', member: testUser }));
    await wire.answer('transferRecords', [{ id: 't1', currency: 'USDT', from: 'spot', to: 'contract', amount: '40', status: 2, created_at: Date.UTC(2026, 0, 1) }]);
    const rows = within(screen.getByRole('table', { name: 'Transfers between accounts' })).getAllByRole('row');
    expect(rows[1].textContent).toContain('Spot account');
    expect(rows[1].textContent).toContain('Contract account');
    expect(rows[1].textContent).toContain('Success');
  });

  it('/deallog shows every ledger entry, newest first, with the balance after it', async () => {
    ({ wire } = await renderScreen(<AccountRecordsScreen />, { url: '/deallog', route: '/deallog', member: testUser }));
    await wire.answer('ledgerExport', ledgerAnswer);
    const rows = within(screen.getByRole('table', { name: 'Account records' })).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1].textContent).toContain('Transfer between accounts');
    expect(rows[1].textContent).toContain('+40');
    expect(rows[3].textContent).toContain('Deposit');
    expect(rows[3].textContent).toContain('1000');
  });

  it('a deposit below the minimum shows Failure and its reason on the timeline', async () => {
    ({ wire } = await renderScreen(<DepositRecordsScreen />, { url: '/cbjl', route: '/cbjl', member: testUser }));
    await wire.answer('depositRecords', [depositRecord({
      state: 'belowMinimum', status: 0,
      timeline: [{ state: 'detected', at: 1, reason: null }, { state: 'belowMinimum', at: 2, reason: 'Smaller than the minimum deposit of 1 USDT' }],
    })]);
    expect(within(table()).getByText('Failure')).toBeTruthy();
    fireEvent.click(within(table()).getByRole('button', { name: 'Timeline' }));
    await settle();
    expect(screen.getByText('Smaller than the minimum deposit of 1 USDT')).toBeTruthy();
  });
});
