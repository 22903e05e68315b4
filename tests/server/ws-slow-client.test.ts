// A slow /ws client over real sockets: one that stops reading is dropped once the server's send
// buffer for it passes the bound, while a client that keeps reading gets every message in order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from './harness';
import { noRateLimit } from './auth-fixtures';

const BOUND = 64 * 1024;
let server: TestServer;
beforeAll(async () => { server = await startTestServer({ env: { ...noRateLimit, WS_MAX_BUFFERED_BYTES: String(BOUND) } }); });
afterAll(async () => { await server.stop(); });

async function subscriber(channel: string) {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/ws`);
  const numbers: number[] = [];
  let subscribed: () => void;
  const ready = new Promise<void>((r) => { subscribed = r; });
  ws.on('message', (d) => {
    const m = JSON.parse(d.toString());
    if (m.op === 'subscribed') subscribed();
    if (typeof m.n === 'number') numbers.push(m.n);
  });
  await new Promise((r) => ws.once('open', r));
  ws.send(JSON.stringify({ op: 'subscribe', channel }));
  await ready;
  return { ws, numbers };
}

const turn = () => new Promise((r) => setImmediate(r));

describe('/ws slow clients', () => {
  it('drops a client that stops reading and keeps serving one that reads', async () => {
    const channel = 'ticker:BTCUSDT';
    const fast = await subscriber(channel);
    const slow = await subscriber(channel);
    // The slow client stops reading its TCP socket: the kernel buffers fill, then the server's.
    (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const { hub } = server.platform.deps.spot;
    const droppedBefore = hub.stats().dropped;
    const pad = 'x'.repeat(4096);
    let sent = 0;
    // Bounded: a few 4 KB messages per turn (well under the bound for a reader), until the slow one
    // is dropped or 80 MB went out.
    while (hub.stats().dropped === droppedBefore && sent < 20_000) {
      for (let i = 0; i < 8; i++) hub.publish(channel, { channel, n: sent++, pad });
      await turn();
    }
    expect(hub.stats().dropped).toBe(droppedBefore + 1);
    expect(sent).toBeLessThan(20_000);

    // After the drop the reader still gets the rest, and every message arrives once, in order.
    for (let i = 0; i < 8; i++) hub.publish(channel, { channel, n: sent++, pad });
    while (fast.numbers.length < sent) await turn();
    expect(fast.numbers).toEqual(Array.from({ length: sent }, (_, i) => i));
    expect(fast.ws.readyState).toBe(WebSocket.OPEN);
    expect(hub.hasSubscribers(channel)).toBe(true);
    fast.ws.close();
    slow.ws.terminate();
  });
});
