import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { codeSenderFlow, type CodeRequest, type CodeSent } from '../../../src/machines/code-sender.flow';
import type { SecurityOverview } from '../../../src/machines/security-overview.flow';
import { tpwdFlow, type TpwdSubmission, type TpwdValues } from '../../../src/machines/tpwd.flow';
import { overview } from './fixtures';
import { heldService, offline, serverSays } from './support';

async function startTpwd(answer: SecurityOverview) {
  const sendCode = heldService<CodeSent, CodeRequest>();
  const loadSecurity = heldService<SecurityOverview, void>();
  const saveTpwd = heldService<null, { submission: TpwdSubmission; rtoken: string }>();
  const refreshSession = vi.fn();
  const actor = createActor(
    tpwdFlow.provide({
      actors: { codeSender: codeSenderFlow.provide({ actors: { sendCode: sendCode.logic } }), loadSecurity: loadSecurity.logic, saveTpwd: saveTpwd.logic },
      actions: { refreshSession },
    }),
    { input: { countdownSeconds: 60 } },
  ).start();
  loadSecurity.last().resolve(answer);
  await waitFor(actor, (s) => s.matches('editing'));
  const fill = (values: Partial<TpwdValues>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'FIELD_CHANGED', field: field as keyof TpwdValues, value: value as string });
  };
  const submitWith = (values: Partial<TpwdValues>) => {
    fill(values);
    actor.send({ type: 'SUBMIT' });
    return actor.getSnapshot().context.errors;
  };
  return { actor, sendCode, loadSecurity, saveTpwd, refreshSession, fill, submitWith };
}

describe('transaction password: first time', () => {
  it('is set when none is set yet', async () => {
    const { actor } = await startTpwd(overview({ tpwd_set: false }));
    expect(actor.getSnapshot().context.purpose).toBe('set');
  });

  it.each([
    [{}, { tpwd: 'error.tpwdEnter', retpwd: 'error.tpwdEnter', password: 'error.passwordEmpty' }],
    [{ tpwd: '12345', retpwd: '12345', password: 'Secret123' }, { tpwd: 'error.tpwdSixDigits', retpwd: 'error.tpwdSixDigits' }],
    [{ tpwd: '12345a', retpwd: '123456', password: 'Secret123' }, { tpwd: 'error.tpwdSixDigits', retpwd: 'error.passwordsDoNotMatch' }],
    [{ tpwd: '123456', retpwd: '654321', password: 'Secret123' }, { retpwd: 'error.passwordsDoNotMatch' }],
    [{ tpwd: '123456', retpwd: '123456' }, { password: 'error.passwordEmpty' }],
  ])('checks %o', async (values, expected) => {
    const { submitWith, saveTpwd } = await startTpwd(overview({ tpwd_set: false }));
    expect(submitWith(values)).toEqual(expected);
    expect(saveTpwd.calls).toHaveLength(0);
  });

  it('saves with saveTpwd and refreshes the session', async () => {
    const { actor, submitWith, saveTpwd, refreshSession } = await startTpwd(overview({ tpwd_set: false }));
    submitWith({ tpwd: '123456', retpwd: '123456', password: 'Secret123' });
    expect(saveTpwd.last().input.submission).toEqual({ call: 'saveTpwd', params: { tpwd: '123456', retpwd: '123456', password: 'Secret123' } });
    saveTpwd.last().resolve(null);
    await waitFor(actor, (s) => s.matches('saved'));
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('shows "wrong login password" and keeps the rtoken for the same values', async () => {
    const { actor, submitWith, saveTpwd } = await startTpwd(overview({ tpwd_set: false }));
    submitWith({ tpwd: '123456', retpwd: '123456', password: 'Wrong1234' });
    const rtoken = saveTpwd.last().input.rtoken;
    saveTpwd.last().reject(serverSays(4112, 'Wrong login password'));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.refusal).toMatchObject({ message: 'Wrong login password' });
    actor.send({ type: 'SUBMIT' });
    expect(saveTpwd.last().input.rtoken).toBe(rtoken);
  });
});

describe('transaction password: change', () => {
  it('changes with the old one through updateTpassword', async () => {
    const { actor, submitWith, saveTpwd } = await startTpwd(overview({ tpwd_set: true }));
    expect(actor.getSnapshot().context).toMatchObject({ purpose: 'change', method: 'old' });
    expect(submitWith({ tpwd: '654321', retpwd: '654321' })).toEqual({ old_tpwd: 'error.tpwdEnter' });
    expect(submitWith({ old_tpwd: '12' })).toEqual({ old_tpwd: 'error.tpwdSixDigits' });
    submitWith({ old_tpwd: '123456' });
    expect(saveTpwd.last().input.submission).toEqual({ call: 'updateTpassword', params: { old_tpwd: '123456', tpwd: '654321', retpwd: '654321' } });
  });

  it('changes with a code sent to the bound contact', async () => {
    const { actor, submitWith, saveTpwd, sendCode } = await startTpwd(overview({ tpwd_set: true }));
    actor.send({ type: 'METHOD_CHOSEN', method: 'code' });
    expect(submitWith({ tpwd: '654321', retpwd: '654321' })).toEqual({ code: 'error.codeRequired' });
    actor.send({ type: 'SEND_CODE' });
    expect(sendCode.last().input).toEqual({ channel: 'email', address: 'ada@example.test', scene: 'reset' });
    submitWith({ code: '111222' });
    expect(saveTpwd.last().input.submission).toEqual({ call: 'updateTpassword', params: { type: 'email', code: '111222', tpwd: '654321', retpwd: '654321' } });
  });

  it('offers no code when neither email nor phone is bound', async () => {
    const { actor } = await startTpwd(overview({ tpwd_set: true, email_bound: false, email: '' }));
    actor.send({ type: 'METHOD_CHOSEN', method: 'code' });
    expect(actor.getSnapshot().context.method).toBe('old');
  });

  it("shows the server's refusal of the old password", async () => {
    const { actor, submitWith, saveTpwd } = await startTpwd(overview({ tpwd_set: true }));
    submitWith({ old_tpwd: '000000', tpwd: '654321', retpwd: '654321' });
    saveTpwd.last().reject(serverSays(4110, 'Wrong transaction password'));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.refusal).toMatchObject({ code: 4110 });
  });
});

describe('transaction password: loading', () => {
  it('offers to try again when the status cannot be loaded', async () => {
    const loadSecurity = heldService<SecurityOverview, void>();
    const actor = createActor(tpwdFlow.provide({ actors: { loadSecurity: loadSecurity.logic } }), { input: { countdownSeconds: 60 } }).start();
    loadSecurity.last().reject(offline());
    await waitFor(actor, (s) => s.matches('unavailable'));
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(loadSecurity.calls).toHaveLength(2);
  });
});
