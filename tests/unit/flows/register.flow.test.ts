import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { codeSenderFlow, type CodeRequest, type CodeSent } from '../../../src/machines/code-sender.flow';
import { registerFlow, type InvitationRule, type RegisterParams, type Registered, type RegisterValues } from '../../../src/machines/register.flow';
import { flushPromises, heldService, offline, serverSays } from './support';

function startRegister(invitation: InvitationRule = 'optional', invitationCode: string | null = null) {
  const sendCode = heldService<CodeSent, CodeRequest>();
  const register = heldService<Registered, { params: RegisterParams; rtoken: string }>();
  const actor = createActor(
    registerFlow.provide({ actors: { codeSender: codeSenderFlow.provide({ actors: { sendCode: sendCode.logic } }), register: register.logic } }),
    { input: { invitation, invitationCode, countdownSeconds: 60 } },
  ).start();
  const fill = (values: Partial<Omit<RegisterValues, 'agree'>>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'FIELD_CHANGED', field: field as keyof typeof values, value: value as string });
  };
  const fillValid = () => {
    fill({ account: 'Ada@Example.test', code: '123456', password: 'Secret123', repassword: 'Secret123' });
    actor.send({ type: 'AGREEMENT_TOGGLED', agreed: true });
  };
  const errors = () => actor.getSnapshot().context.errors;
  const sender = () => actor.getSnapshot().children.codeSender!;
  return { actor, sendCode, register, fill, fillValid, errors, sender };
}

describe('register flow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says what is missing on an empty form, with the contract keys, and sends nothing', () => {
    const { actor, register, errors } = startRegister();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(errors()).toEqual({
      account: 'error.accountEmpty',
      code: 'error.codeRequired',
      password: 'error.passwordEmpty',
      repassword: 'error.passwordEmpty',
      agree: 'error.agreementRequired',
    });
    expect(register.calls).toHaveLength(0);
  });

  it.each([
    ['email', { account: 'ada@' }, 'account', 'error.emailInvalid'],
    ['phone', { account: '12ab' }, 'account', 'error.phoneInvalid'],
    ['email', { password: 'short1', repassword: 'short1' }, 'password', 'error.passwordWeak'],
    ['email', { password: 'Secret123', repassword: 'Secret124' }, 'repassword', 'error.passwordsDoNotMatch'],
  ] as const)('on the %s tab, %o gives %s: %s', (tab, values, field, key) => {
    const { actor, fillValid, fill, errors } = startRegister();
    actor.send({ type: 'TAB_CHOSEN', tab });
    fillValid();
    if (tab === 'phone') fill({ account: '+447700900123' });
    fill(values);
    actor.send({ type: 'SUBMIT' });
    expect(errors()).toEqual({ [field]: key });
  });

  it('requires the agreement box', () => {
    const { actor, fillValid, errors } = startRegister();
    fillValid();
    actor.send({ type: 'AGREEMENT_TOGGLED', agreed: false });
    actor.send({ type: 'SUBMIT' });
    expect(errors()).toEqual({ agree: 'error.agreementRequired' });
  });

  it('requires the invitation code only when the site says so', () => {
    const required = startRegister('required');
    required.fillValid();
    required.actor.send({ type: 'SUBMIT' });
    expect(required.errors()).toEqual({ invitation_code: 'error.invitationCodeRequired' });

    const optional = startRegister('optional');
    optional.fillValid();
    optional.actor.send({ type: 'SUBMIT' });
    expect(optional.actor.getSnapshot().value).toBe('submitting');
  });

  it('takes the invitation code from the link', () => {
    const { actor, fillValid, register } = startRegister('required', 'FRIEND7');
    fillValid();
    actor.send({ type: 'SUBMIT' });
    expect(register.last().input.params.invitation_code).toBe('FRIEND7');
  });

  it('registers with the params the contract expects', async () => {
    const { actor, fillValid, register } = startRegister();
    fillValid();
    actor.send({ type: 'SUBMIT' });
    expect(register.last().input.params).toEqual({
      type: 'email', account: 'Ada@Example.test', code: '123456', password: 'Secret123', repassword: 'Secret123', agree: '1',
    });
    register.last().resolve({ account: 'ada@example.test' });
    await waitFor(actor, (s) => s.matches('registered'));
    expect(actor.getSnapshot().context.registered).toBe('ada@example.test');
  });

  it('shows "verification codes are not equal" from the server and keeps the rtoken for an unchanged retry', async () => {
    const { actor, fillValid, register } = startRegister();
    fillValid();
    actor.send({ type: 'SUBMIT' });
    const rtoken = register.last().input.rtoken;
    register.last().reject(serverSays(4104, 'Verification codes are not equal'));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.refusal).toEqual({ kind: 'server', code: 4104, message: 'Verification codes are not equal' });

    actor.send({ type: 'SUBMIT' });
    expect(register.last().input.rtoken).toBe(rtoken);
    register.last().reject(offline());
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'FIELD_CHANGED', field: 'code', value: '654321' });
    actor.send({ type: 'SUBMIT' });
    expect(register.last().input.rtoken).not.toBe(rtoken);
  });

  it('checks the address before asking for a code: "mobile number cannot be empty" on the phone tab', () => {
    const { actor, sendCode, errors } = startRegister();
    actor.send({ type: 'TAB_CHOSEN', tab: 'phone' });
    actor.send({ type: 'SEND_CODE' });
    expect(errors()).toEqual({ account: 'error.phoneEmpty' });
    expect(sendCode.calls).toHaveLength(0);
  });

  it('sends a register code to the typed address and counts down without waiting for real time', async () => {
    const { actor, fill, sendCode, sender } = startRegister();
    fill({ account: ' Ada@Example.test' });
    actor.send({ type: 'SEND_CODE' });
    expect(sendCode.last().input).toEqual({ channel: 'email', address: 'ada@example.test', scene: 'register' });
    sendCode.last().resolve({ countdown: 60, demoCode: '123456' });
    await flushPromises();
    expect(sender().getSnapshot().context).toMatchObject({ secondsLeft: 60, demoCode: '123456' });
    await vi.advanceTimersByTimeAsync(59_000);
    expect(sender().getSnapshot().context.secondsLeft).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sender().getSnapshot().value).toBe('ready');
  });

  it('starts over on the other tab: account, code and the code sender', async () => {
    const { actor, fill, sendCode, sender } = startRegister();
    fill({ account: 'ada@example.test', code: '123456' });
    actor.send({ type: 'SEND_CODE' });
    sendCode.last().resolve({ countdown: 60, demoCode: '123456' });
    await flushPromises();
    actor.send({ type: 'TAB_CHOSEN', tab: 'phone' });
    expect(actor.getSnapshot().context).toMatchObject({ type: 'phone', values: { account: '', code: '' } });
    expect(sender().getSnapshot().value).toBe('ready');
    expect(sender().getSnapshot().context.demoCode).toBeNull();
  });
});

describe('register flow: every message at once', () => {
  it('reports a weak password and a bad address even before the agreement is ticked', () => {
    const { actor, fill, errors } = startRegister();
    fill({ account: 'ada@', code: '1', password: 'letters', repassword: 'letters' });
    actor.send({ type: 'SUBMIT' });
    expect(errors()).toEqual({ account: 'error.emailInvalid', password: 'error.passwordWeak', agree: 'error.agreementRequired' });
  });
});
