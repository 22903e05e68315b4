import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { nextSecurityStep, securityOverviewFlow, selectOverview, selectOverviewRefusal, boundContacts, type SecurityOverview } from '../../../src/machines/security-overview.flow';
import { overview } from './fixtures';
import { heldService, serverSays } from './support';

describe('security overview', () => {
  it('shows the overview once loaded', async () => {
    const loadSecurity = heldService<SecurityOverview, void>();
    const actor = createActor(securityOverviewFlow.provide({ actors: { loadSecurity: loadSecurity.logic } })).start();
    expect(selectOverview(actor.getSnapshot())).toBeNull();
    loadSecurity.last().resolve(overview());
    await waitFor(actor, (s) => s.matches('shown'));
    expect(selectOverview(actor.getSnapshot())?.account).toBe('ada@example.test');
  });

  it("says the server's words when it cannot load, and loads again on request", async () => {
    const loadSecurity = heldService<SecurityOverview, void>();
    const actor = createActor(securityOverviewFlow.provide({ actors: { loadSecurity: loadSecurity.logic } })).start();
    loadSecurity.last().reject(serverSays(2000, 'Your session is no longer valid. Please log in again.'));
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(selectOverviewRefusal(actor.getSnapshot())).toMatchObject({ code: 2000 });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loadSecurity.calls).toHaveLength(2);
  });

  it("names the server's next step, and none at strong", () => {
    expect(nextSecurityStep(overview({ next_step: 'security.step.bindPhone' }))).toBe('bindPhone');
    expect(nextSecurityStep(overview({ next_step: 'security.step.somethingNew' }))).toBe('other');
    expect(nextSecurityStep(overview({ next_step: null, security_level: 'strong' }))).toBeNull();
  });

  it('reads the bound contacts, email first', () => {
    expect(boundContacts(overview({ phone_bound: true, phone: '+447700900123' }))).toEqual({ contacts: { email: 'ada@example.test', phone: '+447700900123' }, type: 'email' });
    expect(boundContacts(overview({ email_bound: false, phone_bound: true, phone: '+447700900123' }))).toEqual({ contacts: { email: '', phone: '+447700900123' }, type: 'phone' });
  });
});
