// Per-IP budgets, kept by the rate-limit plugin and answered with the usual envelope: the calls
// that send a verification code share a tight hourly budget per IP, whatever the addresses, and
// every other call a generous one per minute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { uniqueEmail, uniquePhone } from './auth-fixtures';

const PER_MINUTE = 100;
let server: TestServer;
beforeAll(async () => { server = await startTestServer({ env: { RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) } }); });
afterAll(async () => { await server.stop(); });

describe('per-IP budgets', () => {
  it('limits code requests from one IP, whatever the addresses, email and SMS together', async () => {
    const budget = server.config.codeRequestsPerIpPerHour;
    const answers = await Promise.all(Array.from({ length: 40 }, () => server.call('web/getCode', { email: uniqueEmail('many'), scene: 'register' })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(budget);
    const refused = answers.filter((a) => a.code !== 0);
    expect(refused).toHaveLength(40 - budget);
    for (const a of refused) expect(a).toEqual({ code: 4302, message: 'Too many requests. Please slow down and try again shortly.', data: null });
    // Nothing was recorded or sent for the refused ones.
    const codes = await server.platform.deps.db.selectFrom('verification_codes').select('id').where('target', 'like', 'many.%').execute();
    expect(codes).toHaveLength(budget);

    expect(await server.call('web/getTelCode', { phone: uniquePhone(), scene: 'register' }, { lang: 'de' }))
      .toMatchObject({ code: 4302, message: 'Zu viele Anfragen. Bitte etwas langsamer und gleich noch einmal versuchen.' });
    // Other calls keep their own budget.
    expect((await server.call('web/getSetting')).code).toBe(0);
  });

  it('limits every other call per IP and minute', async () => {
    const answers = await Promise.all(Array.from({ length: PER_MINUTE + 5 }, () => server.call('web/getSetting')));
    // The first test spent one request of this budget.
    expect(answers.filter((a) => a.code === 0).length).toBe(PER_MINUTE - 1);
    expect(answers.filter((a) => a.code === 4302).length).toBe(6);
  });
});
