import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { loginFlow, safeRedirect, type LoginGranted, type LoginParams } from '../../../src/machines/login.flow';
import { heldService, offline, serverSays } from './support';

function startLogin(redirect: string | null = '/setting') {
  const logIn = heldService<LoginGranted, { params: LoginParams; rtoken: string }>();
  const startSession = vi.fn();
  const leaveTo = vi.fn();
  const actor = createActor(
    loginFlow.provide({
      actors: { logIn: logIn.logic },
      actions: { startSession: (_, params) => startSession(params), leaveTo: (_, params) => leaveTo(params) },
    }),
    { input: { redirect } },
  ).start();
  const fill = (account: string, password: string) => {
    actor.send({ type: 'FIELD_CHANGED', field: 'account', value: account });
    actor.send({ type: 'FIELD_CHANGED', field: 'password', value: password });
  };
  return { actor, logIn, startSession, leaveTo, fill };
}

describe('login flow', () => {
  it('says "account or password cannot be empty" under each empty field and sends nothing', () => {
    const { actor, logIn } = startLogin();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ account: 'error.accountOrPasswordEmpty', password: 'error.accountOrPasswordEmpty' });
    expect(logIn.calls).toHaveLength(0);
  });

  it('clears a field message when that field is edited', () => {
    const { actor } = startLogin();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'FIELD_CHANGED', field: 'account', value: 'ada@example.test' });
    expect(actor.getSnapshot().context.errors).toEqual({ password: 'error.accountOrPasswordEmpty' });
  });

  it('logs in, hands the token to the session and leaves for the redirect once the session has the user', async () => {
    const { actor, logIn, startSession, leaveTo, fill } = startLogin('/setting');
    fill('  ada@example.test ', 'Secret123');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(logIn.last().input.params).toEqual({ account: 'ada@example.test', password: 'Secret123' });
    expect(logIn.last().input.rtoken).toMatch(/^[A-Za-z0-9]{6,16}$/);

    logIn.last().resolve({ token: 'tok-1', expires_at: 1 });
    await waitFor(actor, (s) => s.matches('startingSession'));
    expect(startSession).toHaveBeenCalledWith({ token: 'tok-1' });
    expect(leaveTo).not.toHaveBeenCalled();

    actor.send({ type: 'SESSION_STARTED' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(leaveTo).toHaveBeenCalledWith({ path: '/setting' });
  });

  it('goes home when no redirect was asked for', async () => {
    const { actor, logIn, leaveTo, fill } = startLogin(null);
    fill('ada@example.test', 'Secret123');
    actor.send({ type: 'SUBMIT' });
    logIn.last().resolve({ token: 'tok-1', expires_at: 1 });
    await waitFor(actor, (s) => s.matches('startingSession'));
    actor.send({ type: 'SESSION_STARTED' });
    expect(leaveTo).toHaveBeenCalledWith({ path: '/' });
  });

  it("shows the server's message and keeps the values when the login is refused", async () => {
    const { actor, logIn, fill } = startLogin();
    fill('ada@example.test', 'wrong-pass1');
    actor.send({ type: 'SUBMIT' });
    logIn.last().reject(serverSays(4100, 'Wrong account or password'));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.refusal).toEqual({ kind: 'server', code: 4100, message: 'Wrong account or password' });
    expect(actor.getSnapshot().context.values.account).toBe('ada@example.test');
  });

  it('retries the same submission with the same rtoken, and a changed one with a new rtoken', async () => {
    const { actor, logIn, fill } = startLogin();
    fill('ada@example.test', 'Secret123');
    actor.send({ type: 'SUBMIT' });
    const first = logIn.last().input.rtoken;
    logIn.last().reject(offline());
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.refusal).toEqual({ kind: 'unreachable' });

    actor.send({ type: 'SUBMIT' });
    expect(logIn.last().input.rtoken).toBe(first);
    logIn.last().reject(offline());
    await waitFor(actor, (s) => s.matches('editing'));

    actor.send({ type: 'FIELD_CHANGED', field: 'password', value: 'Secret1234' });
    actor.send({ type: 'SUBMIT' });
    expect(logIn.calls).toHaveLength(3);
    expect(logIn.last().input.rtoken).not.toBe(first);
  });

  it('returns to the form when the session cannot load the user', async () => {
    const { actor, logIn, leaveTo, fill } = startLogin();
    fill('ada@example.test', 'Secret123');
    actor.send({ type: 'SUBMIT' });
    logIn.last().resolve({ token: 'tok-1', expires_at: 1 });
    await waitFor(actor, (s) => s.matches('startingSession'));
    actor.send({ type: 'SESSION_REFUSED' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.refusal).toEqual({ kind: 'unreachable' });
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('follows only paths of this site after login', () => {
    expect(safeRedirect('/setting?tab=1')).toBe('/setting?tab=1');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('/login?redirect=/x')).toBe('/');
    expect(safeRedirect('/Register')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
