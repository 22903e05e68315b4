// The wire behind proof of liabilities on /security (api/endpoints/proof.ts): the published roots,
// and my proof of one asset fetched together with the roots as published now.
import { fromPromise } from 'xstate';
import type { ApiClient } from './api';
import type { FetchedProof, ProofRoots } from '../machines/proof.flow';
import type { ProofBuilt } from '../machines/ops-proof.flow';

type WireCaller = Pick<ApiClient, 'call'>;

export function proofServices(client: WireCaller) {
  return {
    loadRoots: fromPromise<ProofRoots, void>(async ({ signal }) => (await client.call('getProofRoots', {}, { signal })).data),
    fetchProof: fromPromise<FetchedProof, { asset: string }>(async ({ input, signal }) => {
      const proof = (await client.call('getMyProof', input, { signal, quiet: true })).data;
      const roots = (await client.call('getProofRoots', {}, { signal })).data;
      return { proof, roots };
    }),
  };
}

export function opsProofServices(client: WireCaller) {
  return {
    buildProof: fromPromise<ProofBuilt, void>(async ({ signal }) => (await client.call('opsBuildProof', {}, { signal, quiet: true })).data),
  };
}
