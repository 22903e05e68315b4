// A share of the ws benchmark's subscribers, on a thread of its own so that receiving is spread
// over threads as it would be over the many machines of real subscribers. It connects its
// sockets, subscribes each to the channels, and records the delay of every stamped message.
// Driven by the benchmark over messages: record on or off, count, report, close.
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

export interface ClientShare { url: string; count: number; channels: string[] }
export type ToClients = { op: 'record'; on: boolean } | { op: 'count' } | { op: 'report' } | { op: 'close' };
export type FromClients = { type: 'ready' } | { type: 'count'; received: number } | { type: 'report'; delays: Float64Array };

const { url, count, channels } = workerData as ClientShare;
const SENT_AT = Buffer.from('"sentAt":');
const sockets: WebSocket[] = [];
let delays = new Float64Array(1 << 16);
let recorded = 0;
let received = 0;
let recording = false;

function record(ms: number) {
  received += 1;
  if (!recording) return;
  if (recorded === delays.length) { const grown = new Float64Array(delays.length * 2); grown.set(delays); delays = grown; }
  delays[recorded++] = ms;
}

async function connectAll() {
  const wsUrl = `${url.replace('http', 'ws')}/ws`;
  // Connect in waves so the accept queue on loopback is not the thing measured.
  for (let start = 0; start < count; start += 200) {
    await Promise.all(Array.from({ length: Math.min(200, count - start) }, () => new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(wsUrl, { perMessageDeflate: false });
      let subscribed = 0;
      socket.on('error', reject);
      socket.on('open', () => { for (const channel of channels) socket.send(JSON.stringify({ op: 'subscribe', channel })); });
      socket.on('message', (raw: Buffer) => {
        // The send time is the last field: read it without decoding or parsing the whole message.
        const at = raw.lastIndexOf(SENT_AT);
        if (at >= 0) { record(performance.timeOrigin + performance.now() - Number(raw.toString('latin1', at + SENT_AT.length, raw.length - 1))); return; }
        if (raw.toString().startsWith('{"op":"subscribed"') && ++subscribed === channels.length) resolve();
      });
      sockets.push(socket);
    })));
  }
}

const send = (m: FromClients) => parentPort!.postMessage(m);
parentPort!.on('message', (m: ToClients) => {
  switch (m.op) {
    case 'record': recording = m.on; break;
    case 'count': send({ type: 'count', received }); break;
    case 'report': send({ type: 'report', delays: delays.slice(0, recorded) }); break;
    case 'close': for (const socket of sockets) socket.terminate(); parentPort!.close(); break;
  }
});
await connectAll();
send({ type: 'ready' });
