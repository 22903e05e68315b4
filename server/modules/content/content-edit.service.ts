// Editing texts in the console (content editors and admins). A save in one language is one
// transaction: the text moves from the version its editor started from to the next one with a
// conditional update (a save against an older version changes nothing and says so), the version is
// kept in text_versions, and the edit is audit-logged with who and which version. A restore is a
// save of an earlier version's words. A language with no row is reported missing, never filled in.
// Editors also add help articles and notices (in English first, the fallback of every language) and
// take them off the site or put them back; their rows and versions stay, and each step is audit-logged.
import type { DataOf } from '../../../api/endpoint';
import { isCreatableKind, type creatableTextKinds, type contentEditEndpoints } from '../../../api/endpoints/content-edit';
import { isLang, languages, type Lang } from '../../../api/languages';
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import { auditDecision, type AuthedOperator } from '../ops/operators';
import { currentFacts } from './content.service';
import {
  allTextRows, findVersion, insertIfMissing, insertText, insertVersion, nextSort, nextTextId, operatorEmails, republish, textRowsOf, unpublish,
  unpublishedIds, updateIfVersion, versionsOf,
} from './content-edit.store';

type Data<K extends keyof typeof contentEditEndpoints> = DataOf<(typeof contentEditEndpoints)[K]>;
type EditDeps = Pick<Deps, 'db' | 'clock' | 'ids'>;

export const TEXT_ENTITY = 'text';
const EDITOR_ROLES: readonly string[] = ['editor', 'admin'];

/** Only content editors and admins edit texts (the wire keeps editors out of everything else). */
export function mustEdit(operator: AuthedOperator) {
  if (!EDITOR_ROLES.includes(operator.role)) fail('forbidden');
}

const langsOf = (rows: { lang: string }[]) => new Set(rows.map((r) => r.lang));
const missingOf = (filled: Set<string>) => languages.filter((l) => !filled.has(l));

export async function contentList(deps: Pick<Deps, 'db'>): Promise<Data<'opsContentList'>> {
  const byId = new Map<bigint, Awaited<ReturnType<typeof allTextRows>>>();
  for (const row of await allTextRows(deps.db)) byId.set(row.id, [...(byId.get(row.id) ?? []), row]);
  const hidden = await unpublishedIds(deps.db);
  return [...byId.values()].map((rows) => {
    const filled = langsOf(rows);
    return {
      id: Number(rows[0].id), kind: rows[0].kind, published: !hidden.has(rows[0].id),
      title: (rows.find((r) => r.lang === 'en') ?? rows[0]).title,
      filled: languages.filter((l) => filled.has(l)), missing: missingOf(filled),
    };
  });
}

export async function contentDetail(deps: Pick<Deps, 'db'>, id: number): Promise<Data<'opsContentDetail'>> {
  const rows = await textRowsOf(deps.db, BigInt(id));
  if (rows.length === 0) fail('notFound');
  const versions = await versionsOf(deps.db, BigInt(id));
  const emails = await operatorEmails(deps.db, [...new Set([...rows.map((r) => r.updated_by), ...versions.map((v) => v.created_by)])]);
  const who = (by: string) => emails.get(by) ?? by;
  const ordered = languages.flatMap((l) => rows.filter((r) => r.lang === l));
  return {
    id, kind: rows[0].kind, published: !(await unpublishedIds(deps.db, [BigInt(id)])).has(BigInt(id)),
    texts: ordered.map((r) => ({ lang: r.lang as Lang, title: r.title, body: r.body, version: Number(r.version), updated_at: Number(r.updated_at), updated_by: who(r.updated_by) })),
    missing: missingOf(langsOf(rows)),
    history: versions.filter((v) => isLang(v.lang)).map((v) => ({
      lang: v.lang as Lang, version: Number(v.version), title: v.title, body: v.body,
      created_at: Number(v.created_at), created_by: who(v.created_by),
      restored_from: v.restored_from === null ? null : Number(v.restored_from),
    })),
    facts: await currentFacts(deps),
  };
}

interface Edit { id: number; lang: Lang; version: number; title: string; body: string; restoredFrom: number | null }

