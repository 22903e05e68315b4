// rtoken as the idempotency key of state-changing calls: the same principal, path and rtoken within
// 24 h returns the first answer and changes nothing. Concurrent repeats in this process wait for the
// first; the stored answer covers repeats after it. Modules that move money also pass the rtoken
// into their ledger keys, so a crash between the change and this record cannot double-apply.
import type { Db } from '../db/database';
import type { Clock } from '../platform';
import { sha256 } from '../platform';
import type { Envelope } from './envelope';

const DAY_MS = 24 * 3600_000;

export function createIdempotency(db: Db, clock: Clock) {
  const inFlight = new Map<string, Promise<Envelope>>();

  async function once(principal: string, path: string, rtoken: string, exec: () => Promise<Envelope>): Promise<Envelope> {
    const keyHash = sha256(`${principal}\n${path}\n${rtoken}`);
    const running = inFlight.get(keyHash);
    if (running) return running;
    const promise = (async () => {
      const stored = await db.selectFrom('idempotency_keys').select(['response', 'created_at'])
        .where('key_hash', '=', keyHash).executeTakeFirst();
      if (stored && clock.now() - Number(stored.created_at) < DAY_MS) return JSON.parse(stored.response) as Envelope;
      const answer = await exec();
      if (answer.code !== 5000) {
        const response = JSON.stringify(answer);
        const now = BigInt(clock.now());
        await db.insertInto('idempotency_keys')
          .values({ key_hash: keyHash, principal, path, response, created_at: now })
          .onConflict((oc) => oc.column('key_hash').doUpdateSet({ response, created_at: now }))
          .execute();
      }
      return answer;
    })();
    inFlight.set(keyHash, promise);
    try {
      return await promise;
    } finally {
      inFlight.delete(keyHash);
    }
  }

  async function sweep() {
    await db.deleteFrom('idempotency_keys').where('created_at', '<', BigInt(clock.now() - DAY_MS)).execute();
  }

  return { once, sweep };
}
