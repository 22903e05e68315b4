// The console's Sweeps page (/ops/sweeps, admins) on the real console: every state of the list's
// chart is looked at; each sweep shows its state, amount, the gas sent first in ETH and both
// transactions; an empty list says so; a reviewer has no such section.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { opsQueueFlow } from '../../src/machines/ops-queue.flow';
import type { OpsSweep } from '../../src/services/custody';
import { press } from './dom';
import { settle, type FakeWire } from './harness';
import { memoryStorage, operator, renderConsole } from './ops-fixtures';
import { modelPaths } from './run-model';

let wire: FakeWire;
const admin = () => memoryStorage({ 'ops.session': JSON.stringify({ ...operator, role: 'admin' }) });
const at = Date.UTC(2027, 1, 3, 10, 0);
const sweep = (over: Partial<OpsSweep> = {}): OpsSweep => ({
  id: 'sw1', user_id: 'us_ada', chain: 'ERC20', address: '0x1111111111111111111111111111111111111111', currency: 'USDT',
  amount: '500', gas_amount: '2500000000000000', gas_tx: `0x${'a'.repeat(64)}`, sweep_tx: `0x${'b'.repeat(64)}`,
  state: 'swept', created_at: at, updated_at: at, ...over,
});

/** The page loads on first use (a lazy section): wait for its request. */
async function openSweeps(storage = admin()) {
  ({ wire } = await renderConsole('/ops/sweeps', storage));
  await vi.waitFor(() => expect(wire.pending('opsSweeps')).toBeTruthy(), { timeout: 5000 });
}

const paths = modelPaths({
  machine: opsQueueFlow,
  states: {
    loading: () => expect(wire.pending('opsSweeps')).toBeTruthy(),
    failed: () => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy(),
    ready: () => {
      const table = within(screen.getByRole('table', { name: 'Sweeps to the hot wallet' }));
      expect(table.getAllByText('us_ada')).toHaveLength(2);
      expect(table.getByText('Swept')).toBeTruthy();
      expect(table.getByText('Sending gas')).toBeTruthy();
      expect(table.getAllByText('500 USDT')).toHaveLength(2);
      expect(table.getAllByText('0.0025 ETH')).toHaveLength(2);
      expect(table.getByText(`0x${'b'.repeat(64)}`)).toBeTruthy();
    },
  },
  events: {
    RENDER: () => openSweeps(),
    'loadQueue.done': () => wire.answer('opsSweeps', [sweep({ id: 'sw2', state: 'funding', sweep_tx: `0x${'c'.repeat(64)}` }), sweep()]),
    'loadQueue.failed': () => wire.cutOff('opsSweeps'),
    REFRESH: () => press('Refresh'),
    RETRY: () => press('Try again'),
  },
});

describe('console: sweeps (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  for (const path of paths) it(path.description, path.run, 20_000);
});

describe('console: sweeps, beyond the chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('says so when nothing was swept yet', async () => {
    await openSweeps();
    await wire.answer('opsSweeps', []);
    await settle();
    expect(screen.getByText('No sweeps yet.')).toBeTruthy();
  });

  it('is a section for admins only', async () => {
    ({ wire } = await renderConsole('/ops/withdrawals', memoryStorage({ 'ops.session': JSON.stringify(operator) })));
    expect(within(screen.getByRole('navigation', { name: 'Console sections' })).queryByRole('link', { name: 'Sweeps' })).toBeNull();
    cleanup();
    ({ wire } = await renderConsole('/ops/withdrawals', admin()));
    expect(within(screen.getByRole('navigation', { name: 'Console sections' })).getByRole('link', { name: 'Sweeps' }).getAttribute('href')).toBe('/ops/sweeps');
  });
});
