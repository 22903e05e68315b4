import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { bindContactFlow, type BindSubmission, type Bound } from '../../../src/machines/bind-contact.flow';
import { codeSenderFlow, type CodeRequest, type CodeSent } from '../../../src/machines/code-sender.flow';
import type { AccountType } from '../../../src/machines/form-validation';
import { heldService, offline, serverSays } from './support';

function startBind(channel: AccountType) {
  const sendCode = heldService<CodeSent, CodeRequest>();
  const bindContact = heldService<Bound, { submission: BindSubmission; rtoken: string }>();
  const refreshSession = vi.fn();
  const actor = createActor(
    bindContactFlow.provide({
      actors: { codeSender: codeSenderFlow.provide({ actors: { sendCode: sendCode.logic } }), bindContact: bindContact.logic },
      actions: { refreshSession },
    }),
    { input: { channel, countdownSeconds: 60 } },
  ).start();
  const submitWith = (address: string, code: string) => {
    actor.send({ type: 'FIELD_CHANGED', field: 'address', value: address });
    actor.send({ type: 'FIELD_CHANGED', field: 'code', value: code });
    actor.send({ type: 'SUBMIT' });
    return actor.getSnapshot().context.errors;
  };
  return { actor, sendCode, bindContact, refreshSession, submitWith };
}

describe('bind email', () => {
  it.each([
    ['', '123456', { address: 'error.emailInvalid' }],
    ['ada@example', '123456', { address: 'error.emailInvalid' }],
    ['ada@example.test', '', { code: 'error.codeRequired' }],
  ])('checks %j with code %j', (address, code, expected) => {
    expect(startBind('email').submitWith(address, code)).toEqual(expected);
  });

  it('does not ask for a code for an address that is not an email', () => {
    const { actor, sendCode } = startBind('email');
    actor.send({ type: 'FIELD_CHANGED', field: 'address', value: 'nope' });
    actor.send({ type: 'SEND_CODE' });
    expect(actor.getSnapshot().context.errors).toEqual({ address: 'error.emailInvalid' });
    expect(sendCode.calls).toHaveLength(0);
  });

  it('sends a bind code to the new address, binds it and refreshes the session', async () => {
    const { actor, sendCode, bindContact, refreshSession, submitWith } = startBind('email');
    actor.send({ type: 'FIELD_CHANGED', field: 'address', value: 'New@Example.test' });
    actor.send({ type: 'SEND_CODE' });
    expect(sendCode.last().input).toEqual({ channel: 'email', address: 'new@example.test', scene: 'bind' });
    submitWith('New@Example.test', '123456');
    expect(bindContact.last().input.submission).toEqual({ call: 'bindEmail', params: { email: 'new@example.test', code: '123456' } });
    bindContact.last().resolve({ email: 'new@example.test' });
    await waitFor(actor, (s) => s.matches('bound'));
    expect(actor.getSnapshot().context.bound).toBe('new@example.test');
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('shows "already used by another account" and keeps the rtoken for a retry', async () => {
    const { actor, bindContact, submitWith } = startBind('email');
    submitWith('taken@example.test', '123456');
    const rtoken = bindContact.last().input.rtoken;
    bindContact.last().reject(serverSays(4115, 'This email or phone is already used by another account'));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.refusal).toMatchObject({ code: 4115 });
    actor.send({ type: 'SUBMIT' });
    expect(bindContact.last().input.rtoken).toBe(rtoken);
    bindContact.last().reject(offline());
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.refusal).toEqual({ kind: 'unreachable' });
  });
});

describe('bind phone', () => {
  it.each([
    ['', { address: 'error.phoneEmpty' }],
    ['12-ab', { address: 'error.phoneInvalid' }],
  ])('checks %j', (address, expected) => {
    expect(startBind('phone').submitWith(address, '123456')).toEqual(expected);
  });

  it('binds with bindPhone, the number as the server stores it', () => {
    const { bindContact, submitWith } = startBind('phone');
    submitWith('+44 7700 900123', '123456');
    expect(bindContact.last().input.submission).toEqual({ call: 'bindPhone', params: { phone: '+447700900123', code: '123456' } });
  });
});
