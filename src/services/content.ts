// The wire behind the content area (api/endpoints/content.ts): the loaders of content screens.
// Quiet: a failed load is shown inside the screen with a retry, not as a toast as well.
import type { ApiClient } from './api';

const quietly = (signal: AbortSignal) => ({ signal, quiet: true });

export const contentLoaders = {
  text: async (client: ApiClient, { id }: { id: number }, signal: AbortSignal) =>
    (await client.call('getText', { id }, quietly(signal))).data,
  helpList: async (client: ApiClient, _input: null, signal: AbortSignal) =>
    (await client.call('getTextsList', { kind: 'help' }, quietly(signal))).data,
  banners: async (client: ApiClient, _input: null, signal: AbortSignal) =>
    (await client.call('getBanner', {}, quietly(signal))).data,
  notices: async (client: ApiClient, _input: null, signal: AbortSignal) =>
    (await client.call('getGG', {}, quietly(signal))).data,
  logo: async (client: ApiClient, _input: null, signal: AbortSignal) =>
    (await client.call('getLogo', {}, quietly(signal))).data,
};

export type ContentKind = keyof typeof contentLoaders;
export type ContentInput<K extends ContentKind> = Parameters<(typeof contentLoaders)[K]>[1];
export type ContentData<K extends ContentKind> = Awaited<ReturnType<(typeof contentLoaders)[K]>>;
