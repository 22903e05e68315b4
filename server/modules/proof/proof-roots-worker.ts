// A proof-tree worker thread (proof-roots.ts): builds one asset's tree per message over the
// members' leaf prefixes it was started with, and answers the root. The holdings arrive in shared
// memory; the leaves' hashes and the levels' sums go into buffers the thread keeps from one asset
// to the next, each level written over the one below (packedRootInPlace).
import { parentPort, workerData } from 'node:worker_threads';
import { leafHashes, packedRootInPlace, type LeafPrefixes } from './packed-tree';

const prefixes = workerData as LeafPrefixes;
let hashes = new Int32Array(0);
let sums = new Uint32Array(0);

parentPort!.on('message', (job: { asset: string; members: Int32Array; amounts: Uint32Array }) => {
  try {
    const n = job.members.length;
    if (hashes.length < n * 8) hashes = new Int32Array(n * 8);
    if (sums.length < ((n + 1) >> 1) * 4) sums = new Uint32Array(((n + 1) >> 1) * 4);
    const root = packedRootInPlace(leafHashes(prefixes, job.members, job.amounts, hashes), job.amounts, sums);
    parentPort!.postMessage({ asset: job.asset, hash: root.hash, sum: root.sum.toString() });
  } catch (err) {
    parentPort!.postMessage({ error: err instanceof Error ? err.message : String(err) });
  }
});
parentPort!.postMessage({ ready: true });
