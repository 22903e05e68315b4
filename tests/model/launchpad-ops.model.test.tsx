// The console's New coins page (/ops/newcoins, admins) on the real console: every state of its
// chart is looked at. The form is checked with the contract's schema and the rules across fields
// before anything is sent, the times typed as local date and time go out as epoch milliseconds,
// and a created project joins the list; a reviewer has no such section.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { opsNewcoinsFlow } from '../../src/machines/launchpad-ops.flow';
import { alertText, expectBusy, expectReady, press, typeInto } from './dom';
import { type FakeWire } from './harness';
import { lumen, nova } from './launchpad-fixtures';
import { memoryStorage, operator, renderConsole } from './ops-fixtures';
import { modelPaths } from './run-model';

let wire: FakeWire;
const admin = () => memoryStorage({ 'ops.session': JSON.stringify({ ...operator, role: 'admin' }) });

const typed = {
  'Project name': 'Lumen', Symbol: 'lum', 'Issue price (USDT)': '0.25', 'Lot (coins)': '100', 'Quantity for sale (coins)': '1000000',
  'Circulation (coins)': '10000000', 'Least per user (coins)': '200', 'Most per user (coins)': '10000',
  'Window opens': '2026-12-01T10:00', 'Window closes': '2026-12-03T10:00', 'Listing time': '2026-12-04T12:30', 'Lock days': '7',
} as const;

async function fillProject(over: Partial<Record<keyof typeof typed, string>> = {}) {
  for (const [label, value] of Object.entries({ ...typed, ...over })) await typeInto(label, value);
}

const expectedParams = {
  name: 'Lumen', symbol: 'lum', issue_price: '0.25', lot: '100', quantity: '1000000', circulation: '10000000', min_per_user: '200',
  max_per_user: '10000', starts_at: new Date('2026-12-01T10:00').getTime(), ends_at: new Date('2026-12-03T10:00').getTime(),
  listing_at: new Date('2026-12-04T12:30').getTime(), lock_days: '7', description: '',
};

const paths = modelPaths({
  machine: opsNewcoinsFlow,
  states: {
    loading: () => expect(wire.pending('opsNewcoinProjects')).toBeTruthy(),
    failed: () => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy(),
    ready: () => expect(screen.getByRole('heading', { level: 1, name: 'New coins' })).toBeTruthy(),
    'ready.editing': () => expectReady('Create project'),
    'ready.validating': () => { throw new Error('validating decides at once and is never shown'); },
    'ready.submitting': () => {
      expectBusy('Create project');
      const call = wire.pending('opsCreateNewcoin');
      expect(call.params).toEqual(expectedParams);
      expect(call.rtoken).toMatch(/^[A-Za-z0-9]{12}$/);
    },
  },
  events: {
    RENDER: async () => { ({ wire } = await renderConsole('/ops/newcoins', admin())); },
    'loadProjects.done': async () => {
      await wire.answer('opsNewcoinProjects', [nova]);
      expect(within(screen.getByRole('table', { name: 'Projects' })).getByText('1200000 / 1000000')).toBeTruthy();
    },
    'loadProjects.failed': () => wire.cutOff('opsNewcoinProjects'),
    RETRY: () => press('Try again'),
    'SUBMIT [formIsValid]': async () => {
      await fillProject();
      await press('Create project');
    },
    'SUBMIT [otherwise]': async () => {
      await press('Create project');
      expect(wire.callsOf('opsCreateNewcoin')).toHaveLength(0);
      expect(screen.getByText("Please enter the project's name")).toBeTruthy();
    },
    'createProject.done': async () => {
      await wire.answer('opsCreateNewcoin', lumen, 'Project created');
      expect(screen.getByRole('status').textContent).toBe('Lumen (LUM) created.');
      expect(within(screen.getByRole('table', { name: 'Projects' })).getAllByRole('row').map((r) => r.dataset.projectId)).toEqual([undefined, 'np2', 'np1']);
      expect((screen.getByLabelText('Project name') as HTMLInputElement).value).toBe('');
    },
    'createProject.failed': async () => {
      await wire.refuse('opsCreateNewcoin', 4855, 'LUM is already an asset here');
      expect(alertText()).toContain('LUM is already an asset here');
    },
  },
});

describe('console: new coins (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  for (const path of paths) it(path.description, path.run, 20_000);
});

describe('console: new coins, beyond the chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows each field its problem in the server words: the schema, whole lots, least within most, and the window before the listing', { timeout: 20_000 }, async () => {
    ({ wire } = await renderConsole('/ops/newcoins', admin()));
    await wire.answer('opsNewcoinProjects', []);
    expect(screen.getByText('No projects yet.')).toBeTruthy();
    await fillProject({
      Symbol: '1X', 'Issue price (USDT)': '0', 'Quantity for sale (coins)': '1000050', 'Least per user (coins)': '20000',
      'Window closes': '2026-11-30T10:00', 'Listing time': '',
    });
    await press('Create project');
    expect(screen.getByText('The symbol is 2 to 10 capital letters or digits, starting with a letter')).toBeTruthy();
    expect(screen.getByText('Please enter an issue price above 0')).toBeTruthy();
    expect(screen.getAllByText('Quantities must be whole lots, and the least per user no more than the most')).toHaveLength(2);
    expect(screen.getAllByText('The window must start in the future, end after it starts and no later than the listing time')).toHaveLength(2);
    expect(wire.callsOf('opsCreateNewcoin')).toHaveLength(0);
    await fillProject({ 'Listing time': '2026-12-02T10:00' });
    await press('Create project');
    expect(screen.getAllByText('The window must start in the future, end after it starts and no later than the listing time')).toHaveLength(1);
    expect(wire.callsOf('opsCreateNewcoin')).toHaveLength(0);
  });

  it('is a section for admins only', async () => {
    ({ wire } = await renderConsole('/ops/newcoins', memoryStorage({ 'ops.session': JSON.stringify(operator) })));
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect(within(nav).queryByRole('link', { name: 'New coins' })).toBeNull();
    expect(wire.callsOf('opsNewcoinProjects')).toHaveLength(0);
    cleanup();
    ({ wire } = await renderConsole('/ops/withdrawals', admin()));
    expect(within(screen.getByRole('navigation', { name: 'Console sections' })).getByRole('link', { name: 'New coins' }).getAttribute('href')).toBe('/ops/newcoins');
  });
});
