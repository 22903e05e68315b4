// The stream of stamped updates that the ws benchmark publishes, shared by the platform process and
// its peer so both send the same messages on the same schedule.
import { cpuShare } from './stats';

/** Messages shaped like the real depth increments and tickers, stamped with the send time (ms, shared clock). */
function payload(kind: 'depth' | 'ticker', channel: string, n: number) {
  const sentAt = performance.timeOrigin + performance.now();
  const p = (64_000 + (n % 50) / 10).toFixed(2);
  return kind === 'depth'
    ? { channel, type: 'update', seq: n, bids: [[p, '0.125'], [(Number(p) - 0.1).toFixed(2), '0']], asks: [[(Number(p) + 0.5).toFixed(2), '1.5']], sentAt }
    : { channel, data: { symbol: 'BTCUSDT', price: p, open_24h: '63500.00', high_24h: '64900.00', low_24h: '63100.00', volume_24h: '1523.118',
      reference: { source: 'simulated', simulated: true, price: p } }, sentAt };
}

/** Publishes `perSecond` messages per channel for `seconds` through `send`, paced against the clock. */
export async function publishPaced(channels: string[], perSecond: number, seconds: number, send: (channel: string, message: object) => void) {
  const total = perSecond * seconds;
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    for (const channel of channels) send(channel, payload(channel.startsWith('depth:') ? 'depth' : 'ticker', channel, n));
  }
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { sent: total * channels.length, wallMs, cpuShare: cpuShare(used, wallMs) };
}
