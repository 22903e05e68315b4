// Online support (/service): one conversation between a member and the platform's support staff,
// with its whole history (api/lifecycles/support-conversation.lifecycle). The member writes text
// and images (uploads of purpose `supportImage`, served only to them and to support staff); staff
// with the support role (or an admin) answer with text and images (uploads of purpose `supportReply`,
// served only to that member and to staff) and close it in /ops/support. New messages
// arrive live on the stream: the member's private channel `support`, the console's `ops:support`.
// Staff see who wrote, their verification levels and their open items; never a password or code.
// Every staff message and every close is written to the operators' audit log.
import { z } from 'zod';
import { binaryFile, endpoint, epochMs, optionalText, uploadedFile } from '../endpoint';
import { uploadInfo } from './uploads';
import { supportConversationStates } from '../lifecycles/support-conversation.lifecycle';
import { reviewDetail, reviewTimelineStep } from '../review';
import { SUPPORT_MESSAGES_PER_DAY, SUPPORT_MESSAGES_PER_MINUTE, SUPPORT_TEXT_MAX } from '../support-rules';

const id = z.string({ error: 'error.notFound' }).trim().min(1, 'error.notFound').max(64, 'error.notFound');

export const supportMessage = z.object({
  id: z.string(),
  conversation_id: z.string(),
  /** Who wrote: the member, or support staff (named only as support to the member). */
  author: z.enum(['user', 'staff']),
  text: z.string(),
  /** An attached image (the member's or staff's): web/supportImage for the member, web/opsGetUpload for staff. */
  image: z.string().nullable(),
  created_at: epochMs,
});
export type SupportMessage = z.infer<typeof supportMessage>;

export const supportConversation = z.object({
  id: z.string(),
  state: z.enum(supportConversationStates),
  created_at: epochMs,
  updated_at: epochMs,
});

/** What the stream sends on `support` (the member) and `ops:support` (staff) for each new message or move. */
export const supportStreamData = z.object({
  conversation: supportConversation.extend({ user_id: z.string() }),
  message: supportMessage.nullable(),
});
export type SupportStreamData = z.infer<typeof supportStreamData>;

/** A conversation in the staff queue. */
export const opsSupportConversation = supportConversation.extend({
  user_id: z.string(),
  user_email: z.string().nullable(),
  user_phone: z.string().nullable(),
  last_text: z.string(),
  last_author: z.enum(['user', 'staff']),
  /** The newest message's id: a staff answer names it, so it is refused when someone wrote meanwhile. */
  last_message_id: z.string(),
});

/** What staff see of the member: who they are, how far verified, what of theirs waits. Never secrets. */
export const supportMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  created_at: epochMs,
  verified_levels: z.array(z.enum(['junior', 'senior', 'address'])),
  open_items: z.object({
    withdrawals: z.number().int(),
    manual_deposits: z.number().int(),
    loans: z.number().int(),
  }),
});

const messageText = z.string({ error: 'error.invalidInput' }).trim().max(SUPPORT_TEXT_MAX, 'error.supportTextTooLong').optional()
  .transform((v) => (v ? v : undefined));

export const supportEndpoints = {
  supportConversation: endpoint({
    name: 'web/supportConversation', method: 'GET', access: 'user',
    summary: "The member's conversation with support (null before their first message) and its newest messages, oldest first.",
    params: z.object({}),
    data: z.object({ conversation: supportConversation.nullable(), messages: z.array(supportMessage) }),
  }),
  supportSend: endpoint({
    name: 'web/supportSend', method: 'POST', access: 'user',
    summary: `Write to support: text (up to ${SUPPORT_TEXT_MAX} characters), an image (an upload of purpose supportImage), or both. The first message opens the conversation; one on an answered or closed conversation opens it again.`,
    note: `At most ${SUPPORT_MESSAGES_PER_MINUTE} messages a minute and ${SUPPORT_MESSAGES_PER_DAY} a day per member (supportTooFast).`,
    params: z.object({ text: messageText, image: optionalText(64) }),
    data: z.object({ conversation: supportConversation, message: supportMessage }),
  }),
  supportImage: endpoint({
    name: 'web/supportImage', method: 'GET', access: 'user', binary: true,
    summary: "An image attached to a message of the caller's own conversation (theirs or support's), as an attachment; any other answers not found.",
    params: z.object({ id }),
    data: binaryFile(),
  }),
  opsSupportUploadImage: endpoint({
    name: 'web/opsSupportUploadImage', method: 'POST', access: 'operator', multipart: true,
    summary: 'Upload one image (JPG, JPEG or PNG, up to 8 MiB) for an answer in a conversation (support staff and admins); answers its id for opsSupportAnswer.',
    note: 'multipart/form-data with the text fields token, lang, rtoken, id and one file part named file; checked and re-encoded like every upload. The image is served only to that conversation\'s member, once sent, and to staff.',
    params: z.object({ id, file: uploadedFile() }),
    data: uploadInfo,
  }),
  opsSupportQueue: endpoint({
    name: 'web/opsSupportQueue', method: 'GET', access: 'operator',
    summary: 'Support conversations in a state (support staff and admins): open ones oldest first, others newest first.',
    params: z.object({ state: z.enum(supportConversationStates, { error: 'error.invalidInput' }).default('open') }),
    data: z.array(opsSupportConversation),
  }),
  opsSupportDetail: endpoint({
    name: 'web/opsSupportDetail', method: 'GET', access: 'operator',
    summary: 'One conversation with its messages, timeline and audit-logged staff actions, and what staff may know of the member.',
    params: z.object({ id }),
    data: reviewDetail('conversation', opsSupportConversation, reviewTimelineStep, {
      messages: z.array(supportMessage),
      member: supportMember,
    }),
  }),
  opsSupportAnswer: endpoint({
    name: 'web/opsSupportAnswer', method: 'POST', access: 'operator',
    summary: 'Answer a conversation with text, an image (from opsSupportUploadImage for this conversation), or both (audit-logged). `after` names the newest message the answer was written after: if anyone wrote since, it is refused (supportChanged) and nothing is sent.',
    params: z.object({
      id,
      after: z.string({ error: 'error.invalidInput' }).trim().min(1, 'error.invalidInput').max(64, 'error.invalidInput'),
      text: messageText,
      image: optionalText(64),
    }),
    data: z.object({ conversation: opsSupportConversation, message: supportMessage }),
  }),
  opsSupportClose: endpoint({
    name: 'web/opsSupportClose', method: 'POST', access: 'operator',
    summary: 'Close a conversation (audit-logged); a new message of the member opens it again.',
    params: z.object({ id, reason: optionalText(500) }),
    data: opsSupportConversation,
  }),
};
