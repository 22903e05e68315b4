import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { codeSenderFlow, type CodeRequest, type CodeSent } from '../../../src/machines/code-sender.flow';
import { passwordResetFlow, type PasswordMode, type PasswordSubmission, type PasswordValues } from '../../../src/machines/password-reset.flow';
import type { SecurityOverview } from '../../../src/machines/security-overview.flow';
import { overview } from './fixtures';
import { heldService, offline, serverSays } from './support';

function startPassword(mode: PasswordMode) {
  const sendCode = heldService<CodeSent, CodeRequest>();
  const loadSecurity = heldService<SecurityOverview, void>();
  const savePassword = heldService<null, { submission: PasswordSubmission; rtoken: string }>();
  const refreshSession = vi.fn();
  const actor = createActor(
    passwordResetFlow.provide({
      actors: { codeSender: codeSenderFlow.provide({ actors: { sendCode: sendCode.logic } }), loadSecurity: loadSecurity.logic, savePassword: savePassword.logic },
      actions: { refreshSession },
    }),
    { input: { mode, countdownSeconds: 60 } },
  ).start();
  const fill = (values: Partial<PasswordValues>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'FIELD_CHANGED', field: field as keyof PasswordValues, value: value as string });
  };
  const errors = () => actor.getSnapshot().context.errors;
  return { actor, sendCode, loadSecurity, savePassword, refreshSession, fill, errors };
}

const newPassword = { password: 'Newpass123', repassword: 'Newpass123' };

describe('password flow: reset by code', () => {
  it('says what is missing with the contract keys', () => {
    const { actor, errors, savePassword } = startPassword('reset');
    actor.send({ type: 'SUBMIT' });
    expect(errors()).toEqual({ account: 'error.accountEmpty', code: 'error.codeRequired', password: 'error.passwordEmpty', repassword: 'error.passwordEmpty' });
    expect(savePassword.calls).toHaveLength(0);
  });

  it.each([
    [{ account: 'ada@example.test', code: '1', password: 'Newpass123', repassword: 'Newpass124' }, { repassword: 'error.passwordsDoNotMatch' }],
    [{ account: 'ada@example.test', code: '1', password: 'letters', repassword: 'letters' }, { password: 'error.passwordWeak' }],
    [{ account: 'ada.example.test', code: '1', ...newPassword }, { account: 'error.emailInvalid' }],
  ])('checks %o', (values, expected) => {
    const { actor, fill, errors } = startPassword('reset');
    fill(values);
    actor.send({ type: 'SUBMIT' });
    expect(errors()).toEqual(expected);
  });

  it('checks a phone account on the phone tab', () => {
    const { actor, fill, errors } = startPassword('reset');
    actor.send({ type: 'TAB_CHOSEN', tab: 'phone' });
    fill({ account: '12ab', code: '1', ...newPassword });
    actor.send({ type: 'SUBMIT' });
    expect(errors()).toEqual({ account: 'error.phoneInvalid' });
  });

  it('sends a reset code to the typed account', () => {
    const { actor, fill, sendCode } = startPassword('reset');
    fill({ account: 'Ada@example.test' });
    actor.send({ type: 'SEND_CODE' });
    expect(sendCode.last().input).toEqual({ channel: 'email', address: 'ada@example.test', scene: 'reset' });
  });

  it('resets with resetPassword and ends saved', async () => {
    const { actor, fill, savePassword } = startPassword('reset');
    fill({ account: 'ada@example.test', code: '123456', ...newPassword });
    actor.send({ type: 'SUBMIT' });
    expect(savePassword.last().input.submission).toEqual({
      call: 'resetPassword', params: { type: 'email', account: 'ada@example.test', code: '123456', ...newPassword },
    });
    savePassword.last().resolve(null);
    await waitFor(actor, (s) => s.matches('passwordSaved'));
  });

  it('shows "verification codes are not equal" and retries with the same rtoken', async () => {
    const { actor, fill, savePassword } = startPassword('reset');
    fill({ account: 'ada@example.test', code: '000000', ...newPassword });
    actor.send({ type: 'SUBMIT' });
    const rtoken = savePassword.last().input.rtoken;
    savePassword.last().reject(serverSays(4104, 'Verification codes are not equal'));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.refusal).toMatchObject({ message: 'Verification codes are not equal' });
    actor.send({ type: 'SUBMIT' });
    expect(savePassword.last().input.rtoken).toBe(rtoken);
  });
});

