// Site settings and operator-edited content: texts, banners, notices.
import { z } from 'zod';
import { endpoint } from '../endpoint';
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
    summary: 'Texts of one kind (help articles) in the request language, titles only, each with the language it is in.',
    params: z.object({ kind: z.enum(['help', 'page'], { error: 'error.invalidInput' }).default('help') }),
    data: z.array(z.object({ id: z.number().int(), title: z.string(), lang: textItem.shape.lang })),
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
