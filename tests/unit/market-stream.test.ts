// @vitest-environment node
// The browser's stream service against a real local WebSocket server speaking the /ws protocol:
// depth snapshot then sequenced updates, a gap makes it resubscribe, a dropped connection makes it
// reconnect and resubscribe, private channels wait for `auth`.
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { createMarketStream, streamActor, type StreamMessage } from '../../src/services/market-stream';
import { createActor, setup } from 'xstate';

interface Server { wss: WebSocketServer; url: string; commands: object[]; clients: WebSocket[] }

async function startServer(onCommand: (socket: WebSocket, msg: { op: string; channel?: string; token?: string }) => void): Promise<Server> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const server: Server = { wss, url: `ws://127.0.0.1:${(wss.address() as { port: number }).port}/ws`, commands: [], clients: [] };
  wss.on('connection', (socket) => {
    server.clients.push(socket);
    socket.on('message', (raw) => {
      const msg = JSON.parse(raw.toString());
      server.commands.push(msg);
      onCommand(socket, msg);
    });
  });
  return server;
}

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

let server: Server | null = null;
let stop: (() => void) | null = null;
afterEach(async () => {
  stop?.();
  for (const c of server?.clients ?? []) c.terminate();
  await new Promise((r) => server?.wss.close(r) ?? r(null));
  server = null;
});

const depthServer = () => {
  let snapshots = 0;
  return startServer((socket, msg) => {
    if (msg.op === 'subscribe' && msg.channel === 'depth:BTCUSDT') {
      snapshots += 1;
      socket.send(JSON.stringify({ op: 'subscribed', channel: msg.channel }));
      socket.send(JSON.stringify({ channel: msg.channel, type: 'snapshot', seq: snapshots * 10, bids: [[`${snapshots}`, '1']], asks: [] }));
    }
    if (msg.op === 'auth') socket.send(JSON.stringify({ op: 'auth', ok: msg.token === 'tok-1' }));
    if (msg.op === 'subscribe' && msg.channel === 'orders') socket.send(JSON.stringify({ op: 'subscribed', channel: 'orders' }));
  });
};

