// SQL of messages and notices. A message's state changes only by a conditional update (from the
// state the chart moved it from), so two opens at once mark it read once.
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { MessagesTable } from '../../db/schema';
import type { Selectable } from 'kysely';

export type MessageRow = Selectable<MessagesTable>;

export const PAGE_SIZE = 20;

export async function insertMessage(db: Executor, row: { id: string; userId: string; kind: string; params: string; state: string; now: number }) {
  await db.insertInto('messages').values({
    id: row.id, user_id: row.userId, kind: row.kind, params: row.params, notice_id: null, state: row.state,
    created_at: BigInt(row.now), read_at: null, pushed_at: null,
  }).execute();
}

/** One page of the user's messages, newest first, and whether more follow. */
export async function messagesOf(db: Executor, userId: string, page: number) {
  const rows = await db.selectFrom('messages').selectAll().where('user_id', '=', userId)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(PAGE_SIZE + 1).offset((page - 1) * PAGE_SIZE).execute();
  return { rows: rows.slice(0, PAGE_SIZE), hasMore: rows.length > PAGE_SIZE };
}

/** The user's own message (another user's is not found). */
export async function messageOf(db: Executor, userId: string, id: string) {
  return db.selectFrom('messages').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function unreadCount(db: Executor, userId: string, unread: string): Promise<number> {
  const r = await db.selectFrom('messages').select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
    .where('user_id', '=', userId).where('state', '=', unread).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Moves the message from `from` to `to`; false when it was no longer in `from`. */
export async function updateMessageState(db: Executor, id: string, from: string, to: string, now: number): Promise<boolean> {
  const r = await db.updateTable('messages').set({ state: to, read_at: BigInt(now) }).where('id', '=', id).where('state', '=', from).executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function insertNotice(db: Executor, row: { id: string; texts: string; operatorId: string; now: number }) {
  await db.insertInto('notices').values({ id: row.id, texts: row.texts, operator_id: row.operatorId, created_at: BigInt(row.now) }).execute();
}

/** One message of kind `notice` for every user, in one statement; the number written. */
export async function fanOutNotice(db: Executor, noticeId: string, state: string, now: number): Promise<number> {
  const r = await db.insertInto('messages').columns(['id', 'user_id', 'kind', 'params', 'notice_id', 'state', 'created_at'])
    .expression(db.selectFrom('users').select([
      sql<string>`cast(${noticeId} as text) || ':' || users.id`.as('id'), 'users.id as user_id', sql<string>`'notice'`.as('kind'), sql<string>`'{}'`.as('params'),
      sql<string>`cast(${noticeId} as text)`.as('notice_id'), sql<string>`cast(${state} as text)`.as('state'), sql<bigint>`cast(${BigInt(now)} as bigint)`.as('created_at'),
    ])).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0n);
}

export async function noticeTexts(db: Executor, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await db.selectFrom('notices').select(['id', 'texts']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.texts]));
}

/** Messages not yet pushed on the stream, oldest first. */
export async function unpushedMessages(db: Executor, limit: number) {
  return db.selectFrom('messages').selectAll().where('pushed_at', 'is', null).orderBy('created_at').orderBy('id').limit(limit).execute();
}

export async function markPushed(db: Executor, ids: string[], now: number) {
  if (ids.length) await db.updateTable('messages').set({ pushed_at: BigInt(now) }).where('id', 'in', ids).execute();
}