describe('password flow: reset by security questions', () => {
  it('asks for all three answers with the code', () => {
    const { actor, fill, errors } = startPassword('reset');
    actor.send({ type: 'METHOD_CHOSEN', method: 'questions' });
    fill({ account: 'ada@example.test', code: '123456', answer1: 'Bob', ...newPassword });
    actor.send({ type: 'SUBMIT' });
    expect(errors()).toEqual({ answer2: 'error.securityAnswersRequired', answer3: 'error.securityAnswersRequired' });
  });

  it('resets with resetBySecQuestion', () => {
    const { actor, fill, savePassword } = startPassword('reset');
    actor.send({ type: 'METHOD_CHOSEN', method: 'questions' });
    fill({ account: 'ada@example.test', code: '123456', answer1: 'Bob', answer2: 'Ada', answer3: 'Kyoto', ...newPassword });
    actor.send({ type: 'SUBMIT' });
    expect(savePassword.last().input.submission).toEqual({
      call: 'resetBySecQuestion',
      params: { type: 'email', account: 'ada@example.test', code: '123456', answer1: 'Bob', answer2: 'Ada', answer3: 'Kyoto', ...newPassword },
    });
  });

  it("shows the server's word when the answers are wrong", async () => {
    const { actor, fill, savePassword } = startPassword('reset');
    actor.send({ type: 'METHOD_CHOSEN', method: 'questions' });
    fill({ account: 'ada@example.test', code: '123456', answer1: 'x', answer2: 'y', answer3: 'z', ...newPassword });
    actor.send({ type: 'SUBMIT' });
    savePassword.last().reject(serverSays(4114, 'The security answers are not correct'));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.refusal).toMatchObject({ code: 4114, message: 'The security answers are not correct' });
  });
});

describe('password flow: change while logged in', () => {
  it('asks to bind an email or phone first when neither is bound', async () => {
    const { actor, loadSecurity } = startPassword('change');
    expect(actor.getSnapshot().value).toBe('checkingContacts');
    loadSecurity.last().resolve(overview({ email_bound: false, phone_bound: false, email: '', phone: '' }));
    await waitFor(actor, (s) => s.matches('contactMissing'));
  });

  it('sends the code to the bound contact and changes with updatePassword, then refreshes the session', async () => {
    const { actor, loadSecurity, sendCode, savePassword, refreshSession, fill } = startPassword('change');
    loadSecurity.last().resolve(overview({ email_bound: false, email: '', phone_bound: true, phone: '+447700900123' }));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.type).toBe('phone');

    actor.send({ type: 'SEND_CODE' });
    expect(sendCode.last().input).toEqual({ channel: 'phone', address: '+447700900123', scene: 'reset' });

    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ code: 'error.codeRequired', password: 'error.passwordEmpty', repassword: 'error.passwordEmpty' });

    fill({ code: '123456', ...newPassword });
    actor.send({ type: 'SUBMIT' });
    expect(savePassword.last().input.submission).toEqual({ call: 'updatePassword', params: { type: 'phone', code: '123456', ...newPassword } });
    savePassword.last().resolve(null);
    await waitFor(actor, (s) => s.matches('passwordSaved'));
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('offers only bound contacts', async () => {
    const { actor, loadSecurity } = startPassword('change');
    loadSecurity.last().resolve(overview());
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'TAB_CHOSEN', tab: 'phone' });
    expect(actor.getSnapshot().context.type).toBe('email');
  });

  it('says why the page could not load and tries again on request', async () => {
    const { actor, loadSecurity } = startPassword('change');
    loadSecurity.last().reject(offline());
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(actor.getSnapshot().context.refusal).toEqual({ kind: 'unreachable' });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('checkingContacts');
    expect(loadSecurity.calls).toHaveLength(2);
  });
});
