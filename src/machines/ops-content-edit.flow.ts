// Editing one text in the console (/ops/content/:id): load the text in every language with its
// history, pick a language, edit its title and body beside a preview, save it as a new version, or
// restore an earlier version (a new version too), or take a help article or notice off the site
// and put it back. A missing language starts empty and is saved as
// its first version. The server refuses a save against a version that is no longer current; the
// draft is kept with the refusal so the editor can reload and edit again.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { isCreatableKind, type contentEditEndpoints } from '../../api/endpoints/content-edit';
import type { DataOf } from '../../api/endpoint';
import type { Lang } from '../../api/languages';
import { service } from './service';
import { submittingState } from './form-submission';
import { refusalOf, type Refusal } from './form-validation';

export type OpsTextDetail = DataOf<typeof contentEditEndpoints.opsContentDetail>;
export type OpsTextRow = DataOf<typeof contentEditEndpoints.opsContentList>[number];
export type OpsTextVersion = OpsTextDetail['history'][number];

export interface OpsContentEditContext {
  id: number;
  detail: OpsTextDetail | null;
  lang: Lang;
  title: string;
  body: string;
  refusal: Refusal | null;
  /** What the last write did, shown until the next change: a save, or the version restored. */
  done: { kind: 'saved' } | { kind: 'restored'; version: number } | { kind: 'published' | 'unpublished' } | null;
  /** The version to restore while restoring. */
  restore: number | null;
  rtoken: string | null;
}

export type OpsContentEditEvent =
  | { type: 'RETRY' }
  | { type: 'RELOAD' }
  | { type: 'SELECT_LANG'; lang: Lang }
  | { type: 'TITLE_CHANGED'; value: string }
  | { type: 'BODY_CHANGED'; value: string }
  | { type: 'SAVE' }
  | { type: 'RESTORE'; version: number }
  | { type: 'SET_PUBLISHED'; published: boolean };

/** The version a language shows now; 0 where it has no text yet. */
export const currentVersion = (detail: OpsTextDetail | null, lang: Lang) => detail?.texts.find((t) => t.lang === lang)?.version ?? 0;

const draftOf = (detail: OpsTextDetail | null, lang: Lang) => {
  const text = detail?.texts.find((t) => t.lang === lang);
  return { title: text?.title ?? '', body: text?.body ?? '' };
};

const machine = setup({
  types: {} as { context: OpsContentEditContext; events: OpsContentEditEvent; input: { id: number } },
  actors: {
    loadText: service<OpsTextDetail, { id: number }>('loadText'),
    saveText: service<OpsTextDetail, { id: number; lang: Lang; version: number; title: string; body: string; rtoken: string }>('saveText'),
    restoreText: service<OpsTextDetail, { id: number; lang: Lang; version: number; restore: number; rtoken: string }>('restoreText'),
    setPublished: service<OpsTextDetail, { id: number; published: boolean; rtoken: string }>('setPublished'),
  },
  actions: {
    takeDetail: assign(({ context }, params: { detail: OpsTextDetail }) => ({ detail: params.detail, ...draftOf(params.detail, context.lang), rtoken: null })),
  },
  guards: {
    isVersionOfLang: ({ context }, params: { version: number }) =>
      params.version !== currentVersion(context.detail, context.lang)
      && (context.detail?.history ?? []).some((v) => v.lang === context.lang && v.version === params.version),
    /** Only help articles and notices come and go; asking for the state it is in already does nothing. */
    isPublishChange: ({ context }, params: { published: boolean }) =>
      context.detail !== null && isCreatableKind(context.detail.kind) && context.detail.published !== params.published,
  },
});

const edited = { refusal: null, done: null, rtoken: null };

