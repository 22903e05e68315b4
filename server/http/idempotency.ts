// rtoken as the idempotency key of state-changing calls: the same principal, path and rtoken within
// 24 h returns the first answer and changes nothing. Concurrent repeats in this process wait for the
// first; the stored answer covers repeats after it. Modules that move money also pass the rtoken
// into their ledger keys, so a crash between the change and this record cannot double-apply.
// Records are written in groups: answers that finish while a write is in progress are written
// together in the next transaction (one commit, so one disk flush, for the group), and each answer
// is sent only after its record committed.
import type { Db } from '../db/database';
import type { Clock } from '../platform';
import { sha256 } from '../platform';
import type { Envelope } from './envelope';

const DAY_MS = 24 * 3600_000;

interface KeyRecord { key_hash: string; principal: string; path: string; response: string; created_at: bigint }
interface Waiting { record: KeyRecord; done(err?: unknown): void }

export function createIdempotency(db: Db, clock: Clock) {
  const inFlight = new Map<string, Promise<Envelope>>();
  let waiting: Waiting[] = [];
  let writing: Promise<void> | null = null;

  async function writeGroups() {
    while (waiting.length) {
      const group = waiting;
      waiting = [];
      try {
        await db.transaction().execute(async (trx) => {
          for (const { record } of group) {
            await trx.insertInto('idempotency_keys').values(record)
              .onConflict((oc) => oc.column('key_hash').doUpdateSet({ response: record.response, created_at: record.created_at }))
              .execute();
          }
        });
        for (const w of group) w.done();
      } catch (err) {
        for (const w of group) w.done(err);
      }
    }
  }

  function store(record: KeyRecord): Promise<void> {
    return new Promise((resolve, reject) => {
      waiting.push({ record, done: (err) => (err === undefined ? resolve() : reject(err)) });
      if (!writing) writing = writeGroups().finally(() => { writing = null; });
    });
  }

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
        await store({ key_hash: keyHash, principal, path, response: JSON.stringify(answer), created_at: BigInt(clock.now()) });
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
