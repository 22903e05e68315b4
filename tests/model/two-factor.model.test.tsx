// Model-based test of the two-factor flow on the real /twoFactor screen: turn on (key and QR code,
// one code, the recovery codes shown once) and off (a code; withdrawals pause).
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TwoFactorScreen from '../../src/screens/account/TwoFactorScreen';
import { twoFactorFlow } from '../../src/machines/two-factor.flow';
import { alertText, expectBusy, expectReady, press, typeInto } from './dom';
import { securityOverview } from './fixtures';
import { renderScreen, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';

let wire: FakeWire;
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-DD${String.fromCharCode(65 + i)}A`);

const paths = modelPaths({
  machine: twoFactorFlow,
  states: {
    loading: () => {
      expect(screen.getByLabelText('Loading…')).toBeTruthy();
      expect(wire.pending('info')).toBeTruthy();
    },
    unavailable: () => {
      expect(alertText()).toContain('could not be reached');
    },
    off: () => {
      expectReady('Set up');
      expect(screen.queryByTestId('totp-secret')).toBeNull();
    },
    starting: () => {
      expectBusy('Set up');
      expect(wire.pending('twoFactorStart')).toBeTruthy();
    },
    confirming: () => {
      expect(screen.getByTestId('totp-secret').textContent).toBe(secret);
      expect(screen.getByRole('img', { name: 'QR code for the authenticator app' })).toBeTruthy();
      expectReady('Turn on');
    },
    enabling: () => {
      expectBusy('Turn on');
      expect(wire.pending('twoFactorEnable').params).toEqual({ code: '123456' });
    },
    showingRecoveryCodes: () => {
      expect(screen.getByRole('heading', { name: 'Two-factor authentication is on' })).toBeTruthy();
      expect(screen.getByTestId('recovery-codes').querySelectorAll('li')).toHaveLength(10);
      expect(screen.queryByTestId('totp-secret')).toBeNull();
    },
    on: () => {
      expectReady('Turn off');
      expect(screen.getByText(/withdrawals are paused for 24 hours/)).toBeTruthy();
      expect(screen.queryByText(recoveryCodes[0])).toBeNull();
    },
    disabling: () => {
      expectBusy('Turn off');
      expect(wire.pending('twoFactorDisable').params).toEqual({ code: '654321' });
    },
  },
  events: {
    RENDER: async () => {
      ({ wire } = await renderScreen(<TwoFactorScreen />, { url: '/twoFactor', route: '/twoFactor', member: testUser }));
    },
    'loadSecurity.done [isOn]': () => wire.answer('info', securityOverview({ two_factor_enabled: true })),
    'loadSecurity.done [otherwise]': () => wire.answer('info', securityOverview({ two_factor_enabled: false })),
    'loadSecurity.failed': () => wire.cutOff('info'),
    RETRY: () => press('Try again'),
    START: () => press('Set up'),
    'startEnrolment.done': () => wire.answer('twoFactorStart', { secret, otpauth_uri: `otpauth://totp/x?secret=${secret}` }),
    'startEnrolment.failed': async () => {
      await wire.refuse('twoFactorStart', 4133, 'Two-factor authentication is already on.');
      expect(alertText()).toContain('already on');
    },
    'CONFIRM [codeTyped]': async () => {
      await press('Turn on');
      expect(screen.getByText('Enter the 6-digit code from your authenticator app, or a recovery code.')).toBeTruthy();
      expect(wire.callsOf('twoFactorEnable')).toHaveLength(0);
      await typeInto('Code from the app', '123456');
      await press('Turn on');
    },
    CANCEL: () => press('Cancel'),
    'enable.done': () => wire.answer('twoFactorEnable', { recovery_codes: recoveryCodes }),
    'enable.failed': async () => {
      await wire.refuse('twoFactorEnable', 4131, 'The authentication code is wrong or was already used.');
      expect(alertText()).toContain('wrong');
    },
    DONE: () => press('I have saved them'),
    'TURN_OFF [codeTyped]': async () => {
      await typeInto('Code from the app', '654321');
      await press('Turn off');
    },
    'disable.done': async () => {
      await wire.answer('twoFactorDisable', null);
      expect(screen.getByText('Two-factor authentication is off. Withdrawals are paused for 24 hours.')).toBeTruthy();
    },
    'disable.failed': async () => {
      await wire.refuse('twoFactorDisable', 4131, 'The authentication code is wrong or was already used.');
      expect(alertText()).toContain('wrong');
    },
  },
});

describe('two-factor flow on the /twoFactor screen (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it(`walks ${paths.length} shortest paths`, () => {
    expect(paths.length).toBe(16);
  });

  for (const path of paths) it(path.description, path.run);
});
