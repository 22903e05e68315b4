// The /ws stream: a depth snapshot then updates numbered without gaps, trades, private order
// updates after auth, refusals of unknown or private channels, and slow clients dropped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from './harness';
import { createUser } from './funds-fixtures';
import { expectCleanAudit, fund, order } from './spot-fixtures';
import { createStreamHub, newSubscriber } from '../../server/ws/stream-hub';
import { noRateLimit } from './auth-fixtures';

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ env: noRateLimit }); });
afterAll(async () => { await server.stop(); });

async function connect() {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/ws`);
  const messages: any[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (d) => { messages.push(JSON.parse(d.toString())); for (const w of waiters.splice(0)) w(); });
  await new Promise((r) => ws.once('open', r));
  const until = async (pred: (m: any[]) => boolean) => { while (!pred(messages)) await new Promise<void>((r) => waiters.push(r)); };
  return { ws, messages, until, send: (m: object) => ws.send(JSON.stringify(m)) };
}

describe('/ws', () => {
  it('sends a depth snapshot, then gap-free updates, trades and private order updates', async () => {
    const deps = server.platform.deps;
    const a = await createUser(deps, 'a');
    const b = await createUser(deps, 'b');
    await fund(deps, a.id, 'USDT', '10000');
    await fund(deps, b.id, 'BNB', '10');
    const c = await connect();
    c.send({ op: 'subscribe', channel: 'depth:BNBUSDT' });
    c.send({ op: 'subscribe', channel: 'trades:BNBUSDT' });
    c.send({ op: 'auth', token: a.token });
    await c.until((m) => m.some((x) => x.op === 'auth'));
    c.send({ op: 'subscribe', channel: 'orders' });
    await c.until((m) => m.some((x) => x.op === 'subscribed' && x.channel === 'orders'));
    const snapshot = c.messages.find((x) => x.type === 'snapshot');
    expect(snapshot).toMatchObject({ channel: 'depth:BNBUSDT', bids: [], asks: [] });

    expect((await order(server, a.token, { symbol: 'BNBUSDT', side: 'buy', price: '500', amount: '1' })).code).toBe(0);
    expect((await order(server, a.token, { symbol: 'BNBUSDT', side: 'buy', price: '499', amount: '2' })).code).toBe(0);
    expect((await order(server, b.token, { symbol: 'BNBUSDT', side: 'sell', price: '500', amount: '0.4' })).code).toBe(0);
    expect((await order(server, b.token, { symbol: 'BNBUSDT', side: 'sell', price: '510', amount: '1' })).code).toBe(0);
    await c.until((m) => m.filter((x) => x.type === 'update').length >= 4 && m.some((x) => x.channel === 'trades:BNBUSDT' && x.data));

    const updates = c.messages.filter((x) => x.type === 'update');
    expect(updates.map((u) => u.seq)).toEqual(updates.map((_, i) => snapshot.seq + 1 + i));
    expect(updates[0].bids).toEqual([['500', '1']]);
    expect(updates[2].bids).toEqual([['500', '0.6']]);
    expect(c.messages.find((x) => x.channel === 'trades:BNBUSDT' && x.data).data[0]).toMatchObject({ price: '500', amount: '0.4', side: 'sell' });
    const mine = c.messages.filter((x) => x.channel === 'orders' && x.data).map((x) => x.data.state);
    expect(mine).toContain('partiallyFilled');
    // Applying the updates to the snapshot gives the book as web/depth shows it.
    const book = new Map<string, string>(snapshot.bids);
    for (const u of updates) for (const [p, q] of u.bids) if (q === '0') book.delete(p); else book.set(p, q);
    const depth = await server.call('web/depth', { symbol: 'BNBUSDT' });
    expect([...book].sort((x, y) => Number(y[0]) - Number(x[0]))).toEqual(depth.data.bids);
    expect(depth.data.seq).toBe(updates.at(-1).seq);
    c.ws.close();
    await expectCleanAudit(deps);
  });

  it('refuses unknown channels and private channels before auth', async () => {
    const c = await connect();
    c.send({ op: 'subscribe', channel: 'depth:NOPE' });
    c.send({ op: 'subscribe', channel: 'balances' });
    c.send({ op: 'auth', token: 'bad' });
    c.ws.send('{not json');
    await c.until((m) => m.length >= 4);
    const sorted = (xs: object[]) => xs.map((x) => JSON.stringify(x)).sort();
    expect(sorted(c.messages)).toEqual(sorted([
      { op: 'error', channel: 'depth:NOPE', error: 'unknownChannel' },
      { op: 'error', channel: 'balances', error: 'loginRequired' },
      { op: 'error', error: 'invalidInput' },
      { op: 'auth', ok: false, error: 'sessionInvalid' },
    ]));
    c.ws.close();
  });

  it('serialises once and drops a subscriber whose buffer is past the bound', () => {
    const sent: string[][] = [[], []];
    let terminated = false;
    const fake = (i: number, buffered: number) => ({ readyState: 1, bufferedAmount: buffered, send: (t: string | Buffer) => sent[i].push(t.toString()), terminate: () => { terminated = true; } });
    const hub = createStreamHub({ maxBufferedBytes: 1000 });
    const fast = newSubscriber(fake(0, 0) as never);
    const slow = newSubscriber(fake(1, 5000) as never);
    hub.subscribe(fast, 'tickers');
    hub.subscribe(slow, 'tickers');
    hub.publish('tickers', { n: 1 });
    hub.publish('tickers', { n: 2 });
    expect(sent[0]).toEqual(['{"n":1}', '{"n":2}']);
    expect(sent[1]).toEqual([]);
    expect(terminated).toBe(true);
    expect(hub.stats().dropped).toBe(1);
  });
});
