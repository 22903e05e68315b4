// Model-based test of the login flow on the real login screen, with the second step a user with
// two-factor authentication answers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import LoginScreen from '../../src/screens/auth/LoginScreen';
import { loginFlow } from '../../src/machines/login.flow';
import { currentLocation, renderScreen, testUser, type FakeWire } from './harness';
import { alertText, expectBusy, expectReady, press, typeInto } from './dom';
import { modelPaths } from './run-model';

let wire: FakeWire;
let session: Awaited<ReturnType<typeof renderScreen>>['session'];

const paths = modelPaths({
  machine: loginFlow,
  states: {
    editing: () => {
      expect(screen.getByLabelText('Email or phone')).toBeTruthy();
      expect(screen.getByLabelText('Password')).toBeTruthy();
      expectReady('Log in');
      expect(currentLocation()).toBe('/login?redirect=%2Fsetting');
    },
    validating: () => {
      throw new Error('validating decides at once and is never shown');
    },
    submitting: () => {
      expectBusy('Log in');
      const call = wire.pending('login');
      expect(call.params).toEqual({ account: 'ada@example.test', password: 'Secret123' });
      expect(call.rtoken).toMatch(/^[A-Za-z0-9]{6,16}$/);
    },
    codeNeeded: () => {
      expect(screen.getByLabelText('Authentication code')).toBeTruthy();
      expectReady('Verify and log in');
      expect(session.getSnapshot().context.token).toBeNull();
    },
    submittingCode: () => {
      expectBusy('Verify and log in');
      const call = wire.pending('loginCode');
      expect(call.params).toEqual({ challenge: 'challenge-1', code: '123456' });
    },
    startingSession: () => {
      expect(session.getSnapshot().context.token).toBe('tok-1');
      expect(currentLocation()).toBe('/login?redirect=%2Fsetting');
    },
    loggedIn: () => {
      expect(currentLocation()).toBe('/setting');
      expect(session.getSnapshot().matches('authenticated')).toBe(true);
    },
  },
  events: {
    RENDER: async () => {
      ({ wire, session } = await renderScreen(<LoginScreen />, { url: '/login?redirect=%2Fsetting', route: '/login' }));
    },
    'SUBMIT [formIsValid]': async () => {
      await typeInto('Email or phone', 'ada@example.test');
      await typeInto('Password', 'Secret123');
      await press('Log in');
    },
    'SUBMIT [otherwise]': async () => {
      await typeInto('Password', 'Secret123');
      await press('Log in');
      expect(screen.getByText('Account or password cannot be empty')).toBeTruthy();
      expect(wire.callsOf('login')).toHaveLength(0);
    },
    'logIn.done [needsSecondStep]': () => wire.answer('login', { two_factor_challenge: 'challenge-1', expires_at: 0 }),
    'logIn.done [otherwise]': () => wire.answer('login', { token: 'tok-1', expires_at: 0 }),
    'SUBMIT_CODE [codeTyped]': async () => {
      await press('Verify and log in');
      expect(screen.getByText('Enter the 6-digit code from your authenticator app, or a recovery code.')).toBeTruthy();
      expect(wire.callsOf('loginCode')).toHaveLength(0);
      await typeInto('Authentication code', '123456');
      await press('Verify and log in');
    },
    BACK: async () => {
      await press('Back to the password');
      expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
      await typeInto('Password', 'Secret123');
    },
    'logInWithCode.done': () => wire.answer('loginCode', { token: 'tok-1', expires_at: 0 }),
    'logInWithCode.failed': async () => {
      await wire.refuse('loginCode', 4131, 'The authentication code is wrong or was already used.');
      expect(alertText()).toContain('The authentication code is wrong');
    },
    'logIn.failed': async () => {
      await wire.refuse('login', 4100, 'Wrong account or password');
      expect(alertText()).toContain('Wrong account or password');
    },
    SESSION_STARTED: () => wire.answer('getInfo', { ...testUser, token: 'tok-1' }),
    SESSION_REFUSED: async () => {
      await wire.cutOff('getInfo');
      expect(alertText()).toContain('could not be reached');
    },
  },
});

describe('login flow on the login screen (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it(`walks ${paths.length} shortest paths`, () => {
    console.info(`login model: ${paths.length} paths`);
    expect(paths.length).toBe(12);
  });

  for (const path of paths) it(path.description, path.run);
});
