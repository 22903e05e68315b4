// One image of a verification form (front, back, photo with signature, bill): the user drops or
// picks a file, the browser checks its name, type and size against the contract's rules, then
// uploads it with progress; the server checks the real content. A new file replaces the old one.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { precheckImage, type UploadPurpose, type UploadRefusal } from '../../api/uploads';
import { service } from './service';
import { refusalOf, type Refusal } from './form-validation';

/** The chosen file as the chart sees it; `blob` is handed to the upload service untouched. */
export interface ChosenFile { name: string; type: string; size: number; blob: unknown }

export interface KycUploadContext {
  purpose: UploadPurpose;
  file: ChosenFile | null;
  /** A local preview address made by the view (an object URL). */
  preview: string | null;
  progress: number;
  uploadId: string | null;
  /** The browser's own refusal (a contract message key), before anything is sent. */
  localError: UploadRefusal | null;
  refusal: Refusal | null;
}

export type KycUploadEvent =
  | { type: 'FILE_CHOSEN'; file: ChosenFile; preview: string | null }
  | { type: 'PROGRESS'; percent: number };

export const kycUploadFlow = setup({
  types: {} as { context: KycUploadContext; events: KycUploadEvent; input: { purpose: UploadPurpose } },
  actors: {
    uploadImage: service<{ id: string }, { file: ChosenFile; purpose: UploadPurpose; onProgress: (percent: number) => void }>('uploadImage'),
  },
  actions: {
    /** Tells the form which upload now fills its field ('' while none does). */
    reportUpload: () => {},
  },
  guards: {
    fileAcceptable: ({ event }) => event.type === 'FILE_CHOSEN' && precheckImage(event.file) === null,
  },
}).createMachine({
  id: 'kycUpload',
  context: ({ input }) => ({ purpose: input.purpose, file: null, preview: null, progress: 0, uploadId: null, localError: null, refusal: null }),
  initial: 'empty',
  on: {
    FILE_CHOSEN: [
      {
        guard: 'fileAcceptable',
        target: '.uploading',
        reenter: true,
        actions: assign(({ event }) => ({ file: event.file, preview: event.preview, progress: 0, uploadId: null, localError: null, refusal: null })),
      },
      {
        target: '.refused',
        actions: assign(({ event }) => ({ file: event.file, preview: null, progress: 0, uploadId: null, localError: precheckImage(event.file), refusal: null })),
      },
    ],
  },
  states: {
    empty: {},
    uploading: {
      entry: 'reportUpload',
      on: { PROGRESS: { actions: assign({ progress: ({ event }) => Math.max(0, Math.min(100, Math.round(event.percent))) }) } },
      invoke: {
        id: 'uploadImage',
        src: 'uploadImage',
        input: ({ context, self }) => ({
          file: context.file!, purpose: context.purpose, onProgress: (percent: number) => self.send({ type: 'PROGRESS', percent }),
        }),
        onDone: { target: 'uploaded', actions: assign({ uploadId: ({ event }) => event.output.id, progress: 100 }) },
        onError: { target: 'refused', actions: assign({ refusal: ({ event }) => refusalOf(event.error), preview: null }) },
      },
    },
    uploaded: { entry: 'reportUpload' },
    refused: { entry: 'reportUpload' },
  },
});

type KycUploadSnapshot = SnapshotFrom<typeof kycUploadFlow>;
export type KycUploadStage = 'empty' | 'uploading' | 'uploaded' | 'refused';

export const selectUploadStage = (s: KycUploadSnapshot) => s.value as KycUploadStage;
export const selectUploadProgress = (s: KycUploadSnapshot) => s.context.progress;
export const selectUploadPreview = (s: KycUploadSnapshot) => s.context.preview;
export const selectUploadFileName = (s: KycUploadSnapshot) => s.context.file?.name ?? null;
export const selectUploadProblem = (s: KycUploadSnapshot) => s.context.localError ?? null;
export const selectUploadRefusal = (s: KycUploadSnapshot) => s.context.refusal;

export function kycUploadEvents(flow: { send: (event: KycUploadEvent) => void }) {
  return {
    choose: (file: ChosenFile, preview: string | null) => flow.send({ type: 'FILE_CHOSEN', file, preview }),
  };
}
