// Fan-out on /ws: the platform runs in a second process; N clients in this process, spread over
// two threads (bench/ws-clients.ts), connect on loopback and subscribe to `depth:BTCUSDT` and
// `ticker:BTCUSDT`; the platform publishes through its stream hub (serialised once per update) at
// a fixed rate. Each message carries its send time, so a client records the delay from
// publication to receipt. Two scenarios with their targets, each also run against the peer
// (bench/peer-process.ts) on the same schedule.
import { Worker } from 'node:worker_threads';
import { cpuShare, percentile, round } from './stats';
import { startPeerProcess, startPlatformProcess } from './platform-child';
import type { ClientShare, FromClients, ToClients } from './ws-clients';

const CHANNELS = ['depth:BTCUSDT', 'ticker:BTCUSDT'];
const SECONDS = 10;
// Subscribers are spread over this many threads: one thread receiving for all of them saturates a
// core and its own queue becomes part of the delays measured.
const CLIENT_THREADS = 2;

interface Scenario { subscribers: number; perSecond: number; p99TargetMs: number }

/** A thread holding `count` subscribers (bench/ws-clients.ts, loaded through tsx). */
async function clientThread(share: ClientShare) {
  const file = new URL('./ws-clients.ts', import.meta.url).href;
  const worker = new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(file)}); })`, { eval: true, workerData: share });
  let waiting: ((m: FromClients) => void) | null = null;
  const failed = new Promise<never>((_, reject) => worker.once('error', reject));
  const next = () => Promise.race([new Promise<FromClients>((r) => { waiting = r; }), failed]);
  worker.on('message', (m: FromClients) => { const w = waiting; waiting = null; w?.(m); });
  await next();
  const ask = async (m: ToClients) => { const answer = next(); worker.postMessage(m); return answer; };
  return {
    record: (on: boolean) => worker.postMessage({ op: 'record', on } satisfies ToClients),
    received: async () => ((await ask({ op: 'count' })) as { received: number }).received,
    delays: async () => ((await ask({ op: 'report' })) as { delays: Float64Array }).delays,
    close: async () => { worker.postMessage({ op: 'close' } satisfies ToClients); await new Promise((r) => worker.once('exit', r)); },
  };
}

/** All subscribers of a scenario, split evenly over the client threads. */
async function startClients(url: string, subscribers: number) {
  const threads = await Promise.all(Array.from({ length: CLIENT_THREADS }, (_, i) =>
    clientThread({ url, count: Math.floor(subscribers / CLIENT_THREADS) + (i < subscribers % CLIENT_THREADS ? 1 : 0), channels: CHANNELS })));
  return {
    record: (on: boolean) => threads.forEach((t) => t.record(on)),
    received: async () => (await Promise.all(threads.map((t) => t.received()))).reduce((a, b) => a + b, 0),
    sortedDelays: async () => {
      const parts = await Promise.all(threads.map((t) => t.delays()));
      const all = new Float64Array(parts.reduce((n, p) => n + p.length, 0));
      parts.reduce((at, p) => { all.set(p, at); return at + p.length; }, 0);
      return all.sort();
    },
    close: () => Promise.all(threads.map((t) => t.close())),
  };
}

interface Publisher {
  url: string;
  publish(channels: string[], perSecond: number, seconds: number): Promise<{ sent: number; wallMs: number; dropped: number; cpuShare: number }>;
  stop(): Promise<void>;
}

type PublishCommand = { op: 'publish'; channels: string[]; perSecond: number; seconds: number };
const publisherOf = (p: { url: string; stop(): Promise<void>; command(cmd: PublishCommand): Promise<any> }): Publisher =>
  ({ url: p.url, publish: (channels, perSecond, seconds) => p.command({ op: 'publish', channels, perSecond, seconds }), stop: p.stop });
const platformPublisher = async () => publisherOf(await startPlatformProcess());
const peerPublisher = async () => publisherOf(await startPeerProcess('ws-broadcast'));

async function scenario(s: Scenario, start: () => Promise<Publisher>) {
  const server = await start();
  try {
    const clients = await startClients(server.url, s.subscribers);
    // Waits until no more messages arrive: everything published so far was delivered.
    const settled = async () => {
      let last = -1;
      for (let now = await clients.received(); now !== last; now = await clients.received()) {
        last = now;
        await new Promise((r) => setTimeout(r, 300));
      }
    };
    // A short warm-up at the same rate, then the measured run.
    const perChannel = s.perSecond / CHANNELS.length;
    await server.publish(CHANNELS, perChannel, 1);
    await settled();
    clients.record(true);
    const cpu = process.cpuUsage();
    const sent = await server.publish(CHANNELS, perChannel, SECONDS);
    await settled();
    clients.record(false);
    const used = process.cpuUsage(cpu);
    const sorted = await clients.sortedDelays();
    await clients.close();
    const expected = sent.sent * s.subscribers;
    const p99 = round(percentile(sorted, 99));
    return {
      subscribers: s.subscribers, messagesPerSecondEach: s.perSecond, seconds: SECONDS, clientThreads: CLIENT_THREADS,
      delivered: sorted.length, expected, deliveredPerSecond: Math.round(sorted.length / (sent.wallMs / 1000)), droppedClients: sent.dropped,
      delayMs: { p50: round(percentile(sorted, 50)), p99, p999: round(percentile(sorted, 99.9)), max: round(sorted[sorted.length - 1] ?? NaN) },
      // CPU time over wall time while publishing (1 = one core busy): where the time went.
      cpuShare: { server: sent.cpuShare, clients: cpuShare(used, sent.wallMs) },
      target: { p99Ms: s.p99TargetMs }, meetsTarget: p99 <= s.p99TargetMs && sorted.length === expected,
    };
  } finally {
    await server.stop();
  }
}

/** One scenario against the platform's hub and against the peer, and how their delays compare. */
async function compared(s: Scenario) {
  const ours = await scenario(s, platformPublisher);
  const peer = await scenario(s, peerPublisher);
  return { ...ours, peer: { delivered: peer.delivered, delayMs: peer.delayMs, cpuShare: peer.cpuShare }, p99OfPeer: round(ours.delayMs.p99 / peer.delayMs.p99) };
}

export async function run() {
  return {
    name: 'ws',
    setup: 'platform in a second process publishing depth and ticker updates through its stream hub; clients in this process on loopback; '
      + 'the peer: the ws library\'s broadcast (serialise once, send to each subscriber) in a second process, the same clients and schedule',
    scenarios: [
      await compared({ subscribers: 1_000, perSecond: 100, p99TargetMs: 20 }),
      await compared({ subscribers: 5_000, perSecond: 20, p99TargetMs: 150 }),
    ],
  };
}
