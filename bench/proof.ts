// Proof of liabilities: builds the trees of one snapshot, `--users` users (default 1,000,000) each
// holding every one of `--assets` assets (default 15), with the platform's builder
// (modules/proof/proof-roots.ts: levels packed in words, SHA-256 four lanes at a time in
// WebAssembly SIMD with each level's parents built whole in WebAssembly, the assets shared out to a
// worker thread per core, each root reduced in place), as a snapshot does. The peer builds the same
// trees the naive way: a recursive split with node:crypto, a Buffer.concat and an object per node.
// Each runs in a process of its own, so its peak memory (max RSS) is its own; both must publish the
// same roots. Ratios are the peer's over ours (higher is better).
// Measured (docs/performance.md, 2 cores at load average 8.8): ours 77.9 s wall, 22.0 s CPU, 993 MB;
// the peer 894 s, 384 s CPU, 2,190 MB; the same roots. Ours since the parents are built in
// WebAssembly, at load average 15 to 16: 29 to 32 s wall, 9.1 to 9.5 s CPU, 770 MB (the builder
// before it, run beside it: 44 to 47 s wall, 14.6 to 14.9 s CPU, 1,000 MB). On a quiet machine:
// ours 4.6 s wall, 8.3 s CPU, 768 MB; the peer 143.5 s, 145.4 s CPU, 2,186 MB; the same roots.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Members } from '../server/modules/proof/proof-build';
import { assetRoots } from '../server/modules/proof/proof-roots';
import { seededRandom } from '../server/feeds/seeded-random';

export interface ProofOptions { users?: number; assets?: number }
const targets = { ms: 10_000, peakMb: 1024 };

/** The snapshot's members, generated from a seed: ids as the platform draws them, salts, balances. */
function members(users: number): Members {
  const random = seededRandom(17);
  const userIds = Array.from({ length: users }, (_, i) => `us${(1_800_000_000_000 + i).toString(32).padStart(9, '0')}${i.toString(32).padStart(10, 'x')}`);
  const salts = new Uint8Array(users * 16);
  for (let i = 0; i < salts.length; i++) salts[i] = Math.floor(random.next() * 256);
  return { userIds, salts, holdings: new Map() };
}
/** One asset's balances: every user holds some (up to about 10^12 minor units). */
function holdings(users: number, asset: number) {
  const random = seededRandom(1000 + asset);
  return { members: Array.from({ length: users }, (_, i) => i), amounts: Array.from({ length: users }, () => BigInt(1 + Math.floor(random.next() * 1e12))) };
}

/**
 * Builds every asset's tree at once as a snapshot does, timing the build only (not the generated
 * input), threads' start included. The CPU time counts every thread of the process.
 */
async function ours(o: Required<ProofOptions>) {
  const m = members(o.users);
  const assets = Array.from({ length: o.assets }, (_, a) => `A${a}`);
  // The same balances as holdings() draws, written as words without a BigInt apiece (they would
  // count in this process's peak memory, and the platform reads them from the ledger instead), in
  // shared memory as membersOf holds them.
  m.holdings = new Map(assets.map((asset, a) => {
    const random = seededRandom(1000 + a);
    const amounts = new Uint32Array(new SharedArrayBuffer(o.users * 16));
    for (let i = 0; i < o.users; i++) {
      const n = 1 + Math.floor(random.next() * 1e12);
      amounts[i * 4 + 2] = Math.floor(n / 2 ** 32);
      amounts[i * 4 + 3] = n % 2 ** 32;
    }
    const holders = new Int32Array(new SharedArrayBuffer(o.users * 4));
    for (let i = 0; i < o.users; i++) holders[i] = i;
    return [asset, { members: holders, amounts }];
  }));
  const start = performance.now();
  const cpu = process.cpuUsage();
  const built = await assetRoots(m, assets);
  const ms = performance.now() - start;
  return { roots: assets.map((asset) => built.get(asset)!.hash), ms, cpuMs: cpuMsSince(cpu) };
}

