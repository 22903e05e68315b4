// Fan-out on /ws: the platform runs in a second process; N clients in this process connect on
// loopback and subscribe to `depth:BTCUSDT` and `ticker:BTCUSDT`; the platform publishes through
// its stream hub (serialised once per update) at a fixed rate. Each message carries its send time,
// so a client records the delay from publication to receipt. Two scenarios with their targets.
import WebSocket from 'ws';
import { percentile } from './stats';
import { startPlatformProcess } from './platform-child';

const CHANNELS = ['depth:BTCUSDT', 'ticker:BTCUSDT'];
const SECONDS = 10;
const SENT_AT = Buffer.from('"sentAt":');

interface Scenario { subscribers: number; perSecond: number; p99TargetMs: number }

async function connectAll(url: string, count: number, onDelay: (ms: number) => void) {
  const sockets: WebSocket[] = [];
  const wsUrl = `${url.replace('http', 'ws')}/ws`;
  // Connect in waves so the accept queue on loopback is not the thing measured.
  for (let start = 0; start < count; start += 200) {
    await Promise.all(Array.from({ length: Math.min(200, count - start) }, () => new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(wsUrl, { perMessageDeflate: false });
      let subscribed = 0;
      socket.on('error', reject);
      socket.on('open', () => { for (const channel of CHANNELS) socket.send(JSON.stringify({ op: 'subscribe', channel })); });
      socket.on('message', (raw: Buffer) => {
        // The send time is the last field: read it without decoding or parsing the whole message.
        const at = raw.lastIndexOf(SENT_AT);
        if (at >= 0) { onDelay(performance.timeOrigin + performance.now() - Number(raw.toString('latin1', at + SENT_AT.length, raw.length - 1))); return; }
        if (raw.toString().startsWith('{"op":"subscribed"') && ++subscribed === CHANNELS.length) resolve();
      });
      sockets.push(socket);
    })));
  }
  return sockets;
}

async function scenario(s: Scenario) {
  const platform = await startPlatformProcess();
  const delays: number[] = [];
  let received = 0;
  let recording = false;
  // Waits until no more messages arrive: everything published so far was delivered.
  const settled = async () => {
    let last = -1;
    while (received !== last) { last = received; await new Promise((r) => setTimeout(r, 300)); }
  };
  try {
    const sockets = await connectAll(platform.url, s.subscribers, (ms) => { received += 1; if (recording) delays.push(ms); });
    // A short warm-up at the same rate, then the measured run.
    const perChannel = s.perSecond / CHANNELS.length;
    await platform.command({ op: 'publish', channels: CHANNELS, perSecond: perChannel, seconds: 1 });
    await settled();
    recording = true;
    const cpu = process.cpuUsage();
    const sent = await platform.command<{ sent: number; wallMs: number; dropped: number; cpuShare: number }>({ op: 'publish', channels: CHANNELS, perSecond: perChannel, seconds: SECONDS });
    await settled();
    recording = false;
    const used = process.cpuUsage(cpu);
    const clientCpuShare = Math.round(((used.user + used.system) / 1000 / sent.wallMs) * 100) / 100;
    for (const socket of sockets) socket.terminate();
    const sorted = delays.sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 100) / 100;
    const expected = sent.sent * s.subscribers;
    const p99 = round(percentile(sorted, 99));
    return {
      subscribers: s.subscribers, messagesPerSecondEach: s.perSecond, seconds: SECONDS,
      delivered: sorted.length, expected, deliveredPerSecond: Math.round(sorted.length / (sent.wallMs / 1000)), droppedClients: sent.dropped,
      delayMs: { p50: round(percentile(sorted, 50)), p99, p999: round(percentile(sorted, 99.9)), max: round(sorted[sorted.length - 1] ?? NaN) },
      // CPU time over wall time while publishing (1 = one core busy): where the time went.
      cpuShare: { server: sent.cpuShare, clients: clientCpuShare },
      target: { p99Ms: s.p99TargetMs }, meetsTarget: p99 <= s.p99TargetMs && sorted.length === expected,
    };
  } finally {
    await platform.stop();
  }
}

export async function run() {
  return {
    name: 'ws',
    setup: 'platform in a second process publishing depth and ticker updates through its stream hub; clients in this process on loopback',
    scenarios: [
      await scenario({ subscribers: 1_000, perSecond: 100, p99TargetMs: 20 }),
      await scenario({ subscribers: 5_000, perSecond: 20, p99TargetMs: 150 }),
    ],
  };
}
