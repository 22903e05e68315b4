// SQL of the content module: texts by id or kind in a language and its English fallback, the
// seeding insert that never overwrites an operator's edit, and the count of listed assets.
import type { Executor } from '../../db/database';
import type { Insertable } from 'kysely';
import type { TextsTable } from '../../db/schema';

export type TextKind = TextsTable['kind'];

export interface TextRow {
  id: bigint;
  lang: string;
  kind: TextKind;
  title: string;
  body: string;
  link: string;
  sort: bigint;
  updated_at: bigint;
}

const columns = ['id', 'lang', 'kind', 'title', 'body', 'link', 'sort', 'updated_at'] as const;

/** Texts members see: not taken off the site by an editor. */
const published = (db: Executor) => db.selectFrom('texts').select(columns)
  .where(({ not, exists, selectFrom }) => not(exists(selectFrom('unpublished_texts').select('unpublished_texts.text_id').whereRef('unpublished_texts.text_id', '=', 'texts.id'))));

/** Every language row of one published text among `langs`. */
export function findTextRows(db: Executor, id: bigint, langs: string[]): Promise<TextRow[]> {
  return published(db).where('id', '=', id).where('lang', 'in', langs).execute();
}

/** Every language row of the published texts of one kind among `langs`, in display order. */
export function listTextRows(db: Executor, kind: TextKind, langs: string[]): Promise<TextRow[]> {
  return published(db)
    .where('kind', '=', kind).where('lang', 'in', langs)
    .orderBy('sort').orderBy('id').execute();
}

/** Adds texts that are not there yet; a row that exists (maybe edited by an operator) is kept. */
export async function insertMissingTexts(db: Executor, rows: Insertable<TextsTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('texts').values(rows).onConflict((oc) => oc.columns(['id', 'lang']).doNothing()).execute();
  await recordFirstVersions(db);
}

/** A text row with no version yet (just seeded) becomes its own first version. */
async function recordFirstVersions(db: Executor): Promise<void> {
  await db.insertInto('text_versions')
    .columns(['text_id', 'lang', 'version', 'title', 'body', 'created_at', 'created_by'])
    .expression((eb) => eb.selectFrom('texts')
      .select(['texts.id', 'texts.lang', 'texts.version', 'texts.title', 'texts.body', 'texts.updated_at', 'texts.updated_by'])
      .where(({ not, exists, selectFrom }) => not(exists(
        selectFrom('text_versions').select('text_versions.version')
          .whereRef('text_versions.text_id', '=', 'texts.id').whereRef('text_versions.lang', '=', 'texts.lang'),
      ))))
    .execute();
}

export async function countListedAssets(db: Executor): Promise<number> {
  const row = await db.selectFrom('assets').select((eb) => eb.fn.countAll().as('n')).where('enabled', '=', 1n).executeTakeFirst();
  return Number(row?.n ?? 0);
}
