// Model-based test of the security overview on the real /setting screen.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SettingScreen from '../../src/screens/account/SettingScreen';
import { securityOverviewFlow } from '../../src/machines/security-overview.flow';
import { alertText, press } from './dom';
import { securityOverview } from './fixtures';
import { renderScreen, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';

let wire: FakeWire;
const lockEnd = Date.UTC(2030, 0, 2, 15, 30);
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

const paths = modelPaths({
  machine: securityOverviewFlow,
  states: {
    loading: () => {
      expect(screen.getByLabelText('Loading…')).toBeTruthy();
      expect(wire.pending('info')).toBeTruthy();
    },
    shown: () => {
      expect(screen.getByTestId('security-level').textContent).toBe('Weak');
      expect(hrefOf('Bind a phone number')).toBe('/bindphone');
      expect(screen.getByRole('status').textContent).toMatch(/Withdrawals are paused until .*2030/);
      const table = within(screen.getByRole('table', { name: 'Security settings' }));
      expect(table.getByText('ada@example.test')).toBeTruthy();
      expect(table.getAllByText('Not bound')).toHaveLength(1);
      expect(table.getByRole('link', { name: 'Change login password' }).getAttribute('href')).toBe('/forgetpwd?type=changepwd');
      expect(table.getByRole('link', { name: 'Change transaction password' }).getAttribute('href')).toBe('/bindmpwd');
      expect(table.getByRole('link', { name: 'Change' }).getAttribute('href')).toBe('/bindemail');
      expect(table.getByRole('link', { name: 'Bind' }).getAttribute('href')).toBe('/bindphone');
      expect(table.getAllByRole('link', { name: 'Set up' }).map((l) => l.getAttribute('href'))).toEqual(['/secQuestion', '/antiPhishing']);
      expect(table.getByRole('link', { name: 'Turn on' }).getAttribute('href')).toBe('/twoFactor');
    },
    unavailable: () => {
      expect(alertText()).toContain('could not be reached');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    },
  },
  events: {
    RENDER: async () => {
      ({ wire } = await renderScreen(<SettingScreen />, { url: '/setting', route: '/setting', member: testUser }));
    },
    'loadSecurity.done': () =>
      wire.answer('info', securityOverview({
        tpwd_set: true, security_level: 'weak', next_step: 'security.step.bindPhone', withdraw_lock_until: lockEnd,
      })),
    'loadSecurity.failed': () => wire.cutOff('info'),
    RETRY: () => press('Try again'),
  },
});

describe('security overview on /setting (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it(`walks ${paths.length} shortest paths`, () => {
    console.info(`security overview model: ${paths.length} paths`);
    expect(paths.length).toBe(4);
  });

  for (const path of paths) it(path.description, path.run);
});

describe('/setting, beyond the chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a strong account with no next step and no lock', async () => {
    const { wire } = await renderScreen(<SettingScreen />, { url: '/setting', route: '/setting', member: testUser });
    await wire.answer('info', securityOverview({
      phone: '+447700900123', phone_bound: true, tpwd_set: true, sec_questions_set: true, two_factor_enabled: true, anti_phishing_set: true, password_strength: 'strong', security_level: 'strong', next_step: null,
    }));
    expect(screen.getByRole('link', { name: 'Turn off' }).getAttribute('href')).toBe('/twoFactor');
    expect(screen.getByTestId('security-level').textContent).toBe('Strong');
    expect(screen.queryByText('To raise it:')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says not secure and points to the transaction password first', async () => {
    const { wire } = await renderScreen(<SettingScreen />, { url: '/setting', route: '/setting', member: testUser });
    await wire.answer('info', securityOverview());
    expect(screen.getByTestId('security-level').textContent).toBe('Not secure');
    expect(hrefOf('Set a transaction password')).toBe('/bindmpwd');
  });

  it('names two-factor authentication, then the anti-phishing phrase, as the steps after the questions', async () => {
    const { wire } = await renderScreen(<SettingScreen />, { url: '/setting', route: '/setting', member: testUser });
    await wire.answer('info', securityOverview({ security_level: 'weak', next_step: 'security.step.turnOnTwoFactor' }));
    expect(hrefOf('Turn on two-factor authentication')).toBe('/twoFactor');
    cleanup();
    const again = await renderScreen(<SettingScreen />, { url: '/setting', route: '/setting', member: testUser });
    await again.wire.answer('info', securityOverview({ security_level: 'weak', next_step: 'security.step.setAntiPhishing' }));
    expect(hrefOf('Choose an anti-phishing phrase')).toBe('/antiPhishing');
  });
});
