// Model-based test of the register flow on the real register screen.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RegisterScreen from '../../src/screens/auth/RegisterScreen';
import { registerFlow } from '../../src/machines/register.flow';
import { alertText, choose, expectBusy, expectReady, press, typeInto } from './dom';
import { renderScreen, type FakeWire } from './harness';
import { modelPaths } from './run-model';

let wire: FakeWire;

const paths = modelPaths({
  machine: registerFlow,
  states: {
    editing: () => {
      expect(screen.getByRole('heading', { name: 'Create an account' })).toBeTruthy();
      for (const label of ['Email address', 'Verification code', 'Password', 'Confirm password', 'Invitation code (optional)']) {
        expect(screen.getByLabelText(label)).toBeTruthy();
      }
      expect(screen.getByLabelText('I agree to the user agreement and the privacy policy')).toBeTruthy();
      expectReady('Register');
    },
    validating: () => {
      throw new Error('validating decides at once and is never shown');
    },
    submitting: () => {
      expectBusy('Register');
      const call = wire.pending('register');
      expect(call.params).toEqual({ type: 'email', account: 'ada@example.test', code: '123456', password: 'Secret123', repassword: 'Secret123', agree: '1' });
      expect(call.rtoken).toMatch(/^[A-Za-z0-9]{6,16}$/);
    },
    registered: () => {
      expect(screen.getByRole('heading', { name: 'Registration successful' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Log in now' }).getAttribute('href')).toBe('/login?account=ada%40example.test');
    },
  },
  events: {
    RENDER: async () => {
      ({ wire } = await renderScreen(<RegisterScreen />, { url: '/register', route: '/register' }));
    },
    'SUBMIT [formIsValid]': async () => {
      await typeInto('Email address', 'ada@example.test');
      await typeInto('Verification code', '123456');
      await typeInto('Password', 'Secret123');
      await typeInto('Confirm password', 'Secret123');
      await choose('checkbox', 'I agree to the user agreement and the privacy policy');
      await press('Register');
    },
    'SUBMIT [otherwise]': async () => {
      await typeInto('Password', 'Secret123');
      await typeInto('Confirm password', 'Secret321');
      await press('Register');
      for (const text of ['Account number cannot be empty', 'Verification code must be filled', 'Please select the agreement first']) {
        expect(screen.getByText(text)).toBeTruthy();
      }
      expect(wire.callsOf('register')).toHaveLength(0);
    },
    'register.done': () => wire.answer('register', { account: 'ada@example.test' }, 'Registration successful'),
    'register.failed': async () => {
      await wire.refuse('register', 4104, 'Verification codes are not equal');
      expect(alertText()).toContain('Verification codes are not equal');
    },
  },
});

describe('register flow on the register screen (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it(`walks ${paths.length} shortest paths`, () => {
    console.info(`register model: ${paths.length} paths`);
    expect(paths.length).toBe(5);
  });

  for (const path of paths) it(path.description, path.run);
});

describe('register screen, beyond the chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('labels the invitation code as required and asks for it when the site requires one', async () => {
    await renderScreen(<RegisterScreen />, { url: '/register', route: '/register', settings: { registration: { invitation_code: 'required' } } });
    expect(screen.getByLabelText('Invitation code')).toBeTruthy();
    await press('Register');
    expect(screen.getByText('Invitation code is required')).toBeTruthy();
  });

  it('says "mobile number cannot be empty" under the phone field when a code is asked for without one', async () => {
    const { wire } = await renderScreen(<RegisterScreen />, { url: '/register', route: '/register' });
    await choose('tab', 'Phone');
    await press('Send code');
    expect(screen.getByText('Mobile number cannot be empty')).toBeTruthy();
    expect(wire.callsOf('getTelCode')).toHaveLength(0);
  });

  it('shows the messages of spec §5 for a weak password and for passwords that differ', async () => {
    await renderScreen(<RegisterScreen />, { url: '/register', route: '/register' });
    await typeInto('Password', 'letters');
    await press('Register');
    expect(screen.getByText('Password must be 8 to 64 characters and contain letters and numbers')).toBeTruthy();
    await typeInto('Password', 'Secret123');
    await typeInto('Confirm password', 'Secret124');
    await press('Register');
    expect(screen.getByText('The two passwords do not match')).toBeTruthy();
  });
});
