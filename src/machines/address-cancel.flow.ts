// The page the mailed cancel link opens (/addressCancel?token=...): the user confirms, the pending
// address is cancelled once, and the answer (or the refusal: a used, expired or unknown link) is
// shown. Nothing happens on opening the link alone, so a mail scanner cannot cancel it.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import type { allowlistEndpoints } from '../../api/endpoints/allowlist';
import { service } from './service';
import { refusalOf, type Refusal } from './form-validation';

export type CancelledAddress = DataOf<typeof allowlistEndpoints.cancelWithdrawAddress>;

export interface AddressCancelContext {
  token: string;
  cancelled: CancelledAddress | null;
  refusal: Refusal | null;
}

export type AddressCancelEvent = { type: 'CONFIRM' };

export const addressCancelFlow = setup({
  types: {} as { context: AddressCancelContext; events: AddressCancelEvent; input: { token: string } },
  actors: {
    cancelAddress: service<CancelledAddress, { token: string }>('cancelAddress'),
  },
  guards: {
    hasToken: ({ context }) => context.token.length > 0,
  },
}).createMachine({
  id: 'addressCancel',
  context: ({ input }) => ({ token: input.token, cancelled: null, refusal: null }),
  initial: 'confirming',
  states: {
    confirming: { on: { CONFIRM: [{ guard: 'hasToken', target: 'cancelling' }, { target: 'refused' }] } },
    cancelling: {
      invoke: {
        id: 'cancelAddress',
        src: 'cancelAddress',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'cancelled', actions: assign({ cancelled: ({ event }) => event.output }) },
        onError: { target: 'refused', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    cancelled: { type: 'final' },
    refused: { type: 'final' },
  },
});

type AddressCancelSnapshot = SnapshotFrom<typeof addressCancelFlow>;
export type AddressCancelStage = 'confirming' | 'cancelling' | 'cancelled' | 'refused';
export const selectCancelStage = (s: AddressCancelSnapshot) => s.value as AddressCancelStage;
export const selectCancelled = (s: AddressCancelSnapshot) => s.context.cancelled;
export const selectCancelRefusal = (s: AddressCancelSnapshot) => s.context.refusal;
