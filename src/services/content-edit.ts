// The wire behind editing texts in the console (contentEditEndpoints of api/endpoints/content.ts),
// through the console's own client.
import { fromPromise } from 'xstate';
import type { Lang } from '../../api/languages';
import type { OpsTextDetail, OpsTextRow } from '../machines/ops-content-edit.flow';
import type { OpsClient } from './ops';

export function contentListServices(client: OpsClient) {
  return { loadQueue: fromPromise<unknown[], void>(async ({ signal }): Promise<OpsTextRow[]> => (await client.call('opsContentList', {}, { signal, quiet: true })).data) };
}

export function contentEditServices(client: OpsClient) {
  return {
    loadText: fromPromise<OpsTextDetail, { id: number }>(async ({ input, signal }) => (await client.call('opsContentDetail', { id: input.id }, { signal, quiet: true })).data),
    saveText: fromPromise<OpsTextDetail, { id: number; lang: Lang; version: number; title: string; body: string; rtoken: string }>(async ({ input, signal }) =>
      (await client.call('opsSaveText', { id: input.id, text_lang: input.lang, version: input.version, title: input.title, body: input.body }, { signal, rtoken: input.rtoken, quiet: true })).data),
    restoreText: fromPromise<OpsTextDetail, { id: number; lang: Lang; version: number; restore: number; rtoken: string }>(async ({ input, signal }) =>
      (await client.call('opsRestoreText', { id: input.id, text_lang: input.lang, version: input.version, restore: input.restore }, { signal, rtoken: input.rtoken, quiet: true })).data),
    setPublished: fromPromise<OpsTextDetail, { id: number; published: boolean; rtoken: string }>(async ({ input, signal }) =>
      (await client.call('opsSetTextPublished', { id: input.id, published: String(input.published) as 'true' | 'false' }, { signal, rtoken: input.rtoken, quiet: true })).data),
  };
}

export function textCreateServices(client: OpsClient) {
  return {
    createText: fromPromise<OpsTextDetail, { values: Record<string, string>; rtoken: string }>(async ({ input, signal }) =>
      (await client.call('opsCreateText', input.values as never, { signal, rtoken: input.rtoken, quiet: true })).data),
  };
}
