// SQL of editing texts in the console: every language row of a text, its versions, and the two
// conditional writes a save is made of (a new language, or the next version of one that exists).
import type { Executor } from '../../db/database';
import type { TextKind } from './content.store';

export interface EditRow { id: bigint; lang: string; kind: TextKind; title: string; body: string; link: string; sort: bigint; version: bigint; updated_at: bigint; updated_by: string }

const editColumns = ['id', 'lang', 'kind', 'title', 'body', 'link', 'sort', 'version', 'updated_at', 'updated_by'] as const;

export function allTextRows(db: Executor): Promise<EditRow[]> {
  return db.selectFrom('texts').select(editColumns).orderBy('kind').orderBy('sort').orderBy('id').execute();
}

export function textRowsOf(db: Executor, id: bigint): Promise<EditRow[]> {
  return db.selectFrom('texts').select(editColumns).where('id', '=', id).execute();
}

export function versionsOf(db: Executor, id: bigint) {
  return db.selectFrom('text_versions')
    .select(['lang', 'version', 'title', 'body', 'created_at', 'created_by', 'restored_from'])
    .where('text_id', '=', id)
    .orderBy('created_at', 'desc').orderBy('version', 'desc').orderBy('lang')
    .execute();
}

export function findVersion(db: Executor, id: bigint, lang: string, version: bigint) {
  return db.selectFrom('text_versions').select(['title', 'body']).where('text_id', '=', id).where('lang', '=', lang).where('version', '=', version).executeTakeFirst();
}

/** Emails of operators by id, for "who" in the history. */
export async function operatorEmails(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('operators').select(['id', 'email']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.email]));
}

/** Version `version + 1` of a text in a language, only if `version` is still the one it shows. */
export async function updateIfVersion(db: Executor, id: bigint, lang: string, version: bigint, text: { title: string; body: string }, by: string, at: bigint): Promise<boolean> {
  const result = await db.updateTable('texts')
    .set({ title: text.title, body: text.body, version: version + 1n, updated_at: at, updated_by: by })
    .where('id', '=', id).where('lang', '=', lang).where('version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The first version of a language the text lacks, placed like its other languages; false if it exists. */
export async function insertIfMissing(db: Executor, like: EditRow, lang: string, text: { title: string; body: string }, by: string, at: bigint): Promise<boolean> {
  const result = await db.insertInto('texts')
    .values({ id: like.id, lang, kind: like.kind, title: text.title, body: text.body, link: like.link, sort: like.sort, version: 1n, updated_at: at, updated_by: by })
    .onConflict((oc) => oc.columns(['id', 'lang']).doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) === 1n;
}

/** The next text id: past every text and every version ever written, so an id is never reused. */
export async function nextTextId(db: Executor): Promise<bigint> {
  const texts = await db.selectFrom('texts').select((eb) => eb.fn.max('id').as('n')).executeTakeFirst();
  const versions = await db.selectFrom('text_versions').select((eb) => eb.fn.max('text_id').as('n')).executeTakeFirst();
  return BigInt(Math.max(Number(texts?.n ?? 0), Number(versions?.n ?? 0))) + 1n;
}

/** Sort place of a new text of a kind: after every other one. */
export async function nextSort(db: Executor, kind: TextKind): Promise<bigint> {
  const row = await db.selectFrom('texts').select((eb) => eb.fn.max('sort').as('n')).where('kind', '=', kind).executeTakeFirst();
  return BigInt(Number(row?.n ?? 0)) + 1n;
}

export async function insertText(db: Executor, row: { id: bigint; lang: string; kind: TextKind; title: string; body: string; sort: bigint; at: bigint; by: string }) {
  await db.insertInto('texts').values({
    id: row.id, lang: row.lang, kind: row.kind, title: row.title, body: row.body, link: '', sort: row.sort, version: 1n, updated_at: row.at, updated_by: row.by,
  }).execute();
}

/** Ids of texts taken off the site, among `ids` (all of them when none are given). */
export async function unpublishedIds(db: Executor, ids?: bigint[]): Promise<Set<bigint>> {
  if (ids && ids.length === 0) return new Set();
  const rows = await db.selectFrom('unpublished_texts').select('text_id').$if(!!ids, (q) => q.where('text_id', 'in', ids!)).execute();
  return new Set(rows.map((r) => BigInt(r.text_id)));
}

/** Takes a text off the site; false when it already was. */
export async function unpublish(db: Executor, id: bigint, by: string, at: bigint): Promise<boolean> {
  const result = await db.insertInto('unpublished_texts').values({ text_id: id, unpublished_at: at, unpublished_by: by })
    .onConflict((oc) => oc.column('text_id').doNothing()).executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) === 1n;
}

/** Puts a text back on the site; false when it was on it. */
export async function republish(db: Executor, id: bigint): Promise<boolean> {
  const result = await db.deleteFrom('unpublished_texts').where('text_id', '=', id).executeTakeFirst();
  return result.numDeletedRows === 1n;
}

export async function insertVersion(db: Executor, row: { text_id: bigint; lang: string; version: bigint; title: string; body: string; created_at: bigint; created_by: string; restored_from: bigint | null }) {
  await db.insertInto('text_versions').values(row).execute();
}