function u128(n: bigint) {
  const b = Buffer.alloc(16);
  b.writeBigUInt64BE(n >> 64n, 0);
  b.writeBigUInt64BE(n & ((1n << 64n) - 1n), 8);
  return b;
}
interface NaiveNode { hash: Buffer; sum: bigint }
function naiveRoot(nodes: NaiveNode[]): NaiveNode {
  if (nodes.length === 1) return nodes[0];
  let k = 1;
  while (k * 2 < nodes.length) k *= 2;
  const l = naiveRoot(nodes.slice(0, k));
  const r = naiveRoot(nodes.slice(k));
  return { hash: createHash('sha256').update(Buffer.concat([Buffer.from([0x81]), l.hash, u128(l.sum), r.hash, u128(r.sum)])).digest(), sum: l.sum + r.sum };
}
function peer(o: Required<ProofOptions>) {
  const m = members(o.users);
  const roots: string[] = [];
  let ms = 0;
  let cpuMs = 0;
  for (let a = 0; a < o.assets; a++) {
    const h = holdings(o.users, a);
    const start = performance.now();
    const cpu = process.cpuUsage();
    const leaves = h.members.map((member, i) => {
      const id = Buffer.from(m.userIds[member], 'utf8');
      const bytes = Buffer.concat([Buffer.from([1]), m.salts.subarray(member * 16, member * 16 + 16), Buffer.from([id.length]), id, u128(h.amounts[i])]);
      return { hash: createHash('sha256').update(bytes).digest(), sum: h.amounts[i] };
    });
    roots.push(naiveRoot(leaves).hash.toString('hex'));
    ms += performance.now() - start;
    cpuMs += cpuMsSince(cpu);
  }
  return { roots, ms, cpuMs };
}

/** CPU time (user + system) of this process since `from`: on a shared machine it says more than the wall clock. */
function cpuMsSince(from: NodeJS.CpuUsage) {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / 1000;
}

/** Runs one side in this process and prints its figures (the child's part). */
async function child(side: 'ours' | 'peer', o: Required<ProofOptions>) {
  const { roots, ms, cpuMs } = side === 'ours' ? await ours(o) : peer(o);
  process.stdout.write(JSON.stringify({ ms: Math.round(ms), cpuMs: Math.round(cpuMs), peakMb: Math.round(process.resourceUsage().maxRSS / 1024), roots }));
}

function inChild(side: 'ours' | 'peer', o: Required<ProofOptions>) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), side, String(o.users), String(o.assets)], { encoding: 'utf8', maxBuffer: 1 << 24 });
  if (res.status !== 0) throw new Error(`${side} failed: ${res.stderr}`);
  return JSON.parse(res.stdout) as { ms: number; cpuMs: number; peakMb: number; roots: string[] };
}

export async function run(opts: ProofOptions = {}) {
  const o = { users: opts.users ?? 1_000_000, assets: opts.assets ?? 15 };
  const a = inChild('ours', o);
  const b = inChild('peer', o);
  const round2 = (x: number) => Math.round(x * 100) / 100;
  return {
    bench: 'proof', users: o.users, assets: o.assets, leaves: o.users * o.assets,
    ours: { name: 'word-packed levels built in 4-lane WebAssembly SIMD SHA-256, a thread per core, roots reduced in place (modules/proof/proof-roots.ts)', ms: a.ms, cpuMs: a.cpuMs, peakMb: a.peakMb },
    peer: { name: 'naive recursive split, node:crypto, an object per node', ms: b.ms, cpuMs: b.cpuMs, peakMb: b.peakMb },
    sameRoots: JSON.stringify(a.roots) === JSON.stringify(b.roots),
    ratios: { time: round2(b.ms / a.ms), cpu: round2(b.cpuMs / a.cpuMs), memory: round2(b.peakMb / a.peakMb) },
    targets,
    meetsTargets: { time: a.ms <= targets.ms, memory: a.peakMb <= targets.peakMb },
    load: (await import('node:os')).loadavg().map((x) => round2(x)),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url) && (process.argv[2] === 'ours' || process.argv[2] === 'peer')) {
  await child(process.argv[2], { users: Number(process.argv[3]), assets: Number(process.argv[4]) });
}