/** Writes one version of a text in one language against the version the editor started from. */
async function writeVersion(deps: EditDeps, operator: AuthedOperator, edit: Edit) {
  const id = BigInt(edit.id);
  const base = BigInt(edit.version);
  const at = BigInt(deps.clock.now());
  await deps.db.transaction().execute(async (trx) => {
    const rows = await textRowsOf(trx, id);
    if (rows.length === 0) fail('notFound');
    const moved = base === 0n
      ? await insertIfMissing(trx, rows[0], edit.lang, edit, operator.id, at)
      : await updateIfVersion(trx, id, edit.lang, base, edit, operator.id, at);
    if (!moved) fail('textChanged');
    const version = base + 1n;
    await insertVersion(trx, {
      text_id: id, lang: edit.lang, version, title: edit.title, body: edit.body, created_at: at, created_by: operator.id,
      restored_from: edit.restoredFrom === null ? null : BigInt(edit.restoredFrom),
    });
    await auditDecision(deps, trx, {
      operatorId: operator.id, action: edit.restoredFrom === null ? 'editText' : 'restoreText', entityType: TEXT_ENTITY,
      entityId: `${edit.id}:${edit.lang}`,
      reason: edit.restoredFrom === null ? `version ${version}` : `version ${version} restores version ${edit.restoredFrom}`,
    });
  });
  return contentDetail(deps, edit.id);
}

export async function saveText(deps: EditDeps, operator: AuthedOperator, params: { id: number; text_lang: Lang; version: number; title: string; body: string }) {
  mustEdit(operator);
  return writeVersion(deps, operator, { id: params.id, lang: params.text_lang, version: params.version, title: params.title, body: params.body, restoredFrom: null });
}

export async function restoreText(deps: EditDeps, operator: AuthedOperator, params: { id: number; text_lang: Lang; version: number; restore: number }) {
  mustEdit(operator);
  const old = await findVersion(deps.db, BigInt(params.id), params.text_lang, BigInt(params.restore));
  if (!old) fail('notFound');
  return writeVersion(deps, operator, { id: params.id, lang: params.text_lang, version: params.version, title: old.title, body: old.body, restoredFrom: params.restore });
}

/** Adds a help article or notice in English as its version 1, placed after the others of its kind. */
export async function createText(deps: EditDeps, operator: AuthedOperator, params: { kind: (typeof creatableTextKinds)[number]; title: string; body: string }) {
  mustEdit(operator);
  const at = BigInt(deps.clock.now());
  const id = await deps.db.transaction().execute(async (trx) => {
    const next = await nextTextId(trx);
    await insertText(trx, { id: next, lang: 'en', kind: params.kind, title: params.title, body: params.body, sort: await nextSort(trx, params.kind), at, by: operator.id });
    await insertVersion(trx, { text_id: next, lang: 'en', version: 1n, title: params.title, body: params.body, created_at: at, created_by: operator.id, restored_from: null });
    await auditDecision(deps, trx, { operatorId: operator.id, action: 'createText', entityType: TEXT_ENTITY, entityId: `${next}:en`, reason: `${params.kind}: version 1` });
    return next;
  });
  return contentDetail(deps, Number(id));
}

/** Takes a help article or notice off the site, or puts it back; other kinds are fixed parts of the site. */
export async function setTextPublished(deps: EditDeps, operator: AuthedOperator, params: { id: number; published: boolean }) {
  mustEdit(operator);
  const id = BigInt(params.id);
  await deps.db.transaction().execute(async (trx) => {
    const rows = await textRowsOf(trx, id);
    if (rows.length === 0) fail('notFound');
    if (!isCreatableKind(rows[0].kind)) fail('textFixed');
    const changed = params.published ? await republish(trx, id) : await unpublish(trx, id, operator.id, BigInt(deps.clock.now()));
    if (!changed) fail('textChanged');
    await auditDecision(deps, trx, {
      operatorId: operator.id, action: params.published ? 'publishText' : 'unpublishText', entityType: TEXT_ENTITY, entityId: String(params.id), reason: null,
    });
  });
  return contentDetail(deps, params.id);
}
