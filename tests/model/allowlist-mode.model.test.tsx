// "Allowlist only" on /address, on the real card: every state of its flow is looked at. The card
// states the rule (on at once, off only after the delay) before the user acts, asks for the
// transaction password, and shows a pending switch-off with its time.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowlistModeFlow, type AllowlistMode } from '../../src/machines/allowlist-mode.flow';
import { AllowlistModeCard } from '../../src/screens/withdrawals/AllowlistModeCard';
import { alertText, expectBusy, press, typeInto } from './dom';
import { renderScreen, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';

let wire: FakeWire;
const off: AllowlistMode = { allowlist_only: false, off_at: null, delay_hours: 24 };
const offAt = Date.UTC(2026, 0, 6, 6);
const open = () => renderScreen(<AllowlistModeCard />, { url: '/address', route: '/address', member: testUser });

const paths = modelPaths({
  machine: allowlistModeFlow,
  states: {
    loading: () => expect(wire.pending('getAllowlistMode')).toBeTruthy(),
    failed: () => expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy(),
    ready: () => {
      expect(screen.getByRole('heading', { level: 2, name: 'Allowlist only' })).toBeTruthy();
      expect(screen.getByText(/switching it off takes effect only after 24 hours, and the mode stays on until then/)).toBeTruthy();
      expect(screen.queryByLabelText('Transaction password')).toBeNull();
    },
    editing: () => expect(screen.getByLabelText('Transaction password')).toBeTruthy(),
    validating: () => { throw new Error('validating decides at once and is never shown'); },
    submitting: () => {
      expectBusy('Switch on now');
      const call = wire.pending('setAllowlistMode');
      expect(call.params).toEqual({ on: '1', tpwd: '246810' });
      expect(call.rtoken).toMatch(/^[A-Za-z0-9]{12}$/);
    },
  },
  events: {
    RENDER: async () => { ({ wire } = await open()); },
    'loadAllowlistMode.done': () => wire.answer('getAllowlistMode', off),
    'loadAllowlistMode.failed': () => wire.cutOff('getAllowlistMode'),
    RETRY: () => press(/try again/i),
    'CHANGE [changeAllowed]': () => press('Switch on'),
    BACK: () => press('Back'),
    FIELD_CHANGED: () => typeInto('Transaction password', '2468'),
    'SUBMIT [formIsValid]': async () => {
      await typeInto('Transaction password', '246810');
      await press('Switch on now');
    },
    'SUBMIT [otherwise]': async () => {
      await typeInto('Transaction password', '');
      await press('Switch on now');
      expect(wire.callsOf('setAllowlistMode')).toHaveLength(0);
    },
    'setAllowlistMode.done': async () => {
      await wire.answer('setAllowlistMode', { ...off, allowlist_only: true });
      expect(screen.getByText('On')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Ask to switch off' })).toBeTruthy();
    },
    'setAllowlistMode.failed': async () => {
      await wire.refuse('setAllowlistMode', 4110, 'Wrong transaction password');
      expect(alertText()).toContain('Wrong transaction password');
    },
  },
});

describe('allowlist only (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });
  for (const path of paths) it(path.description, path.run);
});

describe('allowlist only, what the card says', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });

  it('shows a requested switch-off with its time and offers no second one', async () => {
    ({ wire } = await open());
    await wire.answer('getAllowlistMode', { allowlist_only: true, off_at: offAt, delay_hours: 24 });
    expect(screen.getByText(/Switching off requested: it stays on until/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask to switch off' })).toBeNull();
  });
});
