// Shared arrangements of the funds and chain tests: users with sessions, and driving the chain and
// the deposit watcher by hand (the scheduler is not started in tests).
import { createSession } from '../../server/modules/auth/sessions';
import type { Deps } from '../../server/deps';
import type { Platform } from '../../server/app';
import { newRtoken, type Envelope } from './harness';

let userCount = 0;

/** A registered user with a live session, written directly: registration is not under test here. */
export async function createUser(deps: Deps, label = 'user'): Promise<{ id: string; token: string }> {
  userCount += 1;
  const id = deps.ids.next('us');
  await deps.db.insertInto('users').values({
    id, email: `${label}.${userCount}.${id}@example.com`, phone: null, password_hash: 'not-used', password_strength: 'strong',
    tpwd_hash: null, name: label, invitation_code: `IC${id.slice(-10)}`, invited_by: null, nationality: null, lang: 'en',
    status: 'active', security_changed_at: null, locked_until: null, tpwd_locked_until: null, last_login_at: null,
    created_at: BigInt(deps.clock.now()),
  }).execute();
  const { token } = await createSession(deps, id, { ip: '127.0.0.1', userAgent: 'test' });
  return { id, token };
}

/** Mines `blocks` blocks, letting the watcher scan after each one, as the scheduler would. */
export async function mineAndScan(deps: Deps, blocks = 1) {
  for (let i = 0; i < blocks; i += 1) {
    await deps.chain.mine();
    await deps.depositWatcher.scan();
  }
}

/** A call through the platform without a listening socket (for a platform built in the test). */
export async function inject<T = any>(platform: Platform, name: string, params: Record<string, string> = {}, token?: string): Promise<Envelope<T>> {
  const query = new URLSearchParams({ ...params, lang: 'en', rtoken: newRtoken(), ...(token ? { token } : {}) });
  const res = await platform.app.inject({ method: 'GET', url: `/${name}?${query}` });
  return res.json() as Envelope<T>;
}
