// A proof-tree worker thread (proof-roots.ts): builds one asset's tree per message over the
// members' leaf prefixes it was started with, and answers the root.
import { parentPort, workerData } from 'node:worker_threads';
import { buildPackedTree, leafHashes, packedRoot, type LeafPrefixes } from './packed-tree';

const prefixes = workerData as LeafPrefixes;

parentPort!.on('message', (job: { asset: string; members: Int32Array; amounts: Uint32Array }) => {
  try {
    const root = packedRoot(buildPackedTree(leafHashes(prefixes, job.members, job.amounts), job.amounts));
    parentPort!.postMessage({ asset: job.asset, hash: root.hash, sum: root.sum.toString() });
  } catch (err) {
    parentPort!.postMessage({ error: err instanceof Error ? err.message : String(err) });
  }
});
parentPort!.postMessage({ ready: true });
