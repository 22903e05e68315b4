// Model-based test of the password flow on the real /forgetpwd screen: a visitor's reset and a
// member's change (`?type=changepwd`).
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ForgetPasswordScreen from '../../src/screens/auth/ForgetPasswordScreen';
import { passwordResetFlow, type PasswordMode } from '../../src/machines/password-reset.flow';
import { alertText, choose, expectBusy, expectReady, press, typeInto } from './dom';
import { securityOverview } from './fixtures';
import { renderScreen, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';

let wire: FakeWire;
let mode: PasswordMode;
const call = () => (mode === 'reset' ? 'resetPassword' : 'updatePassword');
const submitName = () => (mode === 'reset' ? 'Reset password' : 'Change password');
const loading = () => screen.getByLabelText('Loading…');

const paths = modelPaths({
  machine: passwordResetFlow,
  scenarios: [['RENDER [isChange]', 'loadSecurity.done [hasBoundContact]']],
  states: {
    starting: () => {
      throw new Error('starting decides at once and is never shown');
    },
    checkingContacts: () => {
      expect(loading()).toBeTruthy();
      expect(wire.pending('info')).toBeTruthy();
    },
    contactMissing: () => {
      expect(alertText()).toBe('Please bind an email or phone first before changing the login password');
      expect(screen.getByRole('link', { name: 'Bind an email' }).getAttribute('href')).toBe('/bindemail');
      expect(screen.getByRole('link', { name: 'Bind a phone' }).getAttribute('href')).toBe('/bindphone');
      expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
    },
    unavailable: () => {
      expect(alertText()).toContain('could not be reached');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    },
    editing: () => {
      expectReady(submitName());
      expect(screen.getByText(/withdrawals are paused for 24 hours/)).toBeTruthy();
      expect(screen.getByLabelText('New password')).toBeTruthy();
      expect(screen.getByLabelText('Confirm new password')).toBeTruthy();
      if (mode === 'reset') {
        expect(screen.getByRole('heading', { name: 'Reset password' })).toBeTruthy();
        expect(screen.getByLabelText('Email address')).toBeTruthy();
      } else {
        expect(screen.getByRole('heading', { name: 'Change login password' })).toBeTruthy();
        expect(screen.getByText('The code goes to ada@example.test.')).toBeTruthy();
        expect(screen.queryByLabelText('Email address')).toBeNull();
      }
    },
    validating: () => {
      throw new Error('validating decides at once and is never shown');
    },
    submitting: () => {
      expectBusy(submitName());
      const expected = mode === 'reset'
        ? { type: 'email', account: 'ada@example.test', code: '123456', password: 'Newpass123', repassword: 'Newpass123' }
        : { type: 'email', code: '123456', password: 'Newpass123', repassword: 'Newpass123' };
      expect(wire.pending(call()).params).toEqual(expected);
    },
    passwordSaved: () => {
      if (mode === 'reset') {
        expect(screen.getByRole('heading', { name: 'Your password has been reset' })).toBeTruthy();
        expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
      } else {
        expect(screen.getByRole('heading', { name: 'Your password has been changed' })).toBeTruthy();
        // The session loaded the user again after the change.
        expect(wire.callsOf('getInfo')).toHaveLength(2);
      }
    },
  },
  events: {
    'RENDER [otherwise]': async () => {
      mode = 'reset';
      ({ wire } = await renderScreen(<ForgetPasswordScreen />, { url: '/forgetpwd', route: '/forgetpwd' }));
    },
    'RENDER [isChange]': async () => {
      mode = 'change';
      ({ wire } = await renderScreen(<ForgetPasswordScreen />, { url: '/forgetpwd?type=changepwd', route: '/forgetpwd', member: testUser }));
    },
    'loadSecurity.done [hasBoundContact]': () => wire.answer('info', securityOverview()),
    'loadSecurity.done [otherwise]': () => wire.answer('info', securityOverview({ email_bound: false, email: '' })),
    'loadSecurity.failed': () => wire.cutOff('info'),
    RETRY: () => press('Try again'),
    'SUBMIT [formIsValid]': async () => {
      if (mode === 'reset') await typeInto('Email address', 'ada@example.test');
      await typeInto('Verification code', '123456');
      await typeInto('New password', 'Newpass123');
      await typeInto('Confirm new password', 'Newpass123');
      await press(submitName());
    },
    'SUBMIT [otherwise]': async () => {
      await typeInto('New password', 'Newpass123');
      await typeInto('Confirm new password', 'Newpass12');
      await press(submitName());
      if (mode === 'reset') expect(screen.getByText('Account number cannot be empty')).toBeTruthy();
      expect(screen.getByText('Verification code must be filled')).toBeTruthy();
      expect(screen.getByText('The two passwords do not match')).toBeTruthy();
    },
    'savePassword.done': () => wire.answer(call(), null, 'Your password has been changed'),
    'savePassword.failed': async () => {
      await wire.refuse(call(), 4104, 'Verification codes are not equal');
      expect(alertText()).toContain('Verification codes are not equal');
    },
  },
});

describe('password flow on /forgetpwd (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it(`walks ${paths.length} shortest paths`, () => {
    console.info(`password model: ${paths.length} paths`);
    expect(paths.length).toBe(13);
  });

  for (const path of paths) it(path.description, path.run);
});

describe('/forgetpwd, beyond the chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('asks a visitor to log in before changing the password', async () => {
    const { wire } = await renderScreen(<ForgetPasswordScreen />, { url: '/forgetpwd?type=changepwd', route: '/forgetpwd' });
    expect(screen.getByRole('link', { name: 'log in' }).getAttribute('href')).toBe('/login?redirect=%2Fforgetpwd%3Ftype%3Dchangepwd');
    expect(wire.callsOf('info')).toHaveLength(0);
  });

  it('resets by the security questions together with a code', async () => {
    const { wire } = await renderScreen(<ForgetPasswordScreen />, { url: '/forgetpwd', route: '/forgetpwd' });
    await choose('radio', 'Security questions and a code');
    await typeInto('Email address', 'ada@example.test');
    await typeInto('Verification code', '123456');
    await typeInto('Who was your best childhood friend?', 'Bob');
    await typeInto('Who is your idol?', 'Ada');
    await typeInto('New password', 'Newpass123');
    await typeInto('Confirm new password', 'Newpass123');
    await press('Reset password');
    expect(screen.getByText('Please answer all three security questions')).toBeTruthy();
    await typeInto('Which place do you most long to visit?', 'Kyoto');
    await press('Reset password');
    expect(wire.pending('resetBySecQuestion').params).toMatchObject({ answer1: 'Bob', answer2: 'Ada', answer3: 'Kyoto' });
  });
});
