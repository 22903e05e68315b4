// Spot orders over HTTP with full durability: the platform (SQLite, synchronous=FULL, the ledger)
// runs in a second process; 50 users on 50 keep-alive loopback connections place limit orders
// on BTCUSDT and ETHUSDT around the market price (about a third cross and trade). Every answer
// comes after the order's batch committed. Reports orders/s and latency, then audits the ledger.
import { seededRandom } from '../server/feeds/seeded-random';
import { closedLoop, summarise } from './stats';
import { registerUsers, startPlatformProcess, webClient } from './platform-child';

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

export async function run() {
  const platform = await startPlatformProcess();
  const client = webClient(platform.url, CONNECTIONS);
  try {
    const tokens = await registerUsers(client, 'orders', CONNECTIONS);
    await platform.command({ op: 'fund', amounts: { USDT: '10000000', BTC: '1000', ETH: '10000' } });
    const markets = await Promise.all(SYMBOLS.map((s) => marketOf(client, s)));
    const r = seededRandom(20261124);
    const rejected: Record<string, number> = {};

    const place = async (i: number) => {
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

    await closedLoop(CONNECTIONS, WARM_UP, place);
    const cpuBefore = await platform.command<number>({ op: 'cpu' });
    const batchesBefore = await platform.command<{ batches: number; commands: number }>({ op: 'batches' });
    const measured = await closedLoop(CONNECTIONS, ORDERS, (i) => place(i + WARM_UP));
    const serverCpuMs = (await platform.command<number>({ op: 'cpu' })) - cpuBefore;
    const batchesAfter = await platform.command<{ batches: number; commands: number }>({ op: 'batches' });
    const perBatch = (batchesAfter.commands - batchesBefore.commands) / (batchesAfter.batches - batchesBefore.batches);
    const stats = summarise(measured.samples, measured.wallMs);
    const audit = await platform.command({ op: 'audit' });
    return {
      name: 'orders-http',
      connections: CONNECTIONS,
      setup: 'platform in a second process, SQLite synchronous=FULL with grouped commits, node:http keep-alive clients',
      orders: { label: 'web/spotOrder over HTTP, acknowledged after commit', ...stats },
      // The platform's CPU time per order and its share of one core: whether it waited on the disk or computed.
      server: {
        cpuMsPerOrder: Math.round((serverCpuMs / ORDERS) * 1000) / 1000,
        cpuShare: Math.round((serverCpuMs / measured.wallMs) * 100) / 100,
        ordersPerCommit: Math.round(perBatch * 10) / 10,
      },
      rejected,
      ledger: audit,
      targets,
      meetsTargets: { throughput: stats.perSecond >= targets.ordersPerSecond, p99: stats.p99 <= targets.p99ms },
    };
  } finally {
    client.close();
    await platform.stop();
  }
}
