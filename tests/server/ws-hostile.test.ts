// Whatever a client sends on /ws, the server answers an error frame or closes that one connection
// with the protocol's code, and keeps serving everyone else over HTTP and /ws.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { noRateLimit } from './auth-fixtures';
import { connectWs, type WsClient } from './ws-client';
import { klineIntervals } from '../../api/endpoints/spot';
import { FRAME_BURST } from '../../api/stream';
import { frameBudget } from '../../server/ws/frame-budget';

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ env: noRateLimit }); });
afterAll(async () => { await server.stop(); });

const errors = (m: any[]) => m.filter((x) => x.op === 'error');

/** The stream still answers on `client`, a new connection still subscribes, and HTTP still answers. */
async function stillServing(client?: WsClient) {
  if (client) {
    client.send({ op: 'ping' });
    await client.until((m) => m.some((x) => x.op === 'pong'));
  }
  const fresh = await connectWs(server);
  fresh.send({ op: 'subscribe', channel: 'depth:BTCUSDT' });
  await fresh.until((m) => m.some((x) => x.type === 'snapshot' && x.channel === 'depth:BTCUSDT'));
  fresh.ws.close();
  expect((await server.call('web/depth', { symbol: 'BTCUSDT' })).code).toBe(0);
}

// Every JSON value, malformed text, wrong types on every field, unknown operations and channels.
const badTexts = [
  'null', '0', '-1', '42', '1e999', 'true', 'false', '"ping"', '""', '[]', '[{"op":"ping"}]', '{}',
  '', ' ', '{not json', '{"op":', '\u0000', '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
  '{"op":null}', '{"op":42}', '{"op":["ping"]}', '{"op":{"op":"ping"}}', '{"op":"nope"}', '{"op":"__proto__"}',
  '{"op":"constructor"}', '{"op":"toString"}', '{"__proto__":{"op":"ping"}}',
  '{"op":"subscribe"}', '{"op":"subscribe","channel":null}', '{"op":"subscribe","channel":42}',
  '{"op":"subscribe","channel":["tickers"]}', '{"op":"subscribe","channel":{"toString":"tickers"}}',
  `{"op":"subscribe","channel":"${'x'.repeat(3000)}"}`,
  '{"op":"unsubscribe"}', '{"op":"unsubscribe","channel":false}',
  '{"op":"auth"}', '{"op":"auth","token":null}', '{"op":"auth","token":42}', '{"op":"auth","token":{}}', '{"op":"auth","token":""}',
  `{"op":"auth","token":"${'t'.repeat(3000)}"}`,
];

describe('/ws against hostile frames', () => {
  it('answers every malformed text frame with an error frame and keeps the connection', async () => {
    const c = await connectWs(server);
    for (const text of badTexts) c.ws.send(text);
    await c.until((m) => errors(m).length >= badTexts.length);
    expect(errors(c.messages)).toHaveLength(badTexts.length);
    for (const e of errors(c.messages)) expect(e.error).toBe('invalidInput');
    await stillServing(c);
    c.ws.close();
  });

  it('answers unknown channels by name and refuses private channels before auth', async () => {
    const c = await connectWs(server);
    for (const channel of ['depth:NOPE', 'depth:__proto__', 'candles:BTCUSDT:7m', 'ticker:BTCUSDT:1m', ':', 'depth:', 'constructor']) {
      c.send({ op: 'subscribe', channel });
    }
    c.send({ op: 'subscribe', channel: 'orders' });
    await c.until((m) => errors(m).length >= 8);
    expect(errors(c.messages).filter((e) => e.error === 'unknownChannel')).toHaveLength(7);
    expect(errors(c.messages).filter((e) => e.error === 'loginRequired')).toEqual([{ op: 'error', channel: 'orders', error: 'loginRequired' }]);
    await stillServing(c);
    c.ws.close();
  });

  it('answers binary frames with an error frame', async () => {
    const c = await connectWs(server);
    c.ws.send(Buffer.from('{"op":"ping"}'), { binary: true });
    c.ws.send(Buffer.from([0, 1, 2, 255, 254]), { binary: true });
    c.ws.send(Buffer.alloc(0), { binary: true });
    await c.until((m) => errors(m).length >= 3);
    expect(errors(c.messages)).toEqual(Array(3).fill({ op: 'error', error: 'textOnly' }));
    expect(c.messages.some((x) => x.op === 'pong')).toBe(false);
    await stillServing(c);
    c.ws.close();
  });

  it('closes a connection that sends text that is not UTF-8 (1007)', async () => {
    const c = await connectWs(server);
    c.ws.send(Buffer.from([0x7b, 0xc3, 0x28, 0xff, 0x7d]), { binary: false });
    expect((await c.closed).code).toBe(1007);
    await stillServing();
  });

  it('closes a connection that sends a frame past the size bound (1009)', async () => {
    for (const binary of [false, true]) {
      const c = await connectWs(server);
      c.ws.send(Buffer.alloc(1024 * 1024, 0x61), { binary });
      expect((await c.closed).code).toBe(1009);
    }
    await stillServing();
  });

  it('caps the channels of one connection at 100', async () => {
    const c = await connectWs(server);
    const symbols = server.platform.deps.spot.exchange.markets().map((m) => m.symbol);
    const channels = ['tickers', ...symbols.flatMap((s) => [`ticker:${s}`, `depth:${s}`, `trades:${s}`, ...klineIntervals.map((i) => `candles:${s}:${i}`)])];
    expect(channels.length).toBeGreaterThan(100);
    for (const channel of channels) c.send({ op: 'subscribe', channel });
    await c.until((m) => m.filter((x) => x.op === 'subscribed' || x.op === 'error').length >= channels.length);
    expect(c.messages.filter((x) => x.op === 'subscribed')).toHaveLength(100);
    expect(new Set(errors(c.messages).map((e) => e.error))).toEqual(new Set(['tooManyChannels']));
    await stillServing(c);
    c.ws.close();
  });

  it('closes a connection that sends more frames than its budget (1008)', async () => {
    const c = await connectWs(server);
    for (let i = 0; i < FRAME_BURST + 50; i += 1) c.ws.send('{"op":"ping"}');
    expect((await c.closed).code).toBe(1008);
    expect(c.messages.filter((x) => x.op === 'pong')).toHaveLength(FRAME_BURST);
    await stillServing();
  });

  it('refills the frame budget at its steady rate', () => {
    let now = 0;
    const take = frameBudget(() => now, 2, 1);
    expect([take(), take(), take()]).toEqual([true, true, false]);
    now += 1000;
    expect([take(), take()]).toEqual([true, false]);
    now += 60_000;
    expect([take(), take(), take()]).toEqual([true, true, false]);
  });
});
