// Support conversations: the member writes (text and/or an image of their own), staff answer with
// text and/or an image they uploaded for that conversation, and close. Each check-and-act is one transaction: a message takes the conversation's next
// number and moves it on its chart with a conditional update, so two staff answering at once cannot
// both answer the same message (the second is told someone wrote meanwhile), and a member's rate
// limit counts every message. Staff actions are audit-logged in the same transaction; the stream
// hears of each committed change through the bus.
import type { Transaction } from 'kysely';
import { SUPPORT_HISTORY_LIMIT, SUPPORT_MESSAGES_PER_DAY, SUPPORT_MESSAGES_PER_MINUTE, SUPPORT_STAFF_ROLES } from '../../../api/support-rules';
import { canMove, mustMove } from '../../../api/lifecycles/lifecycle';
import { supportConversationLifecycle, type SupportConversationState } from '../../../api/lifecycles/support-conversation.lifecycle';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import type { AuthedOperator } from '../ops/operators';
import { decideAudited, reviewHistory } from '../ops/review-decisions';
import type { UploadedFile } from '../../../api/endpoint';
import { claimOwnUploads, claimStaffUpload, saveImageUpload, uploadFile } from '../uploads/uploads.service';
import { passedLevels } from '../kyc/kyc-requirements';
import {
  advanceConversation, conversationOfUser, conversationsInState, eventsOf, findConversation, insertConversationOnce, insertEvent,
  imageInConversationOf, insertMessage, lockUser, memberOf, messagesOf, moveConversation, openItemsOf, staffConversation, SUPPORT_ENTITY, userMessagesSince,
  type ConversationRow, type MessageRow,
} from './support.store';
import { conversationView, messageView, staffConversationView } from './support-views';

type SupportDeps = Pick<Deps, 'db' | 'dialect' | 'clock' | 'ids' | 'bus'>;
const chart = supportConversationLifecycle;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 3600_000;
const STAFF_ROLES: readonly string[] = SUPPORT_STAFF_ROLES;

function announce(deps: Pick<Deps, 'bus'>, c: ConversationRow, message: MessageRow | null) {
  deps.bus.emit('supportChanged', { conversation: { ...conversationView(c), user_id: c.user_id }, message: message && messageView(message) });
}

/** The member's conversation and its newest messages. */
export async function myConversation(deps: Pick<Deps, 'db'>, userId: string) {
  const c = await conversationOfUser(deps.db, userId);
  if (!c) return { conversation: null, messages: [] };
  return { conversation: conversationView(c), messages: (await messagesOf(deps.db, c.id, SUPPORT_HISTORY_LIMIT)).map(messageView) };
}

/** The state a new message of the member leaves the conversation in: open again after an answer or a close. */
const afterUserWrote = (state: string) => (canMove(chart, state, { type: 'USER_WROTE' }) ? mustMove(chart, state, { type: 'USER_WROTE' }) : state);

export async function sendUserMessage(deps: SupportDeps, userId: string, input: { text?: string; image?: string }) {
  const text = input.text ?? '';
  if (!text && !input.image) fail('supportMessageEmpty');
  const { conversation, message } = await deps.db.transaction().execute(async (trx) => {
    await lockUser(trx, deps.dialect, userId);
    const now = deps.clock.now();
    if (await userMessagesSince(trx, userId, now - MINUTE_MS) >= SUPPORT_MESSAGES_PER_MINUTE) fail('supportTooFast');
    if (await userMessagesSince(trx, userId, now - DAY_MS) >= SUPPORT_MESSAGES_PER_DAY) fail('supportTooFast');
    if (input.image) await claimOwnUploads(trx, userId, 'supportImage', [input.image]);
    const messageId = deps.ids.next('sm');
    let c = await conversationOfUser(trx, userId);
    if (!c) {
      await insertConversationOnce(trx, {
        id: deps.ids.next('sc'), user_id: userId, state: chart.config.initial as string, last_message_id: messageId,
        messages: 0n, created_at: BigInt(now), updated_at: BigInt(now),
      });
      c = (await conversationOfUser(trx, userId))!;
    }
    // Staff may close it at this moment: then the message opens the closed conversation instead.
    let moved: ConversationRow | undefined;
    for (let tries = 0; !moved && tries < 3; tries += 1) {
      if (tries > 0) c = (await findConversation(trx, c.id))!;
      moved = await advanceConversation(trx, c.id, { messageId, state: afterUserWrote(c.state), now }, { states: [c.state] });
    }
    if (!moved) fail('stateChanged');
    const row: MessageRow = { id: messageId, conversation_id: c.id, seq: BigInt(moved.messages), user_id: userId, operator_id: null, text, upload_id: input.image ?? null, created_at: BigInt(now) };
    await insertMessage(trx, row);
    if (moved.state !== c.state) {
      await insertEvent(trx, { id: deps.ids.next('le'), entityId: c.id, from: c.state, to: moved.state, event: 'USER_WROTE', actor: `user:${userId}`, reason: null, now });
    }
    return { conversation: moved, message: row };
  });
  announce(deps, conversation, message);
  return { conversation: conversationView(conversation), message: messageView(message) };
}

