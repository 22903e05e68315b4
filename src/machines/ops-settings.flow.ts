// The console's Settings page (admins): load every setting, edit one at a time, save. The server
// checks the value against the setting's type and audit-logs the change; a refusal keeps the draft
// so the admin can correct it. Saving the same draft again reuses its rtoken (applied at most once).
import { assign, setup, type SnapshotFrom } from 'xstate';
import { opsEndpoints } from '../../api/endpoints/ops';
import type { DataOf } from '../../api/endpoint';
import { service } from './service';
import { submittingState } from './form-submission';
import { refusalOf, type Refusal } from './form-validation';

export type OpsSetting = DataOf<typeof opsEndpoints.opsSettings>[number];

export interface OpsSettingsContext {
  settings: OpsSetting[];
  /** The key being edited and its typed text. */
  editing: string | null;
  draft: string;
  refusal: Refusal | null;
  /** The key last saved, shown until the next edit. */
  saved: string | null;
  rtoken: string | null;
}

export type OpsSettingsEvent =
  | { type: 'RETRY' }
  | { type: 'EDIT'; key: string }
  | { type: 'DRAFT_CHANGED'; value: string }
  | { type: 'CANCEL' }
  | { type: 'SAVE' };

const machine = setup({
  types: {} as { context: OpsSettingsContext; events: OpsSettingsEvent },
  actors: {
    loadSettings: service<OpsSetting[]>('loadSettings'),
    saveSetting: service<OpsSetting, { key: string; value: string; rtoken: string }>('saveSetting'),
  },
  actions: {
    startEditing: assign(({ context }, params: { key: string }) => ({
      editing: params.key, draft: context.settings.find((s) => s.key === params.key)?.value ?? '', refusal: null, saved: null, rtoken: null,
    })),
    stopEditing: assign({ editing: null, draft: '', refusal: null, rtoken: null }),
  },
  guards: {
    isSetting: ({ context }, params: { key: string }) => context.settings.some((s) => s.key === params.key),
  },
});

/** Another row may be opened while one is edited (its draft is dropped), not while one is saving. */
const edit = {
  guard: { type: 'isSetting', params: ({ event }: { event: { key: string } }) => ({ key: event.key }) },
  target: 'editing',
  actions: { type: 'startEditing', params: ({ event }: { event: { key: string } }) => ({ key: event.key }) },
} as const;

export const opsSettingsFlow = machine.createMachine({
  id: 'opsSettings',
  context: { settings: [], editing: null, draft: '', refusal: null, saved: null, rtoken: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'ready', actions: assign({ settings: ({ event }) => event.output, refusal: null }) },
        onError: { target: 'failed', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'viewing',
      states: {
        viewing: { on: { EDIT: edit } },
        editing: {
          on: {
            EDIT: edit,
            DRAFT_CHANGED: { actions: assign({ draft: ({ event }) => event.value, refusal: null, rtoken: null }) },
            CANCEL: { target: 'viewing', actions: 'stopEditing' },
            SAVE: 'saving',
          },
        },
        saving: submittingState(machine)('editing', {
          src: 'saveSetting',
          input: ({ context }) => ({ key: context.editing!, value: context.draft, rtoken: context.rtoken! }),
          onDone: {
            target: 'viewing',
            actions: [
              assign(({ context, event }) => ({ settings: context.settings.map((s) => (s.key === event.output.key ? event.output : s)), saved: event.output.key })),
              'stopEditing',
            ],
          },
        }),
      },
    },
  },
});

type OpsSettingsSnapshot = SnapshotFrom<typeof opsSettingsFlow>;

export function selectSettingsStage(s: OpsSettingsSnapshot): 'loading' | 'failed' | 'ready' {
  if (s.matches('loading')) return 'loading';
  if (s.matches('failed')) return 'failed';
  return 'ready';
}

/** What the Settings page shows: the list, the row being edited with its draft, and the last outcome. */
export function connectSettings(s: OpsSettingsSnapshot) {
  return {
    settings: s.context.settings,
    editing: s.context.editing,
    draft: s.context.draft,
    saving: s.matches({ ready: 'saving' }),
    refusal: s.context.refusal,
    saved: s.context.saved,
  };
}

export function opsSettingsEvents(flow: { send: (event: OpsSettingsEvent) => void }) {
  return {
    retry: () => flow.send({ type: 'RETRY' }),
    edit: (key: string) => flow.send({ type: 'EDIT', key }),
    changeDraft: (value: string) => flow.send({ type: 'DRAFT_CHANGED', value }),
    cancel: () => flow.send({ type: 'CANCEL' }),
    save: () => flow.send({ type: 'SAVE' }),
  };
}
