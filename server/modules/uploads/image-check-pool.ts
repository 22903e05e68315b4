// Image checks on worker threads: up to CONCURRENCY long-lived workers, each with a memory cap,
// each doing one check at a time under a time limit. A worker that dies or runs over is replaced
// and its image counts as unreadable. Checks beyond the concurrency wait their turn, so uploads
// can slow each other down but never the rest of the server.
import { Worker } from 'node:worker_threads';
import type { ImageVerdict } from './image-check';

const CONCURRENCY = 2;
const TIME_LIMIT_MS = 60_000;
const HEAP_LIMIT_MB = 512;

interface Job { bytes: Uint8Array; name: string; type: string; truncated: boolean }

interface Slot {
  worker: Worker;
  ready: Promise<void>;
}

const idle: Slot[] = [];
let live = 0;
const waiting: ((slot: Slot) => void)[] = [];
let nextId = 1;

function spawn(): Slot {
  const worker = new Worker(new URL('./image-worker.mjs', import.meta.url), {
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB, maxYoungGenerationSizeMb: 64 },
  });
  // An idle worker must not keep the process alive (tests and shutdown end without closing the pool).
  worker.unref();
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  ready.catch(() => {});
  return { worker, ready };
}

async function acquire(): Promise<Slot> {
  const slot = idle.pop();
  if (slot) return slot;
  if (live < CONCURRENCY) {
    live++;
    return spawn();
  }
  return new Promise((resolve) => waiting.push(resolve));
}

function release(slot: Slot | null) {
  if (!slot) {
    // The worker was lost: its place goes to a fresh one for whoever waits.
    live--;
    const next = waiting.shift();
    if (next) { live++; next(spawn()); }
    return;
  }
  const next = waiting.shift();
  if (next) next(slot);
  else idle.push(slot);
}

function run(slot: Slot, job: Job): Promise<{ verdict: ImageVerdict; healthy: boolean }> {
  return new Promise((resolve) => {
    const id = nextId++;
    let settled = false;
    const finish = (verdict: ImageVerdict, healthy: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      slot.worker.off('message', onMessage);
      slot.worker.off('error', onFailure);
      slot.worker.off('exit', onFailure);
      if (!healthy) void slot.worker.terminate();
      resolve({ verdict, healthy });
    };
    const onMessage = (m: { id?: number; verdict?: ImageVerdict }) => {
      if (m.id !== id || !m.verdict) return;
      const v = m.verdict;
      finish(v.ok ? { ok: true, image: { ...v.image, bytes: Buffer.from(v.image.bytes) } } : v, true);
    };
    const onFailure = () => finish({ ok: false, refusal: 'uploadCorrupt' }, false);
    const timer = setTimeout(onFailure, TIME_LIMIT_MS);
    slot.worker.on('message', onMessage);
    slot.worker.once('error', onFailure);
    slot.worker.once('exit', onFailure);
    slot.ready.then(
      () => slot.worker.postMessage({ id, ...job }, [job.bytes.buffer as ArrayBuffer]),
      onFailure,
    );
  });
}

/** Checks and re-encodes one image on a worker thread (see image-check for the rules). */
export async function checkImageOffThread(bytes: Buffer, declaredName: string, declaredType: string, opts: { truncated?: boolean } = {}): Promise<ImageVerdict> {
  // A private copy to hand over: the request's buffer may be a view of a larger pooled one.
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  const slot = await acquire();
  const { verdict, healthy } = await run(slot, { bytes: copy, name: declaredName, type: declaredType, truncated: opts.truncated ?? false });
  release(healthy ? slot : null);
  return verdict;
}
