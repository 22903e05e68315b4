// Spot orders over HTTP with full durability: the platform (SQLite, synchronous=FULL, the ledger)
// runs in a second process; 50 users on 50 keep-alive loopback connections place limit orders
// on BTCUSDT and ETHUSDT around the market price (about a third cross and trade). Every answer
// comes after the order's batch committed. Reports orders/s and latency, then audits the ledger.
// The same client then sends the same orders to two peers (bench/peer-process.ts), and the
// figures are given as ratios against theirs.
import { seededRandom } from '../server/feeds/seeded-random';
import { closedLoop, round, summarise } from './stats';
import { registerUsers, startPeerProcess, startPlatformProcess, webClient } from './platform-child';
import type { PeerName } from './peer-process';

const CONNECTIONS = 50;
const WARM_UP = 2_000;
const ORDERS = 30_000;
const SYMBOLS = ['BTCUSDT', 'ETHUSDT'];
const targets = { ordersPerSecond: 15_000, p99ms: 15 };

interface Market { symbol: string; mid: number; tick: number; tickDecimals: number; lot: number; lotDecimals: number; minLots: number }

const decimalsOf = (s: string) => (s.includes('.') ? s.split('.')[1].replace(/0+$/, '').length : 0);

async function marketOf(client: ReturnType<typeof webClient>, symbol: string): Promise<Market> {
  const res = await client.call('getCurrencyMessage', { symbol }, 'GET');
  if (res.code !== 0) throw new Error(`getCurrencyMessage: ${res.message}`);
  const { rules, ticker } = res.data;
  const tick = Number(rules.tick_size);
  const lot = Number(rules.lot_size);
  const mid = Math.round(Number(ticker.price) / tick) * tick;
  return { symbol, mid, tick, tickDecimals: decimalsOf(rules.tick_size), lot, lotDecimals: decimalsOf(rules.lot_size), minLots: Math.ceil(Number(rules.min_notional) / (mid * lot)) + 1 };
}

type Client = ReturnType<typeof webClient>;

/** The seeded order stream: the same orders, in the same order, for the platform and its peers. */
function orderStream(markets: Market[], tokens: string[], rejected: Record<string, number>) {
  return (client: Client) => {
    const r = seededRandom(20261124);
    return async (i: number) => {
      const m = markets[i % markets.length];
      const side = r.next() < 0.5 ? 'buy' : 'sell';
      // Offsets in ticks: -10..+49 away from the mid on the order's own side, so about a sixth cross.
      const away = Math.floor(r.next() * 60) - 10;
      const price = side === 'buy' ? m.mid - away * m.tick : m.mid + away * m.tick;
      const lots = m.minLots + Math.floor(r.next() * m.minLots);
      const res = await client.call('spotOrder', {
        symbol: m.symbol, side, type: 'limit', price: price.toFixed(m.tickDecimals), amount: (lots * m.lot).toFixed(m.lotDecimals),
      }, 'POST', tokens[i % tokens.length]);
      if (res.code !== 0) rejected[res.message] = (rejected[res.message] ?? 0) + 1;
    };
  };
}

interface Counters { cpuMs: number; batches?: { batches: number; commands: number } }

/** Warm-up, then the measured closed loop; the server's CPU time and batches from its own counters. */
async function measure(place: (i: number) => Promise<void>, counters: () => Promise<Counters>) {
  await closedLoop(CONNECTIONS, WARM_UP, place);
  const before = await counters();
  const measured = await closedLoop(CONNECTIONS, ORDERS, (i) => place(i + WARM_UP));
  const after = await counters();
  const cpuMs = after.cpuMs - before.cpuMs;
  return {
    ...summarise(measured.samples, measured.wallMs),
    // The server's CPU time per order and its share of one core: whether it waited or computed.
    server: {
      cpuMsPerOrder: round(cpuMs / ORDERS, 3),
      cpuShare: round(cpuMs / measured.wallMs),
      ...(after.batches && before.batches
        ? { ordersPerCommit: round((after.batches.commands - before.batches.commands) / (after.batches.batches - before.batches.batches), 1) }
        : {}),
    },
  };
}

/** The same order stream against a peer server, through the same client. */
async function measurePeer(peerName: PeerName, stream: (client: Client) => (i: number) => Promise<void>) {
  const peer = await startPeerProcess(peerName);
  const client = webClient(peer.url, CONNECTIONS);
  try {
    return await measure(stream(client), async () => ({ cpuMs: await peer.command<number>({ op: 'cpu' }) }));
  } finally {
    await client.close();
    await peer.stop();
  }
}

export async function run() {
  const platform = await startPlatformProcess();
  const client = webClient(platform.url, CONNECTIONS);
  const rejected: Record<string, number> = {};
  let ours: Awaited<ReturnType<typeof measure>>;
  let stream: ReturnType<typeof orderStream>;
  let audit: unknown;
  try {
    const tokens = await registerUsers(client, 'orders', CONNECTIONS);
    await platform.command({ op: 'fund', amounts: { USDT: '10000000', BTC: '1000', ETH: '10000' } });
    const markets = await Promise.all(SYMBOLS.map((s) => marketOf(client, s)));
    stream = orderStream(markets, tokens, rejected);
    ours = await measure(stream(client), async () => ({
      cpuMs: await platform.command<number>({ op: 'cpu' }),
      batches: await platform.command<{ batches: number; commands: number }>({ op: 'batches' }),
    }));
    audit = await platform.command({ op: 'audit' });
  } finally {
    await client.close();
    await platform.stop();
  }
  const peers = { 'http-empty': await measurePeer('http-empty', stream), 'http-durable': await measurePeer('http-durable', stream) };
  return {
    name: 'orders-http',
    connections: CONNECTIONS,
    setup: 'each server in a second process, clients (undici, keep-alive) in this one; the platform on SQLite synchronous=FULL with grouped commits, answers after commit',
    orders: { label: 'web/spotOrder over HTTP, acknowledged after commit', ...ours },
    rejected,
    ledger: audit,
    // The same client and orders against servers that do less: Fastify answering at once, and
    // Fastify storing one row per order with grouped commits (see bench/peer-process.ts).
    peers,
    ratios: {
      throughputOfEmpty: round(ours.perSecond / peers['http-empty'].perSecond, 3),
      throughputOfDurable: round(ours.perSecond / peers['http-durable'].perSecond, 3),
    },
    targets,
    meetsTargets: { throughput: ours.perSecond >= targets.ordersPerSecond, p99: ours.p99 <= targets.p99ms },
  };
}
