// rtoken as the idempotency key of state-changing calls: the same principal, path and rtoken within
// 24 h returns the first answer and changes nothing. Concurrent repeats in this process wait for the
// first; the stored answer covers repeats after it. Modules that move money also pass the rtoken
// into their ledger keys, so a crash between the change and this record cannot double-apply.
// Records are written in groups: answers that finish while a write is in progress are written
// together in the next transaction (one commit, so one disk flush, for the group), and each answer
// is sent only after its record committed. A handler may instead write its call's record in its
// own transaction (the spot exchange does, in the batch that places the order), so the answer
// commits together with the change it reports and no second commit is paid.
import type { Db, DialectName } from '../db/database';
import { writeKeyRows, type KeyRow } from '../db/idempotency-keys';
import { prepared } from '../db/prepared';
import type { Clock } from '../platform';
import { sha256 } from '../platform';
import type { Envelope } from './envelope';

const DAY_MS = 24 * 3600_000;

/** The record of one call's answer, for a handler that writes it in its own transaction. */
export interface AnswerRecorder {
  row(answer: Envelope): KeyRow;
  /** The transaction holding the row committed: no other record is written for the call. */
  committed(): void;
}
interface Waiting { row: KeyRow; done(err?: unknown): void }

const storedAnswer = prepared((db: Db, keyHash: string) => db.selectFrom('idempotency_keys').select(['response', 'created_at'])
  .where('key_hash', '=', keyHash), ['\u0000key_hash']);

export function createIdempotency(db: Db, dialect: DialectName, clock: Clock) {
  const inFlight = new Map<string, Promise<Envelope>>();
  let waiting: Waiting[] = [];
  let writing: Promise<void> | null = null;

  async function writeGroups() {
    while (waiting.length) {
      // Answers finished in the same turn (a batch of orders settles at once) join one group.
      await new Promise((resolve) => setImmediate(resolve));
      const group = waiting;
      waiting = [];
      try {
        await db.transaction().execute((trx) => writeKeyRows(trx, dialect, group.map((w) => w.row)));
        for (const w of group) w.done();
      } catch (err) {
        for (const w of group) w.done(err);
      }
    }
  }

  function store(row: KeyRow): Promise<void> {
    return new Promise((resolve, reject) => {
      waiting.push({ row, done: (err) => (err === undefined ? resolve() : reject(err)) });
      if (!writing) writing = writeGroups().finally(() => { writing = null; });
    });
  }

  async function once(principal: string, path: string, rtoken: string, exec: (recorder: AnswerRecorder) => Promise<Envelope>): Promise<Envelope> {
    const keyHash = sha256(`${principal}\n${path}\n${rtoken}`);
    const running = inFlight.get(keyHash);
    if (running) return running;
    const promise = (async () => {
      const [stored] = await storedAnswer(db, keyHash);
      if (stored && clock.now() - Number(stored.created_at) < DAY_MS) return JSON.parse(stored.response) as Envelope;
      const rowOf = (a: Envelope): KeyRow => [keyHash, principal, path, JSON.stringify(a), BigInt(clock.now())];
      let recordedElsewhere = false;
      const answer = await exec({ row: rowOf, committed: () => { recordedElsewhere = true; } });
      if (answer.code !== 5000 && !recordedElsewhere) await store(rowOf(answer));
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