function mustBeStaff(operator: AuthedOperator) {
  if (!STAFF_ROLES.includes(operator.role)) fail('supportStaffOnly');
}

export async function supportQueue(deps: Pick<Deps, 'db'>, operator: AuthedOperator, state: SupportConversationState) {
  mustBeStaff(operator);
  return (await conversationsInState(deps.db, state)).map(staffConversationView);
}

export async function supportDetail(deps: Pick<Deps, 'db'>, operator: AuthedOperator, id: string) {
  mustBeStaff(operator);
  const row = (await staffConversation(deps.db, id)) ?? fail('notFound');
  const member = await memberOf(deps.db, row.user_id);
  const history = await reviewHistory(deps.db, SUPPORT_ENTITY, id, await eventsOf(deps.db, id));
  return {
    conversation: staffConversationView(row),
    ...history,
    messages: (await messagesOf(deps.db, id, SUPPORT_HISTORY_LIMIT)).map(messageView),
    member: {
      id: member.id, name: member.name, email: member.email, phone: member.phone, created_at: Number(member.created_at),
      verified_levels: [...(await passedLevels(deps.db, member.id))].sort(),
      open_items: await openItemsOf(deps.db, member.id),
    },
  };
}

/** Why a staff action found the conversation other than it expected. */
async function refusalFor(trx: Transaction<Database>, id: string): Promise<never> {
  const now = await findConversation(trx, id);
  return fail(now?.state === 'closed' ? 'supportClosed' : 'supportChanged');
}

/** An image attached to a message of the member's own conversation; any other answers not found. */
export async function memberSupportImage(deps: Pick<Deps, 'db' | 'uploads'>, userId: string, uploadId: string) {
  if (!(await imageInConversationOf(deps.db, userId, uploadId))) fail('notFound');
  return uploadFile(deps, uploadId);
}

/** Staff upload an image for an answer: owned by the conversation's member, attachable only by its uploader. */
export async function staffUploadImage(deps: Pick<Deps, 'db' | 'clock' | 'ids' | 'uploads'>, operator: AuthedOperator, input: { id: string; file: UploadedFile }) {
  mustBeStaff(operator);
  const c = (await findConversation(deps.db, input.id)) ?? fail('notFound');
  return saveImageUpload(deps, { ownerId: c.user_id, purpose: 'supportReply', file: input.file, operatorId: operator.id });
}

export async function answerConversation(deps: SupportDeps, operator: AuthedOperator, input: { id: string; after: string; text?: string; image?: string }) {
  mustBeStaff(operator);
  const text = input.text ?? '';
  if (!text && !input.image) fail('supportMessageEmpty');
  let message: MessageRow | null = null;
  const note = input.image ? `${text}${text ? ' ' : ''}[image ${input.image}]` : text;
  const moved = await decideAudited(deps, operator, SUPPORT_ENTITY, note, async (trx, actor) => {
    const c = (await findConversation(trx, input.id)) ?? fail('notFound');
    if (c.state === 'closed') fail('supportClosed');
    if (input.image) await claimStaffUpload(trx, operator.id, c.user_id, input.image);
    const to = canMove(chart, c.state, { type: 'ANSWER' }) ? mustMove(chart, c.state, { type: 'ANSWER' }) : c.state;
    const now = deps.clock.now();
    const messageId = deps.ids.next('sm');
    const next = (await advanceConversation(trx, c.id, { messageId, state: to, now }, { states: [c.state], lastMessageId: input.after })) ?? await refusalFor(trx, c.id);
    message = { id: messageId, conversation_id: c.id, seq: BigInt(next.messages), user_id: null, operator_id: operator.id, text, upload_id: input.image ?? null, created_at: BigInt(now) };
    await insertMessage(trx, message);
    if (to !== c.state) await insertEvent(trx, { id: deps.ids.next('le'), entityId: c.id, from: c.state, to, event: 'ANSWER', actor, reason: null, now });
    return { moved: next, action: 'support.answer' };
  });
  announce(deps, moved, message);
  return { conversation: staffConversationView((await staffConversation(deps.db, moved.id))!), message: messageView(message!) };
}

export async function closeConversation(deps: SupportDeps, operator: AuthedOperator, id: string, reason: string | undefined) {
  mustBeStaff(operator);
  const moved = await decideAudited(deps, operator, SUPPORT_ENTITY, reason ?? null, async (trx, actor) => {
    const c = (await findConversation(trx, id)) ?? fail('notFound');
    if (!canMove(chart, c.state, { type: 'CLOSE' })) fail('supportClosed');
    const to = mustMove(chart, c.state, { type: 'CLOSE' });
    const now = deps.clock.now();
    const next = (await moveConversation(trx, c.id, c.state, to, now)) ?? await refusalFor(trx, c.id);
    await insertEvent(trx, { id: deps.ids.next('le'), entityId: c.id, from: c.state, to, event: 'CLOSE', actor, reason: reason ?? null, now });
    return { moved: next, action: 'support.close' };
  });
  announce(deps, moved, null);
  return staffConversationView((await staffConversation(deps.db, moved.id))!);
}
