// Model-based test of the transaction-password flow on the real /bindmpwd screen: set the first
// time, change with the old one.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BindTpwdScreen from '../../src/screens/account/BindTpwdScreen';
import { tpwdFlow, type TpwdPurpose } from '../../src/machines/tpwd.flow';
import { alertText, choose, expectBusy, expectReady, press, typeInto } from './dom';
import { securityOverview } from './fixtures';
import { renderScreen, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';

let wire: FakeWire;
let purpose: TpwdPurpose;
const call = () => (purpose === 'set' ? 'saveTpwd' : 'updateTpassword');

const paths = modelPaths({
  machine: tpwdFlow,
  scenarios: [['RENDER', 'loadSecurity.done [otherwise]']],
  states: {
    checking: () => {
      expect(screen.getByLabelText('Loading…')).toBeTruthy();
      expect(wire.pending('info')).toBeTruthy();
    },
    unavailable: () => {
      expect(alertText()).toContain('could not be reached');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    },
    editing: () => {
      expectReady('Save transaction password');
      expect(screen.getByLabelText('Repeat transaction password')).toBeTruthy();
      if (purpose === 'set') {
        expect(screen.getByRole('heading', { name: 'Set transaction password' })).toBeTruthy();
        expect(screen.getByLabelText('Login password')).toBeTruthy();
        expect(screen.queryByText(/withdrawals are paused/)).toBeNull();
      } else {
        expect(screen.getByRole('heading', { name: 'Change transaction password' })).toBeTruthy();
        expect(screen.getByLabelText('Current transaction password')).toBeTruthy();
        expect(screen.getByText(/withdrawals are paused for 24 hours/)).toBeTruthy();
      }
    },
    validating: () => {
      throw new Error('validating decides at once and is never shown');
    },
    submitting: () => {
      expectBusy('Save transaction password');
      const expected = purpose === 'set'
        ? { tpwd: '246810', retpwd: '246810', password: 'Secret123' }
        : { old_tpwd: '135790', tpwd: '246810', retpwd: '246810' };
      expect(wire.pending(call()).params).toEqual(expected);
    },
    saved: () => {
      expect(screen.getByRole('heading', { name: 'Transaction password saved' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to account security' }).getAttribute('href')).toBe('/setting');
      expect(wire.callsOf('getInfo')).toHaveLength(2);
    },
  },
  events: {
    RENDER: async () => {
      ({ wire } = await renderScreen(<BindTpwdScreen />, { url: '/bindmpwd', route: '/bindmpwd', member: testUser }));
    },
    'loadSecurity.done [tpwdIsSet]': async () => {
      purpose = 'change';
      await wire.answer('info', securityOverview({ tpwd_set: true }));
    },
    'loadSecurity.done [otherwise]': async () => {
      purpose = 'set';
      await wire.answer('info', securityOverview({ tpwd_set: false }));
    },
    'loadSecurity.failed': () => wire.cutOff('info'),
    RETRY: () => press('Try again'),
    'SUBMIT [formIsValid]': async () => {
      if (purpose === 'change') await typeInto('Current transaction password', '135790');
      await typeInto(purpose === 'set' ? 'Transaction password' : 'New transaction password', '246810');
      await typeInto('Repeat transaction password', '246810');
      if (purpose === 'set') await typeInto('Login password', 'Secret123');
      await press('Save transaction password');
    },
    'SUBMIT [otherwise]': async () => {
      await typeInto(purpose === 'set' ? 'Transaction password' : 'New transaction password', '2468');
      await press('Save transaction password');
      expect(screen.getByText('Transaction password must be 6 digits')).toBeTruthy();
      expect(screen.getAllByText('Please enter the 6-digit transaction password').length).toBeGreaterThan(0);
    },
    'saveTpwd.done': () => wire.answer(call(), null, 'Saved'),
    'saveTpwd.failed': async () => {
      await wire.refuse(call(), 4110, 'Wrong transaction password');
      expect(alertText()).toContain('Wrong transaction password');
    },
  },
});

describe('transaction-password flow on /bindmpwd (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it(`walks ${paths.length} shortest paths`, () => {
    console.info(`tpwd model: ${paths.length} paths`);
    expect(paths.length).toBe(12);
  });

  for (const path of paths) it(path.description, path.run);
});

describe('/bindmpwd, beyond the chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('changes with a code sent to the bound email, showing the demo code', async () => {
    const { wire } = await renderScreen(<BindTpwdScreen />, { url: '/bindmpwd', route: '/bindmpwd', member: testUser });
    await wire.answer('info', securityOverview({ tpwd_set: true }));
    await choose('radio', 'A verification code');
    expect(screen.getByText('The code goes to ada@example.test.')).toBeTruthy();
    await press('Send code');
    expect(wire.pending('getCode').params).toEqual({ email: 'ada@example.test', scene: 'reset' });
    await wire.answer('getCode', { countdown: 60, demoCode: '424242' });
    expect(screen.getByText('Demo code (shown only in demo mode): 424242')).toBeTruthy();
    await typeInto('New transaction password', '246810');
    await typeInto('Repeat transaction password', '246810');
    await press('Save transaction password');
    expect(screen.getByText('Verification code must be filled')).toBeTruthy();
    await typeInto('Verification code', '424242');
    await press('Save transaction password');
    expect(wire.pending('updateTpassword').params).toEqual({ type: 'email', code: '424242', tpwd: '246810', retpwd: '246810' });
  });
});
