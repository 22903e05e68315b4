// My messages (/news, /newsDetail) and the operators' notices. Every decision or event that
// concerns a user (a withdrawal approved, rejected or failed on the chain, a deposit credited or a
// manual deposit's claim rejected, a loan application approved or rejected, a repayment voucher
// confirmed or rejected, an early redemption under review approved or rejected, a verification
// decided, a loan falling due or overdue, a position liquidated, a subscription allocated) is stored as a kind
// and its parameters, never as text: the browser renders it with its catalogs in the language the
// user has chosen now. A reason an operator typed is shown as typed. A notice is written by an
// admin in the languages given; a user sees it in their language, or in English, marked so.
// New messages and the unread count also come on the private stream channel `messages`.
import { z } from 'zod';
import { endpoint, epochMs, requiredText } from '../endpoint';
import { languages, type Lang } from '../languages';
import { messageStates } from '../lifecycles/message.lifecycle';

const id = z.string({ error: 'error.notFound' }).trim().min(1, 'error.notFound').max(64, 'error.notFound');

/** What a message tells of; the text of each is `news.kind.<kind>` in the UI catalogs. */
export const messageKinds = [
  'withdrawalApproved', 'withdrawalRejected', 'withdrawalFailed', 'depositCredited', 'depositRejected', 'kycApproved', 'kycRejected',
  'loanApproved', 'loanRejected', 'loanDue', 'loanOverdue', 'loanRepaid', 'loanVoucherRejected', 'earnRedeemed', 'earnRedemptionRejected', 'positionLiquidated', 'subscriptionAllocated', 'notice',
] as const;
export type MessageKind = (typeof messageKinds)[number];

/**
 * A message's parameters as stored: text, or an amount in minor units of an asset (the server
 * shows it as a decimal string in the asset's scale). `reason` is an operator's words, as typed.
 */
export type StoredParam = string | { minor: string; asset: string };
export type MessageParams = Record<string, StoredParam>;

/** A notice's text in one language. */
export const noticeText = z.object({ lang: z.enum(languages), title: z.string(), body: z.string() });

export const message = z.object({
  id: z.string(),
  kind: z.enum(messageKinds),
  state: z.enum(messageStates),
  /** Amounts as decimal strings in their asset's scale, ids, symbols, levels, an operator's reason. */
  params: z.record(z.string(), z.string()),
  /** A notice's texts as the admin wrote them (English always among them); null for other kinds. */
  notice: z.array(noticeText).nullable(),
  created_at: epochMs,
});

const page = z.coerce.number({ error: 'error.invalidInput' }).int('error.invalidInput').min(1, 'error.invalidInput').max(10_000, 'error.invalidInput').default(1);

/** The notice form's fields: `title_<lang>` and `body_<lang>` for each language, English required. */
const noticeFields = Object.fromEntries(languages.flatMap((lang) => [
  [`title_${lang}`, z.string().trim().max(200, 'error.invalidInput').optional()],
  [`body_${lang}`, z.string().trim().max(5000, 'error.invalidInput').optional()],
])) as Record<`title_${Lang}` | `body_${Lang}`, z.ZodOptional<z.ZodString>>;

export const noticeForm = z.object({
  ...noticeFields,
  title_en: requiredText('error.noticeEnglishRequired', 200),
  body_en: requiredText('error.noticeEnglishRequired', 5000),
});

export const messagesEndpoints = {
  getNewsList: endpoint({
    name: 'web/getNewsList', method: 'GET', access: 'user',
    summary: 'My messages, newest first, 20 a page, with the unread count.',
    params: z.object({ page }),
    data: z.object({ list: z.array(message), unread: z.number().int(), has_more: z.boolean() }),
  }),
  getNewsDetail: endpoint({
    name: 'web/getNewsDetail', method: 'GET', access: 'user',
    summary: 'One of my messages (another user\'s answers notFound).',
    params: z.object({ id }),
    data: message,
  }),
  readNews: endpoint({
    name: 'web/readNews', method: 'POST', access: 'user',
    summary: 'Marks one of my messages read (opening /newsDetail does); again changes nothing. Answers the message and the unread count.',
    params: z.object({ id }),
    data: z.object({ message, unread: z.number().int() }),
  }),
  getUnreadNews: endpoint({
    name: 'web/getUnreadNews', method: 'GET', access: 'user',
    summary: 'How many of my messages are unread (the navigation shows it).',
    params: z.object({}),
    data: z.object({ unread: z.number().int() }),
  }),
  opsPostNotice: endpoint({
    name: 'web/opsPostNotice', method: 'POST', access: 'operator',
    summary: 'Admins only: a notice to every user, in English and any other languages given; each user gets it as an unread message.',
    params: noticeForm,
    data: z.object({ id: z.string(), recipients: z.number().int() }),
  }),
};
