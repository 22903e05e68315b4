// /ops/proof (admins): take a proof-of-liabilities snapshot now. One button, the snapshot it took,
// or why it was refused.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import type { proofEndpoints } from '../../api/endpoints/proof';
import { refusalOf, type Refusal } from './form-validation';
import { service } from './service';

export type ProofBuilt = DataOf<typeof proofEndpoints.opsBuildProof>;

export const opsProofFlow = setup({
  types: {} as { context: { built: ProofBuilt | null; refusal: Refusal | null }; events: { type: 'BUILD' } },
  actors: { buildProof: service<ProofBuilt>('buildProof') },
}).createMachine({
  id: 'opsProof',
  context: { built: null, refusal: null },
  initial: 'idle',
  states: {
    idle: { on: { BUILD: 'building' } },
    building: {
      entry: assign({ refusal: null }),
      invoke: {
        id: 'buildProof', src: 'buildProof',
        onDone: { target: 'idle', actions: assign({ built: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof opsProofFlow>;
export const selectProofBuilding = (s: Snapshot) => s.matches('building');
export const selectProofBuilt = (s: Snapshot) => s.context.built;
export const selectProofBuildRefusal = (s: Snapshot) => s.context.refusal;
export const opsProofEvents = (actor: Pick<ActorRefFrom<typeof opsProofFlow>, 'send'>) => ({ build: () => actor.send({ type: 'BUILD' }) });
