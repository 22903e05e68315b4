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

export async function insertVersion(db: Executor, row: { text_id: bigint; lang: string; version: bigint; title: string; body: string; created_at: bigint; created_by: string; restored_from: bigint | null }) {
  await db.insertInto('text_versions').values(row).execute();
}
