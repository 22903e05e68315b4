// A user's messages: the list with the unread count, one message, marking one read (through the
// message chart, idempotent), and an admin's notice to every user. Parameters are stored as
// written; amounts are shown here in their asset's scale.
import { fromMinor } from '../../../api/money';
import type { StoredParam } from '../../../api/endpoints/messages';
import { messageKinds, type MessageKind } from '../../../api/endpoints/messages';
import { languages } from '../../../api/languages';
import { canMove, mustMove } from '../../../api/lifecycles/lifecycle';
import { messageLifecycle } from '../../../api/lifecycles/message.lifecycle';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/database';
import { fail } from '../../core/failures';
import type { AuthedOperator } from '../ops/operators';
import { auditDecision } from '../ops/operators';
import { mustAdminister } from '../settings/settings-admin';
import { assetScales } from '../funds/assets.store';
import { initialMessageState } from './message-notifier';
import {
  fanOutNotice, insertNotice, messageOf, messagesOf, noticeTexts, unreadCount, updateMessageState, type MessageRow,
} from './messages.store';

const UNREAD = initialMessageState;
export const NOTICE_ENTITY = 'notice';

type NoticeText = { lang: (typeof languages)[number]; title: string; body: string };

/** The messages as the wire shows them. */
export async function messageViews(db: Executor, rows: MessageRow[]) {
  const scales = await assetScales(db);
  const notices = await noticeTexts(db, [...new Set(rows.flatMap((r) => (r.notice_id ? [r.notice_id] : [])))]);
  const show = (p: StoredParam) => (typeof p === 'string' ? p : fromMinor(BigInt(p.minor), scales.get(p.asset) ?? 0));
  return rows.map((r) => ({
    id: r.id,
    kind: ((messageKinds as readonly string[]).includes(r.kind) ? r.kind : 'notice') as MessageKind,
    state: r.state as 'unread' | 'read',
    params: Object.fromEntries(Object.entries(JSON.parse(r.params) as Record<string, StoredParam>).map(([k, v]) => [k, show(v)])),
    notice: r.notice_id ? (JSON.parse(notices.get(r.notice_id) ?? '[]') as NoticeText[]) : null,
    created_at: Number(r.created_at),
  }));
}

export async function newsList(deps: Pick<Deps, 'db'>, userId: string, page: number) {
  const { rows, hasMore } = await messagesOf(deps.db, userId, page);
  return { list: await messageViews(deps.db, rows), unread: await unreadCount(deps.db, userId, UNREAD), has_more: hasMore };
}

export async function newsDetail(deps: Pick<Deps, 'db'>, userId: string, id: string) {
  const row = (await messageOf(deps.db, userId, id)) ?? fail('notFound');
  return (await messageViews(deps.db, [row]))[0];
}

export const unreadNews = async (deps: Pick<Deps, 'db'>, userId: string) => ({ unread: await unreadCount(deps.db, userId, UNREAD) });

/** Opening a message marks it read; a read one stays as it is (opening it again changes nothing). */
export async function readNews(deps: Pick<Deps, 'db' | 'clock'>, userId: string, id: string) {
  const row = (await messageOf(deps.db, userId, id)) ?? fail('notFound');
  let state = row.state;
  if (canMove(messageLifecycle, row.state, { type: 'OPEN' })) {
    state = mustMove(messageLifecycle, row.state, { type: 'OPEN' });
    // A concurrent open already moved it: the same outcome, so not an error.
    await updateMessageState(deps.db, row.id, row.state, state, deps.clock.now());
  }
  return { message: (await messageViews(deps.db, [{ ...row, state }]))[0], unread: await unreadCount(deps.db, userId, UNREAD) };
}

/** An admin's notice: stored with its texts, copied to every user as an unread message, audit-logged, in one transaction. */
export async function postNotice(deps: Pick<Deps, 'db' | 'clock' | 'ids'>, operator: AuthedOperator, form: Record<string, string | undefined>) {
  mustAdminister(operator);
  const texts: NoticeText[] = languages.flatMap((lang) => {
    const title = form[`title_${lang}`]?.trim() ?? '';
    const body = form[`body_${lang}`]?.trim() ?? '';
    return title && body ? [{ lang, title, body }] : [];
  });
  if (!texts.some((t) => t.lang === 'en')) fail('noticeEnglishRequired');
  const id = deps.ids.next('nt');
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    await insertNotice(trx, { id, texts: JSON.stringify(texts), operatorId: operator.id, now });
    const recipients = await fanOutNotice(trx, id, UNREAD, now);
    await auditDecision(deps, trx, { operatorId: operator.id, action: 'notice.post', entityType: NOTICE_ENTITY, entityId: id, reason: texts.find((t) => t.lang === 'en')!.title });
    return { id, recipients };
  });
}
