// Model-based test of the bind flow on the real /bindemail and /bindphone screens.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BindEmailScreen from '../../src/screens/account/BindEmailScreen';
import BindPhoneScreen from '../../src/screens/account/BindPhoneScreen';
import { bindContactFlow } from '../../src/machines/bind-contact.flow';
import { alertText, expectBusy, expectReady, press, typeInto } from './dom';
import { renderScreen, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';

const channels = {
  email: {
    Screen: BindEmailScreen, url: '/bindemail', title: 'Bind email', field: 'New email address', typed: 'New@Example.test',
    call: 'bindEmail', params: { email: 'new@example.test', code: '123456' }, bound: { email: 'new@example.test' }, done: 'Email bound',
    missing: 'Email does not conform to the rules',
  },
  phone: {
    Screen: BindPhoneScreen, url: '/bindphone', title: 'Bind phone', field: 'New phone number', typed: '+44 7700 900123',
    call: 'bindPhone', params: { phone: '+447700900123', code: '123456' }, bound: { phone: '+447700900123' }, done: 'Phone bound',
    missing: 'Mobile number cannot be empty',
  },
} as const;

for (const [channel, c] of Object.entries(channels)) {
  let wire: FakeWire;

  const paths = modelPaths({
    machine: bindContactFlow,
    states: {
      editing: () => {
        expect(screen.getByRole('heading', { name: c.title })).toBeTruthy();
        expect(screen.getByLabelText(c.field)).toBeTruthy();
        expect(screen.getByLabelText('Verification code')).toBeTruthy();
        expect(screen.getByText(/withdrawals are paused for 24 hours/)).toBeTruthy();
        expectReady('Bind');
      },
      validating: () => {
        throw new Error('validating decides at once and is never shown');
      },
      submitting: () => {
        expectBusy('Bind');
        expect(wire.pending(c.call).params).toEqual(c.params);
      },
      bound: () => {
        expect(screen.getByRole('heading', { name: c.done })).toBeTruthy();
        expect(screen.getByText(new RegExp(`${Object.values(c.bound)[0].replace('+', '\\+')} is now bound`))).toBeTruthy();
        expect(wire.callsOf('getInfo')).toHaveLength(2);
      },
    },
    events: {
      RENDER: async () => {
        ({ wire } = await renderScreen(<c.Screen />, { url: c.url, route: c.url, member: testUser }));
      },
      'SUBMIT [formIsValid]': async () => {
        await typeInto(c.field, c.typed);
        await typeInto('Verification code', '123456');
        await press('Bind');
      },
      'SUBMIT [otherwise]': async () => {
        await typeInto('Verification code', '123456');
        await press('Bind');
        expect(screen.getByText(c.missing)).toBeTruthy();
      },
      'bindContact.done': () => wire.answer(c.call, c.bound, 'Bound successfully'),
      'bindContact.failed': async () => {
        await wire.refuse(c.call, 4115, 'This email or phone is already used by another account');
        expect(alertText()).toContain('already used by another account');
      },
    },
  });

  describe(`bind flow on /bind${channel} (model paths)`, () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => {
      cleanup();
      vi.useRealTimers();
    });

    it(`walks ${paths.length} shortest paths`, () => {
      console.info(`bind ${channel} model: ${paths.length} paths`);
      expect(paths.length).toBe(5);
    });

    for (const path of paths) it(path.description, path.run);
  });
}

describe('/bindemail, beyond the chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('says which email is bound now and sends the bind code to the new one', async () => {
    const { wire } = await renderScreen(<BindEmailScreen />, { url: '/bindemail', route: '/bindemail', member: testUser });
    expect(screen.getByText('Bound now: ada@example.test. A new one replaces it.')).toBeTruthy();
    await typeInto('New email address', 'new@example');
    await press('Send code');
    expect(screen.getByText('Email does not conform to the rules')).toBeTruthy();
    expect(wire.callsOf('getCode')).toHaveLength(0);
    await typeInto('New email address', 'new@example.test');
    await press('Send code');
    expect(wire.pending('getCode').params).toEqual({ email: 'new@example.test', scene: 'bind' });
  });
});
