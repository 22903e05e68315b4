// Model-based test of the operator console's session on the real /ops console: the operator's own
// login, the token kept in this tab only, sign out, and the session ended by the server (2000).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { opsSessionFlow } from '../../src/machines/ops-session.flow';
import { alertText, expectBusy, expectReady, press, typeInto } from './dom';
import { currentLocation, type FakeWire } from './harness';
import { memoryStorage, operator, renderConsole } from './ops-fixtures';
import { modelPaths } from './run-model';

let wire: FakeWire;
let storage: ReturnType<typeof memoryStorage>;
let notify: Awaited<ReturnType<typeof renderConsole>>['notify'];

const paths = modelPaths({
  machine: opsSessionFlow,
  states: {
    starting: () => { throw new Error('starting decides at once and is never shown'); },
    validating: () => { throw new Error('validating decides at once and is never shown'); },
    signedOut: () => {
      expect(screen.getByRole('form', { name: 'Operator console' })).toBeTruthy();
      expectReady('Sign in');
      expect(storage.items.has('ops.session')).toBe(false);
      expect(screen.queryByRole('navigation', { name: 'Console sections' })).toBeNull();
    },
    signingIn: () => {
      expectBusy('Sign in');
      const call = wire.pending('opsLogin');
      expect(call.params).toEqual({ email: 'rita@ops.example', password: 'Operator-Pass-2026' });
      expect(call.rtoken).toMatch(/^[A-Za-z0-9]{6,16}$/);
    },
    signedIn: () => {
      expect(screen.getByRole('navigation', { name: 'Console sections' })).toBeTruthy();
      expect(screen.getByText('rita@ops.example')).toBeTruthy();
      expect(JSON.parse(storage.items.get('ops.session')!).token).toBe('op-token-1');
      expect(currentLocation()).toBe('/ops/withdrawals');
      expect(wire.pending('opsWithdrawQueue')).toBeTruthy();
    },
  },
  events: {
    'RENDER [hasStoredSession]': async () => {
      storage = memoryStorage({ 'ops.session': JSON.stringify(operator) });
      ({ wire, notify } = await renderConsole('/ops', storage));
    },
    'RENDER [otherwise]': async () => {
      storage = memoryStorage();
      ({ wire, notify } = await renderConsole('/ops', storage));
    },
    'SUBMIT [formIsValid]': async () => {
      await typeInto('Operator email', 'rita@ops.example');
      await typeInto('Password', 'Operator-Pass-2026');
      await press('Sign in');
    },
    'SUBMIT [otherwise]': async () => {
      await typeInto('Password', 'Operator-Pass-2026');
      await press('Sign in');
      expect(wire.callsOf('opsLogin')).toHaveLength(0);
      expect(screen.getByRole('form', { name: 'Operator console' }).textContent).toMatch(/email/i);
    },
    'logIn.done': () => wire.answer('opsLogin', operator),
    'logIn.failed': async () => {
      await wire.refuse('opsLogin', 4100, 'Wrong account or password');
      expect(alertText()).toContain('Wrong account or password');
    },
    LOG_OUT: () => press('Sign out'),
    SESSION_INVALID: async () => {
      await act(async () => notify({ kind: 'sessionInvalid', message: 'Your session is no longer valid. Please log in again.' }));
      expect(screen.getByRole('status').textContent).toContain('no longer valid');
    },
  },
});

describe('operator console session on /ops (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it(`walks ${paths.length} shortest paths`, () => {
    console.info(`ops session model: ${paths.length} paths`);
    expect(paths.length).toBe(8);
  });

  for (const path of paths) it(path.description, path.run);
});

describe('the operator session, beyond the chart', () => {
  afterEach(cleanup);

  it('does not take a stored operator session that has expired', async () => {
    const storage = memoryStorage({ 'ops.session': JSON.stringify({ ...operator, expires_at: Date.now() - 1 }) });
    await renderConsole('/ops/withdrawals', storage);
    expect(screen.getByRole('form', { name: 'Operator console' })).toBeTruthy();
  });
});