export const opsContentEditFlow = machine.createMachine({
  id: 'opsContentEdit',
  context: ({ input }) => ({ id: input.id, detail: null, lang: 'en', title: '', body: '', refusal: null, done: null, restore: null, rtoken: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadText',
        src: 'loadText',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: { type: 'takeDetail', params: ({ event }) => ({ detail: event.output }) } },
        onError: { target: 'failed', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SELECT_LANG: { actions: assign(({ context, event }) => ({ lang: event.lang, ...draftOf(context.detail, event.lang), ...edited })) },
            TITLE_CHANGED: { actions: assign({ title: ({ event }) => event.value, ...edited }) },
            BODY_CHANGED: { actions: assign({ body: ({ event }) => event.value, ...edited }) },
            SAVE: 'saving',
            RESTORE: {
              guard: { type: 'isVersionOfLang', params: ({ event }) => ({ version: event.version }) },
              target: 'restoring',
              actions: assign({ restore: ({ event }) => event.version, rtoken: null, done: null }),
            },
            SET_PUBLISHED: {
              guard: { type: 'isPublishChange', params: ({ event }) => ({ published: event.published }) },
              target: 'publishing',
              actions: assign({ rtoken: null, done: null, refusal: null }),
            },
            RELOAD: { target: '#opsContentEdit.loading', actions: assign({ refusal: null, done: null }) },
          },
        },
        publishing: submittingState(machine)('editing', {
          src: 'setPublished',
          input: ({ context }) => ({ id: context.id, published: !context.detail!.published, rtoken: context.rtoken! }),
          onDone: {
            target: 'editing',
            actions: [
              { type: 'takeDetail', params: ({ event }) => ({ detail: event.output }) },
              assign(({ event }) => ({ done: { kind: event.output.published ? 'published' as const : 'unpublished' as const } })),
            ],
          },
        }),
        saving: submittingState(machine)('editing', {
          src: 'saveText',
          input: ({ context }) => ({
            id: context.id, lang: context.lang, version: currentVersion(context.detail, context.lang), title: context.title, body: context.body, rtoken: context.rtoken!,
          }),
          onDone: { target: 'editing', actions: [{ type: 'takeDetail', params: ({ event }) => ({ detail: event.output }) }, assign({ done: { kind: 'saved' } })] },
        }),
        restoring: submittingState(machine)('editing', {
          src: 'restoreText',
          input: ({ context }) => ({
            id: context.id, lang: context.lang, version: currentVersion(context.detail, context.lang), restore: context.restore!, rtoken: context.rtoken!,
          }),
          onDone: {
            target: 'editing',
            actions: [
              { type: 'takeDetail', params: ({ event }) => ({ detail: event.output }) },
              assign(({ context }) => ({ done: { kind: 'restored' as const, version: context.restore! } })),
            ],
          },
        }),
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof opsContentEditFlow>;

export function selectContentEditStage(s: Snapshot): 'loading' | 'failed' | 'ready' {
  if (s.matches('loading')) return 'loading';
  if (s.matches('failed')) return 'failed';
  return 'ready';
}

/** What the edit page shows: the text, the language being edited with its draft, its history, the last outcome. */
export function connectContentEdit(s: Snapshot) {
  const { detail, lang } = s.context;
  return {
    detail,
    lang,
    title: s.context.title,
    body: s.context.body,
    missing: detail?.missing.includes(lang) ?? false,
    version: currentVersion(detail, lang),
    history: (detail?.history ?? []).filter((v) => v.lang === lang),
    busy: s.matches({ ready: 'saving' }) || s.matches({ ready: 'restoring' }) || s.matches({ ready: 'publishing' }),
    /** null for the fixed kinds, which cannot leave the site. */
    published: detail && isCreatableKind(detail.kind) ? detail.published : null,
    refusal: s.context.refusal,
    done: s.context.done,
  };
}

export function opsContentEditEvents(flow: { send: (event: OpsContentEditEvent) => void }) {
  return {
    retry: () => flow.send({ type: 'RETRY' }),
    reload: () => flow.send({ type: 'RELOAD' }),
    selectLang: (lang: Lang) => flow.send({ type: 'SELECT_LANG', lang }),
    changeTitle: (value: string) => flow.send({ type: 'TITLE_CHANGED', value }),
    changeBody: (value: string) => flow.send({ type: 'BODY_CHANGED', value }),
    save: () => flow.send({ type: 'SAVE' }),
    restore: (version: number) => flow.send({ type: 'RESTORE', version }),
    setPublished: (published: boolean) => flow.send({ type: 'SET_PUBLISHED', published }),
  };
}
