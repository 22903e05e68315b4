// The /ws endpoint. A client sends JSON commands: `{"op":"subscribe","channel":"depth:BTCUSDT"}`,
// `unsubscribe`, `{"op":"auth","token":"…"}` (then the private channels `orders` and `balances`),
// and `ping`. Public channels: `tickers`, `ticker:<symbol>`, `depth:<symbol>` (a snapshot, then
// updates numbered by `seq`: a gap means resubscribe), `trades:<symbol>`, `candles:<symbol>:<interval>`.
import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import { klineIntervals } from '../../api/endpoints/spot';
import type { Deps } from '../deps';
import { resolveSession } from '../modules/auth/sessions';
import type { Subscriber } from './stream-hub';

const MAX_CHANNELS = 100;
const privateChannels = new Set(['orders', 'balances']);

export async function registerStreams(app: FastifyInstance, deps: Deps) {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const { hub, exchange, depth } = deps.spot;

  function known(channel: string): boolean {
    if (channel === 'tickers' || privateChannels.has(channel)) return true;
    const [kind, symbol, interval] = channel.split(':');
    if (!symbol || !exchange.market(symbol)) return false;
    if (kind === 'candles') return (klineIntervals as readonly string[]).includes(interval);
    return interval === undefined && ['ticker', 'depth', 'trades'].includes(kind);
  }

  app.get('/ws', { websocket: true }, (socket) => {
    const sub: Subscriber = { socket, channels: new Set(), userId: null };
    const reply = (msg: object) => hub.send(sub, JSON.stringify(msg));
    socket.on('message', (raw) => {
      let msg: { op?: unknown; channel?: unknown; token?: unknown };
      try { msg = JSON.parse(raw.toString()); } catch { reply({ op: 'error', error: 'invalidInput' }); return; }
      const channel = typeof msg.channel === 'string' ? msg.channel : '';
      switch (msg.op) {
        case 'ping': reply({ op: 'pong' }); return;
        case 'auth':
          resolveSession(deps, typeof msg.token === 'string' ? msg.token : '')
            .then((user) => { hub.authenticate(sub, user.id); reply({ op: 'auth', ok: true }); })
            .catch(() => reply({ op: 'auth', ok: false, error: 'sessionInvalid' }));
          return;
        case 'subscribe':
          if (!known(channel)) { reply({ op: 'error', channel, error: 'unknownChannel' }); return; }
          if (privateChannels.has(channel) && !sub.userId) { reply({ op: 'error', channel, error: 'loginRequired' }); return; }
          if (sub.channels.size >= MAX_CHANNELS) { reply({ op: 'error', channel, error: 'tooManyChannels' }); return; }
          hub.subscribe(sub, channel);
          reply({ op: 'subscribed', channel });
          if (channel.startsWith('depth:')) {
            const m = exchange.market(channel.slice(6))!;
            reply({ channel, type: 'snapshot', ...depth.snapshot(m) });
          }
          return;
        case 'unsubscribe': hub.unsubscribe(sub, channel); reply({ op: 'unsubscribed', channel }); return;
        default: reply({ op: 'error', error: 'invalidInput' });
      }
    });
    socket.on('close', () => hub.remove(sub));
    socket.on('error', () => hub.remove(sub));
  });
}
