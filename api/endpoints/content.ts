// Site settings and operator-edited content: texts, banners, notices.
import { z } from 'zod';
import { endpoint, epochMs, requiredText } from '../endpoint';
import { languages } from '../languages';

/** Ids of the fixed texts of spec §2's footer. */
export const textIds = { companyProfile: 1, userAgreement: 3, privacyPolicy: 5 } as const;

export const siteSettings = z.object({
  site_name: z.string(),
  default_lang: z.string(),
  languages: z.array(z.string()),
  demo: z.boolean(),
  registration: z.object({ invitation_code: z.enum(['optional', 'required']) }),
  features: z.record(z.string(), z.boolean()).describe('product switches: false hides and refuses the product'),
  code_countdown_s: z.number().int(),
  request_timeout_ms: z.number().int(),
  support_email: z.string(),
  asset_count: z.number().int().describe('listed assets, computed'),
});

const textItem = z.object({
  id: z.number().int(), title: z.string(), content: z.string(), updated_at: z.number().int(),
  lang: z.enum(languages).describe('the language of the text served: English where the request language has no translation yet'),
});

export const contentEndpoints = {
  getSetting: endpoint({
    name: 'web/getSetting', method: 'GET', access: 'public',
    summary: 'Global settings: site name, default language, registration rule, product switches, demo mode.',
    params: z.object({}),
    data: siteSettings,
  }),
  getParam: endpoint({
    name: 'web/getParam', method: 'GET', access: 'public',
    summary: 'Public policy parameters (limits, windows, ratios) as strings by name.',
    params: z.object({}),
    data: z.record(z.string(), z.string()),
  }),
  getLogo: endpoint({
    name: 'web/getLogo', method: 'GET', access: 'public',
    summary: 'The site logo and name.',
    params: z.object({}),
    data: z.object({ site_name: z.string(), logo_url: z.string() }),
  }),
  getText: endpoint({
    name: 'web/getText', method: 'GET', access: 'public',
    summary: 'One text in the request language: 1 company profile, 3 user agreement, 5 privacy policy, or a help article.',
    params: z.object({ id: z.coerce.number({ error: 'error.invalidInput' }).int('error.invalidInput').positive('error.invalidInput') }),
    data: textItem,
  }),
  getTextsList: endpoint({
    name: 'web/getTextsList', method: 'GET', access: 'public',
    summary: 'Texts of one kind (help articles) in the request language, titles only.',
    params: z.object({ kind: z.enum(['help', 'page'], { error: 'error.invalidInput' }).default('help') }),
    data: z.array(z.object({ id: z.number().int(), title: z.string() })),
  }),
  getBanner: endpoint({
    name: 'web/getBanner', method: 'GET', access: 'public',
    summary: 'Home banners in the request language.',
    params: z.object({}),
    data: z.array(z.object({ id: z.number().int(), title: z.string(), body: z.string(), link: z.string() })),
  }),
  getGG: endpoint({
    name: 'web/getGG', method: 'GET', access: 'public',
    summary: 'Notices in the request language, newest first.',
    params: z.object({}),
    data: z.array(textItem),
  }),
};

/** Kinds of operator-edited texts: footer pages (about, agreements), help articles, notices, banners, the download page. */
export const textKinds = ['page', 'help', 'notice', 'banner', 'download'] as const;

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
      id: z.number().int(), kind: z.enum(textKinds), title: z.string(),
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
  opsRestoreText: endpoint({
    name: 'web/opsRestoreText', method: 'POST', access: 'operator',
    summary: 'Restore an earlier version of a text in one language: a new version copying it (editors and admins). Audit-logged.',
    params: z.object({ id: textId, text_lang: textLang, version, restore: version }),
    data: opsTextDetail,
    note: '`version` is the current version the restore was chosen against; another answers `textChanged` and changes nothing.',
  }),
};
