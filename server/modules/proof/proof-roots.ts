// The roots of every asset's tree of a snapshot. A large snapshot's trees are built on worker
// threads, one asset at a time each, as many threads as cores (up to the assets): a million users
// holding 15 assets is 45 million SHA-256 blocks, and the server's event loop must not wait on them.
// A small one is built here: starting a thread costs more than it saves.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { leafPrefixes, packedRoot } from './packed-tree';
import { assetTree, type Members } from './proof-build';

export type Root = { hash: string; sum: bigint };
/** Leaves (over all assets) from which the threads are worth starting. */
const THREADS_FROM_LEAVES = 200_000;

export async function assetRoots(m: Members, assets: string[], opts: { threads?: number } = {}): Promise<Map<string, Root>> {
  const leaves = assets.reduce((n, a) => n + (m.holdings.get(a)?.members.length ?? 0), 0);
  const threads = opts.threads ?? (leaves < THREADS_FROM_LEAVES ? 0 : Math.min(os.availableParallelism(), assets.length));
  if (threads === 0) {
    const prefixes = leafPrefixes(m.userIds, m.salts);
    return new Map(assets.map((asset) => [asset, packedRoot(assetTree(m, asset, prefixes))]));
  }
  // The members' leaf prefixes go to every thread in shared memory, as the holdings are (membersOf).
  const prefixes = leafPrefixes(m.userIds, m.salts, true);
  const queue = [...assets];
  const roots = new Map<string, Root>();
  await Promise.all(Array.from({ length: Math.min(threads, assets.length) }, () => new Promise<void>((resolve, reject) => {
    const worker = new Worker(new URL('./proof-roots-worker.mjs', import.meta.url), { execArgv: [], workerData: prefixes });
    let done = false;
    const fail = (err: Error) => { done = true; void worker.terminate(); reject(err); };
    const next = () => {
      const asset = queue.shift();
      if (asset === undefined) { done = true; void worker.terminate(); resolve(); return; }
      const h = m.holdings.get(asset);
      if (!h) { fail(new RangeError(`no holder of ${asset}`)); return; }
      worker.postMessage({ asset, members: h.members, amounts: h.amounts });
    };
    worker.on('message', (msg: { ready?: true; asset?: string; hash?: string; sum?: string; error?: string }) => {
      if (msg.error !== undefined) { fail(new Error(msg.error)); return; }
      if (msg.asset !== undefined) roots.set(msg.asset, { hash: msg.hash!, sum: BigInt(msg.sum!) });
      next();
    });
    worker.once('error', fail);
    worker.once('exit', (code) => { if (!done) fail(new Error(`proof thread ended (${code})`)); });
  })));
  return new Map(assets.map((asset) => [asset, roots.get(asset)!]));
}
