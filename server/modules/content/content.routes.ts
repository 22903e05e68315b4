// Handlers of the content calls (api/endpoints/content.ts); the rules are in content.service.ts.
import type { contentEndpoints } from '../../../api/endpoints/content';
import type { Handlers } from '../../http/handler';
import { banners, logo, notices, publicParams, siteSettings, textById, textTitles } from './content.service';

export const contentHandlers: Handlers<typeof contentEndpoints> = {
  getSetting: ({ deps }) => siteSettings(deps),
  getParam: ({ deps }) => publicParams(deps),
  getLogo: ({ deps }) => logo(deps),
  getText: ({ deps, lang, params }) => textById(deps, lang, params.id),
  getTextsList: ({ deps, lang, params }) => textTitles(deps, lang, params.kind),
  getBanner: ({ deps, lang }) => banners(deps, lang),
  getGG: ({ deps, lang }) => notices(deps, lang),
};
