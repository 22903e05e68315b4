// Handlers of editing texts in the console (api/endpoints/content.ts, contentEditEndpoints).
import type { contentEditEndpoints } from '../../../api/endpoints/content-edit';
import type { Handlers } from '../../http/handler';
import { contentDetail, contentList, createText, mustEdit, restoreText, saveText, setTextPublished } from './content-edit.service';

export const contentEditHandlers: Handlers<typeof contentEditEndpoints> = {
  opsContentList: async ({ deps, operator }) => { mustEdit(operator); return contentList(deps); },
  opsContentDetail: async ({ deps, operator, params }) => { mustEdit(operator); return contentDetail(deps, params.id); },
  opsSaveText: ({ deps, operator, params }) => saveText(deps, operator, params),
  opsCreateText: ({ deps, operator, params }) => createText(deps, operator, params),
  opsSetTextPublished: ({ deps, operator, params }) => setTextPublished(deps, operator, params),
  opsRestoreText: ({ deps, operator, params }) => restoreText(deps, operator, params),
};
