// An image-check worker thread: a pure-JS decode and re-encode of a large photo takes seconds of
// CPU, which must never stall the server's event loop. It answers one job at a time; the parent
// bounds its memory and time and replaces it when it dies or runs over.
import { parentPort } from 'node:worker_threads';
import { acceptImage } from './image-check';

interface Job { id: number; bytes: Uint8Array; name: string; type: string; truncated: boolean }

parentPort!.on('message', (job: Job) => {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  const verdict = acceptImage(bytes, job.name, job.type, { truncated: job.truncated });
  if (verdict.ok) {
    const out = new Uint8Array(verdict.image.bytes);
    parentPort!.postMessage({ id: job.id, verdict: { ok: true, image: { ...verdict.image, bytes: out } } }, [out.buffer]);
  } else {
    parentPort!.postMessage({ id: job.id, verdict });
  }
});
parentPort!.postMessage({ ready: true });
