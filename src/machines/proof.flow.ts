// Proof of liabilities on /security: the published roots load when the page opens; a signed-in
// user asks for their proof of one asset, which is fetched with the roots as published now and
// checked here, in the browser, against the root published for its snapshot (api/proof-tree.ts).
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import type { proofEndpoints } from '../../api/endpoints/proof';
import { verifyProof, type InclusionProof, type ProofCheck } from '../../api/proof-tree';
import { refusalOf, type Refusal } from './form-validation';
import { service } from './service';

export type ProofRoots = DataOf<typeof proofEndpoints.getProofRoots>;
export interface FetchedProof { proof: InclusionProof; roots: ProofRoots }

export interface ProofContext {
  roots: ProofRoots | null;
  refusal: Refusal | null;
  proof: InclusionProof | null;
  check: ProofCheck | null;
  /** The asset whose proof the user asks for (the latest snapshot's first, until chosen). */
  asset: string | null;
}

export type ProofEvent = { type: 'RETRY' } | { type: 'CHOOSE'; asset: string } | { type: 'VERIFY' };

const firstAsset = (roots: ProofRoots) => roots.snapshots[0]?.roots[0]?.asset ?? null;

/** The proof checked against the root its snapshot published for its asset (none published: refused). */
export function checkAgainstPublished(fetched: FetchedProof): ProofCheck {
  const snapshot = fetched.roots.snapshots.find((s) => s.id === fetched.proof.snapshot_id);
  const published = snapshot?.roots.find((r) => r.asset === fetched.proof.asset)?.root;
  if (!published) return { ok: false, reason: 'notPublishedRoot' };
  return verifyProof(fetched.proof, published);
}

export const proofFlow = setup({
  types: {} as { context: ProofContext; events: ProofEvent },
  actors: {
    loadRoots: service<ProofRoots>('loadRoots'),
    fetchProof: service<FetchedProof, { asset: string }>('fetchProof'),
  },
  guards: { assetChosen: ({ context }) => context.asset !== null },
}).createMachine({
  id: 'proof',
  context: { roots: null, refusal: null, proof: null, check: null, asset: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRoots', src: 'loadRoots',
        onDone: { target: 'ready', actions: assign({ roots: ({ event }) => event.output, refusal: null, asset: ({ context, event }) => context.asset ?? firstAsset(event.output) }) },
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    unavailable: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'idle',
      on: {
        CHOOSE: { target: '.idle', actions: assign({ asset: ({ event }) => event.asset, proof: null, check: null, refusal: null }) },
        VERIFY: { guard: 'assetChosen', target: '.fetching', actions: assign({ proof: null, check: null, refusal: null }) },
      },
      states: {
        idle: {},
        fetching: {
          invoke: {
            id: 'fetchProof', src: 'fetchProof', input: ({ context }) => ({ asset: context.asset! }),
            onDone: { target: 'checked', actions: assign({ roots: ({ event }) => event.output.roots, proof: ({ event }) => event.output.proof, check: ({ event }) => checkAgainstPublished(event.output) }) },
            onError: { target: 'refused', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
          },
        },
        checked: {},
        refused: {},
      },
    },
  },
});

export type ProofActor = ActorRefFrom<typeof proofFlow>;
type Snapshot = SnapshotFrom<typeof proofFlow>;

export const selectProofStage = (s: Snapshot): 'loading' | 'unavailable' | 'ready' => (s.matches('ready') ? 'ready' : (s.value as 'loading' | 'unavailable'));
export const selectProofStep = (s: Snapshot) => (s.matches({ ready: 'fetching' }) ? 'fetching' : s.matches({ ready: 'checked' }) ? 'checked' : s.matches({ ready: 'refused' }) ? 'refused' : 'idle');
export const selectProofRoots = (s: Snapshot) => s.context.roots;
export const selectProofRefusal = (s: Snapshot) => s.context.refusal;
export const selectInclusionProof = (s: Snapshot) => s.context.proof;
export const selectProofCheck = (s: Snapshot) => s.context.check;
export const selectProofAsset = (s: Snapshot) => s.context.asset;

export function proofEvents(actor: Pick<ProofActor, 'send'>) {
  return {
    retry: () => actor.send({ type: 'RETRY' }),
    choose: (asset: string) => actor.send({ type: 'CHOOSE', asset }),
    verify: () => actor.send({ type: 'VERIFY' }),
  };
}
