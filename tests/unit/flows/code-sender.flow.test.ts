import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { codeAddressError, codeRequestFor, codeSenderFlow, selectCodeSender, type CodeRequest, type CodeSent } from '../../../src/machines/code-sender.flow';
import { flushPromises, heldService, serverSays } from './support';

function startSender(countdownSeconds = 60) {
  const sendCode = heldService<CodeSent, CodeRequest>();
  const actor = createActor(codeSenderFlow.provide({ actors: { sendCode: sendCode.logic } }), { input: { countdownSeconds } }).start();
  return { actor, sendCode };
}

const request: CodeRequest = { channel: 'email', address: 'ada@example.test', scene: 'register' };

describe('code sender', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("counts down the server's seconds, one a second, then allows another code", async () => {
    const { actor, sendCode } = startSender();
    actor.send({ type: 'SEND', request });
    expect(selectCodeSender(actor.getSnapshot())).toMatchObject({ canSend: false, sending: true });
    expect(sendCode.last().input).toEqual(request);

    sendCode.last().resolve({ countdown: 3, demoCode: '123456' });
    await flushPromises();
    expect(selectCodeSender(actor.getSnapshot())).toMatchObject({ canSend: false, sending: false, secondsLeft: 3, demoCode: '123456' });

    await vi.advanceTimersByTimeAsync(1000);
    expect(selectCodeSender(actor.getSnapshot()).secondsLeft).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(selectCodeSender(actor.getSnapshot()).secondsLeft).toBe(1);
    expect(actor.getSnapshot().value).toBe('countingDown');
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('ready');
    // The demo code stays visible after the wait: it is still the valid one.
    expect(selectCodeSender(actor.getSnapshot())).toMatchObject({ canSend: true, secondsLeft: 0, demoCode: '123456' });
  });

  it("uses the site's countdown when the server gives none", async () => {
    const { actor, sendCode } = startSender(45);
    actor.send({ type: 'SEND', request });
    sendCode.last().resolve({ countdown: 0 });
    await flushPromises();
    expect(actor.getSnapshot().context.secondsLeft).toBe(45);
    expect(actor.getSnapshot().context.demoCode).toBeNull();
  });

  it('ignores another request while counting down', async () => {
    const { actor, sendCode } = startSender();
    actor.send({ type: 'SEND', request });
    sendCode.last().resolve({ countdown: 60 });
    await flushPromises();
    actor.send({ type: 'SEND', request });
    expect(sendCode.calls).toHaveLength(1);
  });

  it("shows the server's refusal and lets the user ask again", async () => {
    const { actor, sendCode } = startSender();
    actor.send({ type: 'SEND', request });
    sendCode.last().reject(serverSays(4105, 'Please wait 42 seconds before requesting another code'));
    await flushPromises();
    expect(selectCodeSender(actor.getSnapshot())).toMatchObject({
      canSend: true,
      refusal: { kind: 'server', code: 4105, message: 'Please wait 42 seconds before requesting another code' },
    });
    actor.send({ type: 'SEND', request });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    expect(sendCode.calls).toHaveLength(2);
  });

  it('forgets the code and the wait when the address changes', async () => {
    const { actor, sendCode } = startSender();
    actor.send({ type: 'SEND', request });
    sendCode.last().resolve({ countdown: 60, demoCode: '654321' });
    await flushPromises();
    actor.send({ type: 'RESET' });
    expect(selectCodeSender(actor.getSnapshot())).toMatchObject({ canSend: true, secondsLeft: 0, demoCode: null });
  });

  it("checks the address with the contract's words and sends it as the server stores it", () => {
    expect(codeAddressError('email', '')).toBe('error.emailInvalid');
    expect(codeAddressError('email', 'not-an-email')).toBe('error.emailInvalid');
    expect(codeAddressError('phone', '')).toBe('error.phoneEmpty');
    expect(codeAddressError('phone', '12ab')).toBe('error.phoneInvalid');
    expect(codeAddressError('phone', '+44 7700 900123')).toBeUndefined();
    expect(codeRequestFor('email', ' Ada@Example.TEST ', 'reset')).toEqual({ channel: 'email', address: 'ada@example.test', scene: 'reset' });
    expect(codeRequestFor('phone', '+44 7700-900123', 'bind')).toEqual({ channel: 'phone', address: '+447700900123', scene: 'bind' });
  });
});
