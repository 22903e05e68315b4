// SQL of support: conversations, their messages, and what staff may see of the member.
import type { Selectable } from 'kysely';
import type { SupportConversationsTable, SupportMessagesTable } from '../../db/schema';
import type { DialectName, Executor } from '../../db/database';
import { owedLoanStates } from '../../../api/lifecycles/loan.lifecycle';

export type ConversationRow = Selectable<SupportConversationsTable>;
export type MessageRow = Selectable<SupportMessagesTable>;
export const SUPPORT_ENTITY = 'support_conversation';

export async function conversationOfUser(db: Executor, userId: string) {
  return db.selectFrom('support_conversations').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function findConversation(db: Executor, id: string) {
  return db.selectFrom('support_conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Writes the member's conversation unless one exists (two first messages at once make one). */
export async function insertConversationOnce(db: Executor, row: ConversationRow) {
  await db.insertInto('support_conversations').values(row).onConflict((oc) => oc.column('user_id').doNothing()).execute();
}

/**
 * Takes the next message number of the conversation and records the message as its newest, only
 * while the conversation is as `expect` says (its state, and for staff its newest message): a
 * concurrent change wins and this answers null. The row comes back as it is now.
 */
export async function advanceConversation(
  db: Executor, id: string, change: { messageId: string; state: string; now: number },
  expect: { states: readonly string[]; lastMessageId?: string },
) {
  let q = db.updateTable('support_conversations')
    .set((eb) => ({ messages: eb('messages', '+', 1n), last_message_id: change.messageId, state: change.state, updated_at: BigInt(change.now) }))
    .where('id', '=', id).where('state', 'in', [...expect.states]);
  if (expect.lastMessageId !== undefined) q = q.where('last_message_id', '=', expect.lastMessageId);
  return q.returningAll().executeTakeFirst();
}

/** Moves the conversation only if it is still in `from`. */
export async function moveConversation(db: Executor, id: string, from: string, to: string, now: number) {
  return db.updateTable('support_conversations').set({ state: to, updated_at: BigInt(now) })
    .where('id', '=', id).where('state', '=', from).returningAll().executeTakeFirst();
}

export async function insertMessage(db: Executor, row: MessageRow) {
  await db.insertInto('support_messages').values(row).execute();
}

/** The newest `limit` messages, oldest first. */
export async function messagesOf(db: Executor, conversationId: string, limit: number) {
  const rows = await db.selectFrom('support_messages').selectAll().where('conversation_id', '=', conversationId)
    .orderBy('seq', 'desc').limit(limit).execute();
  return rows.reverse();
}

export async function findMessage(db: Executor, id: string) {
  return db.selectFrom('support_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether `uploadId` is attached to a message of the member's own conversation (theirs or staff's). */
export async function imageInConversationOf(db: Executor, userId: string, uploadId: string) {
  const row = await db.selectFrom('support_messages as m').innerJoin('support_conversations as c', 'c.id', 'm.conversation_id')
    .select('m.id').where('c.user_id', '=', userId).where('m.upload_id', '=', uploadId).limit(1).executeTakeFirst();
  return !!row;
}

/** Messages the member wrote since `since`, for the rate limit. */
export async function userMessagesSince(db: Executor, userId: string, since: number) {
  const row = await db.selectFrom('support_messages').select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
    .where('user_id', '=', userId).where('created_at', '>', BigInt(since)).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Serialises one member's messages on PostgreSQL, so the rate limit counts every one (SQLite runs one writer at a time). */
export async function lockUser(db: Executor, dialect: DialectName, userId: string) {
  if (dialect === 'postgres') await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

const staffView = (db: Executor) => db.selectFrom('support_conversations as c')
  .innerJoin('users as u', 'u.id', 'c.user_id')
  .innerJoin('support_messages as m', 'm.id', 'c.last_message_id')
  .select(['c.id', 'c.user_id', 'c.state', 'c.last_message_id', 'c.created_at', 'c.updated_at', 'u.email', 'u.phone', 'm.text', 'm.user_id as last_user_id', 'm.upload_id']);
export type StaffViewRow = Awaited<ReturnType<ReturnType<typeof staffView>['executeTakeFirstOrThrow']>>;

/** The staff queue: conversations in a state with their member and newest message. */
export async function conversationsInState(db: Executor, state: string) {
  return staffView(db).where('c.state', '=', state)
    .orderBy('c.updated_at', state === 'open' ? 'asc' : 'desc').orderBy('c.id').limit(500).execute();
}

/** One conversation as the staff queue shows it. */
export async function staffConversation(db: Executor, id: string) {
  return staffView(db).where('c.id', '=', id).executeTakeFirst();
}

/** What staff may know of a member: identity and contact, never a password, code or secret. */
export async function memberOf(db: Executor, userId: string) {
  return db.selectFrom('users').select(['id', 'name', 'email', 'phone', 'created_at']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** The member's items waiting on the platform or owed: withdrawals and manual deposits in review, loans applied for or owed. */
export async function openItemsOf(db: Executor, userId: string) {
  const count = async (table: 'withdrawals' | 'manual_deposits' | 'loans', states: readonly string[]) => {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
      .where('user_id', '=', userId).where('state', 'in', [...states]).executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    withdrawals: await count('withdrawals', ['underReview', 'approved', 'broadcasting']),
    manual_deposits: await count('manual_deposits', ['underReview']),
    loans: await count('loans', ['unreviewed', ...owedLoanStates]),
  };
}

export async function insertEvent(db: Executor, row: { id: string; entityId: string; from: string | null; to: string; event: string; actor: string; reason: string | null; now: number }) {
  await db.insertInto('lifecycle_events').values({
    id: row.id, entity_type: SUPPORT_ENTITY, entity_id: row.entityId, from_state: row.from, to_state: row.to,
    event: row.event, actor: row.actor, reason: row.reason, at: BigInt(row.now),
  }).execute();
}

export async function eventsOf(db: Executor, id: string) {
  return db.selectFrom('lifecycle_events').select(['to_state', 'event', 'actor', 'at', 'reason'])
    .where('entity_type', '=', SUPPORT_ENTITY).where('entity_id', '=', id).orderBy('at').orderBy('id').execute();
}