describe('market stream service', () => {
  it('passes sequenced depth updates on and resubscribes for a fresh snapshot on a gap', async () => {
    server = await depthServer();
    const stream = createMarketStream({ url: server.url, getToken: () => null, createSocket: (url) => new WebSocket(url) as never });
    stop = () => stream.close();
    const got: StreamMessage[] = [];
    stream.subscribe('depth:BTCUSDT', (m) => got.push(m));
    await until(() => got.length === 1);
    const socket = server.clients[0];
    socket.send(JSON.stringify({ channel: 'depth:BTCUSDT', type: 'update', seq: 11, bids: [['1', '2']], asks: [] }));
    socket.send(JSON.stringify({ channel: 'depth:BTCUSDT', type: 'update', seq: 13, bids: [['1', '3']], asks: [] })); // 12 is missing
    await until(() => got.length === 3);
    expect(got.map((m) => [m.type, m.seq])).toEqual([['snapshot', 10], ['update', 11], ['snapshot', 20]]);
    expect(server.commands).toEqual([
      { op: 'subscribe', channel: 'depth:BTCUSDT' },
      { op: 'unsubscribe', channel: 'depth:BTCUSDT' },
      { op: 'subscribe', channel: 'depth:BTCUSDT' },
    ]);
    expect(stream.stats().resubscribes).toBe(1);
  });

  it('reconnects after the connection drops and subscribes again', async () => {
    server = await depthServer();
    const stream = createMarketStream({ url: server.url, getToken: () => null, createSocket: (url) => new WebSocket(url) as never, reconnectMs: 20 });
    stop = () => stream.close();
    const got: StreamMessage[] = [];
    stream.subscribe('depth:BTCUSDT', (m) => got.push(m));
    await until(() => got.length === 1);
    server.clients[0].terminate();
    await until(() => got.length === 2);
    expect(server.clients).toHaveLength(2);
    expect(got[1]).toMatchObject({ type: 'snapshot', seq: 20 });
  });

  it('authenticates with the session token before subscribing a private channel', async () => {
    server = await depthServer();
    const stream = createMarketStream({ url: server.url, getToken: () => 'tok-1', createSocket: (url) => new WebSocket(url) as never });
    stop = () => stream.close();
    const got: StreamMessage[] = [];
    stream.subscribe('orders', (m) => got.push(m));
    await until(() => server!.commands.length === 2);
    expect(server.commands).toEqual([{ op: 'auth', token: 'tok-1' }, { op: 'subscribe', channel: 'orders' }]);
    server.clients[0].send(JSON.stringify({ channel: 'orders', data: { id: 'so_1' } }));
    await until(() => got.length === 1);
  });

  it('asks for auth once when two private channels are subscribed before its answer, and subscribes each once', async () => {
    server = await depthServer();
    const stream = createMarketStream({ url: server.url, getToken: () => 'tok-1', createSocket: (url) => new WebSocket(url) as never });
    stop = () => stream.close();
    const depth: StreamMessage[] = [];
    stream.subscribe('depth:BTCUSDT', (m) => depth.push(m));
    await until(() => depth.length === 1);
    stream.subscribe('orders', () => {});
    stream.subscribe('balances', () => {});
    await until(() => server!.commands.length >= 4);
    // A late second answer would show here as a further pair of subscribes.
    stream.subscribe('depth:ETHUSDT', () => {});
    await until(() => server!.commands.some((c) => (c as { channel?: string }).channel === 'depth:ETHUSDT'));
    expect(server.commands).toEqual([
      { op: 'subscribe', channel: 'depth:BTCUSDT' },
      { op: 'auth', token: 'tok-1' },
      { op: 'subscribe', channel: 'orders' },
      { op: 'subscribe', channel: 'balances' },
      { op: 'subscribe', channel: 'depth:ETHUSDT' },
    ]);
  });

  it('takes the server ending the session as the session lost: tells it once, drops private frames, never retries the token', async () => {
    server = await depthServer();
    let lost = 0;
    const stream = createMarketStream({ url: server.url, getToken: () => 'tok-1', onSessionLost: () => { lost += 1; }, createSocket: (url) => new WebSocket(url) as never });
    stop = () => stream.close();
    const got: StreamMessage[] = [];
    stream.subscribe('orders', (m) => got.push(m));
    await until(() => server!.commands.length === 2);
    const socket = server.clients[0];
    socket.send(JSON.stringify({ channel: 'orders', data: { id: 'so_1' } }));
    socket.send(JSON.stringify({ op: 'auth', ok: false, error: 'sessionEnded' }));
    socket.send(JSON.stringify({ channel: 'orders', data: { id: 'so_2' } }));
    // A public subscription afterwards: its snapshot arrives after the frames above.
    const depth: StreamMessage[] = [];
    stream.subscribe('depth:BTCUSDT', (m) => depth.push(m));
    await until(() => depth.length === 1);
    expect(lost).toBe(1);
    expect(got.map((m) => (m.data as { id: string }).id)).toEqual(['so_1']);
    expect(server.commands).toEqual([{ op: 'auth', token: 'tok-1' }, { op: 'subscribe', channel: 'orders' }, { op: 'subscribe', channel: 'depth:BTCUSDT' }]);
    expect(stream.stats().connected).toBe(true);
  });

  it('hands a flow one STREAM event per frame, and unsubscribes when the flow stops', async () => {
    server = await depthServer();
    const stream = createMarketStream({ url: server.url, getToken: () => null, createSocket: (url) => new WebSocket(url) as never });
    stop = () => stream.close();
    let flush: (() => void) | null = null;
    const received: StreamMessage[][] = [];
    const flow = setup({ actors: { feed: streamActor(stream, (f) => { flush = f; return () => { flush = null; }; }) } }).createMachine({
      invoke: { src: 'feed', input: { channels: ['depth:BTCUSDT'] } },
      on: { STREAM: { actions: ({ event }) => received.push((event as unknown as { messages: StreamMessage[] }).messages) } },
    });
    const actor = createActor(flow).start();
    await until(() => flush !== null);
    server.clients[0].send(JSON.stringify({ channel: 'depth:BTCUSDT', type: 'update', seq: 11, bids: [], asks: [] }));
    server.clients[0].send(JSON.stringify({ channel: 'depth:BTCUSDT', type: 'update', seq: 12, bids: [], asks: [] }));
    await until(() => server!.commands.length >= 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(received).toEqual([]);
    flush!();
    expect(received).toHaveLength(1);
    expect(received[0].map((m) => m.seq)).toEqual([10, 11, 12]);
    actor.stop();
    await until(() => server!.commands.some((c) => (c as { op: string }).op === 'unsubscribe'));
  });
});
