// Model-based test of the code sender, driven through the register screen's code button.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RegisterScreen from '../../src/screens/auth/RegisterScreen';
import { codeSenderFlow } from '../../src/machines/code-sender.flow';
import { choose, press, typeInto } from './dom';
import { renderScreen, type FakeWire } from './harness';
import { modelPaths } from './run-model';

let wire: FakeWire;

const sendButton = () => screen.getByRole('button', { name: /send code|resend in|sending/i }) as HTMLButtonElement;
const secondsShown = () => Number(/Resend in (\d+)s/.exec(sendButton().textContent ?? '')?.[1]);

const paths = modelPaths({
  machine: codeSenderFlow,
  states: {
    ready: () => {
      expect(sendButton().textContent).toBe('Send code');
      expect(sendButton().disabled).toBe(false);
    },
    sending: () => {
      expect(sendButton().disabled).toBe(true);
      expect(sendButton().hasAttribute('data-loading')).toBe(true);
      expect(wire.pending('getCode').params).toEqual({ email: 'ada@example.test', scene: 'register' });
    },
    countingDown: () => {
      expect(sendButton().disabled).toBe(true);
      expect(secondsShown()).toBeGreaterThan(0);
      expect(screen.getByRole('status').textContent).toContain('Demo code (shown only in demo mode): 123456');
    },
  },
  events: {
    RENDER: async () => {
      ({ wire } = await renderScreen(<RegisterScreen />, { url: '/register', route: '/register' }));
    },
    SEND: async () => {
      await typeInto('Email address', 'Ada@Example.test');
      await press('Send code');
    },
    'sendCode.done': async () => {
      await wire.answer('getCode', { countdown: 3, demoCode: '123456' }, 'Verification code sent');
      expect(secondsShown()).toBe(3);
    },
    'sendCode.failed': async () => {
      await wire.refuse('getCode', 4105, 'Please wait 42 seconds before requesting another code');
      expect(screen.getByText('Please wait 42 seconds before requesting another code')).toBeTruthy();
    },
    'after oneSecond [otherwise]': async () => {
      const before = secondsShown();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(secondsShown()).toBe(before - 1);
    },
    'after oneSecond [countdownOver]': async () => {
      await act(() => vi.advanceTimersByTimeAsync(secondsShown() * 1000));
      // The code stays on show after the wait: it is still the valid one.
      expect(screen.getByRole('status').textContent).toContain('123456');
    },
    RESET: async () => {
      await choose('tab', 'Phone');
      expect(screen.getByLabelText('Phone number')).toBeTruthy();
      expect(screen.queryByRole('status')).toBeNull();
    },
  },
});

describe('code sender on the register screen (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it(`walks ${paths.length} shortest paths`, () => {
    console.info(`code sender model: ${paths.length} paths`);
    expect(paths.length).toBe(9);
  });

  for (const path of paths) it(path.description, path.run);
});
