// The console's content editing: texts per language, their versions and restores (editors and admins).
import { z } from 'zod';
import { endpoint, epochMs, requiredText } from '../endpoint';
import { languages } from '../languages';

/** Kinds of operator-edited texts: footer pages (about, agreements), help articles, notices, banners, the download page. */
export const textKinds = ['page', 'help', 'notice', 'banner', 'download'] as const;
/** Kinds an editor may add and take off the site; the others are fixed parts of it. */
export const creatableTextKinds = ['help', 'notice'] as const;
/** Whether texts of `kind` come and go (added, taken off the site and put back). */
export const isCreatableKind = (kind: string) => (creatableTextKinds as readonly string[]).includes(kind);

const textId = z.coerce.number({ error: 'error.notFound' }).int('error.notFound').positive('error.notFound').max(1e9, 'error.notFound');
const textLang = z.enum(languages, { error: 'error.invalidInput' });
const version = z.coerce.number({ error: 'error.invalidInput' }).int('error.invalidInput').min(0, 'error.invalidInput').max(1e9, 'error.invalidInput');

/** One language of a text as the console shows it. */
export const opsTextLang = z.object({
  lang: z.enum(languages), title: z.string(), body: z.string(), version: z.number().int(),
  updated_at: epochMs, updated_by: z.string().describe('the operator\'s email, or `seed`'),
});

export const opsTextVersion = z.object({
  lang: z.enum(languages), version: z.number().int(), title: z.string(), body: z.string(),
  created_at: epochMs, created_by: z.string().describe('the operator\'s email, or `seed`'),
  restored_from: z.number().int().nullable(),
});

export const opsTextDetail = z.object({
  id: z.number().int(), kind: z.enum(textKinds),
  published: z.boolean().describe('false once an editor took it off the site: members no longer see it'),
  texts: z.array(opsTextLang),
  missing: z.array(z.enum(languages)).describe('languages with no translation: the public page shows the English text, marked as such'),
  history: z.array(opsTextVersion).describe('every version in every language, newest first'),
  facts: z.object({ site: z.string(), assets: z.number().int(), languages: z.number().int(), support_email: z.string() })
    .describe('what the placeholders {site}, {assets}, {languages}, {support_email} stand for now'),
});

/** Editing texts in the console (content editors and admins): every save is a new version, audit-logged. */
export const contentEditEndpoints = {
  opsContentList: endpoint({
    name: 'web/opsContentList', method: 'GET', access: 'operator',
    summary: 'Every editable text by kind, with its English title and which languages are filled or missing (editors and admins).',
    params: z.object({}),
    data: z.array(z.object({
      id: z.number().int(), kind: z.enum(textKinds), title: z.string(), published: z.boolean(),
      filled: z.array(z.enum(languages)), missing: z.array(z.enum(languages)),
    })),
  }),
  opsContentDetail: endpoint({
    name: 'web/opsContentDetail', method: 'GET', access: 'operator',
    summary: 'One text in every language, the missing languages, its history of versions and the current facts for the preview (editors and admins).',
    params: z.object({ id: textId }),
    data: opsTextDetail,
  }),
  opsSaveText: endpoint({
    name: 'web/opsSaveText', method: 'POST', access: 'operator',
    summary: 'Save a text in one language as a new version (editors and admins); `version` is the version the edit started from (0 for a missing language). Audit-logged.',
    params: z.object({
      id: textId, text_lang: textLang, version,
      title: requiredText('error.textTitleRequired', 200),
      body: requiredText('error.textBodyRequired', 50000),
    }),
    data: opsTextDetail,
    note: 'A save against a version that is no longer the current one answers `textChanged` and changes nothing.',
  }),
  opsCreateText: endpoint({
    name: 'web/opsCreateText', method: 'POST', access: 'operator',
    summary: 'Add a help article or a notice, written in English first (the fallback of every other language, which stays missing until translated); its version 1 (editors and admins). Audit-logged.',
    params: z.object({
      kind: z.enum(creatableTextKinds, { error: 'error.invalidInput' }),
      title: requiredText('error.textTitleRequired', 200),
      body: requiredText('error.textBodyRequired', 50000),
    }),
    data: opsTextDetail,
  }),
  opsSetTextPublished: endpoint({
    name: 'web/opsSetTextPublished', method: 'POST', access: 'operator',
    summary: 'Take a help article or notice off the site (`published` false) or put it back (true), keeping its texts and versions (editors and admins). Audit-logged.',
    params: z.object({ id: textId, published: z.enum(['true', 'false'], { error: 'error.invalidInput' }).transform((v) => v === 'true') }),
    data: opsTextDetail,
    note: 'Other kinds answer `textFixed`; asking for the state it is already in answers `textChanged` and changes nothing.',
  }),
  opsRestoreText: endpoint({
    name: 'web/opsRestoreText', method: 'POST', access: 'operator',
    summary: 'Restore an earlier version of a text in one language: a new version copying it (editors and admins). Audit-logged.',
    params: z.object({ id: textId, text_lang: textLang, version, restore: version }),
    data: opsTextDetail,
    note: '`version` is the current version the restore was chosen against; another answers `textChanged` and changes nothing.',
  }),
};
