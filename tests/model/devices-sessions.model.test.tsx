// /devices on the real screen: every state of the sessions and devices flow is looked at. The page
// lists the live sessions (this one marked, no sign-out for it), signs out one other session or all
// others and loads again, shows a refusal beside the list, and lists the login history with failures.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { devicesSessionsFlow, type ActiveSession, type LoginRecord } from '../../src/machines/devices-sessions.flow';
import DevicesScreen from '../../src/screens/devices/DevicesScreen';
import { alertText, press } from './dom';
import { renderScreen, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';

let wire: FakeWire;

const sessions: ActiveSession[] = [
  { id: 'se1', browser: 'Firefox', os: 'Linux', ip: '203.0.113.7', first_seen: Date.UTC(2026, 0, 5, 6), last_seen: Date.UTC(2026, 0, 5, 9), current: true },
  { id: 'se2', browser: 'Chrome', os: 'Windows', ip: '198.51.100.4', first_seen: Date.UTC(2026, 0, 4, 6), last_seen: Date.UTC(2026, 0, 5, 8), current: false },
];
const history: LoginRecord[] = [
  { at: Date.UTC(2026, 0, 5, 6), ip: '203.0.113.7', browser: 'Firefox', os: 'Linux', ok: true, failed_step: null },
  { at: Date.UTC(2026, 0, 5, 5), ip: '192.0.2.9', browser: 'Safari', os: 'iOS', ok: false, failed_step: 'password' },
  { at: Date.UTC(2026, 0, 5, 4), ip: '192.0.2.9', browser: 'Safari', os: 'iOS', ok: false, failed_step: 'code' },
];

const open = () => renderScreen(<DevicesScreen />, { url: '/devices', route: '/devices', member: testUser });
const sessionRows = () => within(screen.getByRole('table', { name: 'Sessions and devices' })).getAllByRole('row').slice(1);
const answerLoad = async (list = sessions) => {
  await wire.answer('sessions', list);
  await wire.answer('loginHistory', history);
};

const paths = modelPaths({
  machine: devicesSessionsFlow,
  states: {
    loading: () => expect(wire.pending('sessions')).toBeTruthy(),
    failed: () => expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy(),
    ready: () => {
      expect(sessionRows()).toHaveLength(2);
      expect(sessionRows()[0].textContent).toContain('Firefox on Linux');
      expect(sessionRows()[0].textContent).toContain('This device');
      expect(within(sessionRows()[0]).queryByRole('button')).toBeNull();
      expect(within(sessionRows()[1]).getByRole('button', { name: 'Sign out Chrome on Windows, 198.51.100.4' })).toBeTruthy();
      const logins = within(screen.getByRole('table', { name: 'Login history' })).getAllByRole('row').slice(1);
      expect(logins.map((r) => r.textContent)).toEqual([
        expect.stringContaining('Succeeded'), expect.not.stringContaining('authentication code'), expect.stringContaining('Failed: wrong authentication code'),
      ]);
      expect(logins[1].textContent).toContain('Failed');
      expect(screen.getByText('Logins of the last 90 days are kept, at most 200.')).toBeTruthy();
    },
    signingOut: () => expect(wire.pending('signOutSession').params).toEqual({ id: 'se2' }),
    signingOutOthers: () => expect(wire.pending('signOutOtherSessions')).toBeTruthy(),
  },
  events: {
    RENDER: async () => { ({ wire } = await open()); },
    'loadDevices.done': () => answerLoad(),
    'loadDevices.failed': () => wire.refuse('sessions', 1000, 'Please log in again'),
    RETRY: () => press(/try again/i),
    'SIGN_OUT [isOtherSession]': () => press('Sign out Chrome on Windows, 198.51.100.4'),
    'SIGN_OUT_OTHERS [hasOtherSessions]': () => press('Sign out all other sessions'),
    'signOutSession.done': () => wire.answer('signOutSession', null),
    'signOutSession.failed': () => wire.refuse('signOutSession', 4300, 'Not found'),
    'signOutOtherSessions.done': () => wire.answer('signOutOtherSessions', null),
    'signOutOtherSessions.failed': () => wire.refuse('signOutOtherSessions', 9999, 'Something went wrong'),
  },
});

describe('sessions and devices (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });
  for (const path of paths) it(path.description, path.run);
});

describe('sessions and devices, what the page says', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });

  it('shows a refused sign-out beside the list and keeps the list', async () => {
    ({ wire } = await open());
    await answerLoad();
    await press('Sign out Chrome on Windows, 198.51.100.4');
    await wire.refuse('signOutSession', 4300, 'Not found');
    expect(alertText()).toContain('Not found');
    expect(sessionRows()).toHaveLength(2);
  });

  it('offers no sign-out of others when this is the only session', async () => {
    ({ wire } = await open());
    await answerLoad([sessions[0]]);
    expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
  });
});
