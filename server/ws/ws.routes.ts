// The /ws endpoint. A client sends JSON commands (api/stream.ts): `{"op":"subscribe","channel":"depth:BTCUSDT"}`,
// `unsubscribe`, `{"op":"auth","token":"…"}` (then the private channels `orders`, `balances`,
// `positions`: the user's open contract positions with live PnL and margin ratio, once per mark
// batch of their instruments, and `support`: their support conversation's new messages),
// `{"op":"opsAuth","token":"…"}` with an operator's console token (then the operator channels
// their role may follow: `ops:support`, every support conversation's new messages), and `ping`. Public channels: `tickers`, `ticker:<symbol>`,
// `depth:<symbol>` (a snapshot, then updates numbered by `seq`: a gap means resubscribe),
// `trades:<symbol>`, `candles:<symbol>:<interval>`, and `mark:<symbol>` for the 15 contract
// instruments (each accepted mark, and each pause with its reason).
// Every frame is checked against the contract: anything else gets an error frame, text that is
// not UTF-8 closes with 1007 and a frame past the bound with 1009 (both by the ws library), and a
// connection that sends more frames than its budget closes with 1008.
import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import { klineIntervals } from '../../api/endpoints/spot';
import { clientCommand, MAX_CHANNELS_PER_CONNECTION, MAX_CLIENT_FRAME_BYTES, operatorChannels, privateChannels, type ClientCommand, type OperatorChannel } from '../../api/stream';
import type { AppDeps } from '../app-deps';
import { resolveSession } from '../modules/auth/sessions';
import { resolveOperatorSession } from '../modules/ops/operators';
import { SessionEnded } from '../core/failures';
import { newSubscriber, type Subscriber } from './stream-hub';
import { frameBudget } from './frame-budget';
import { contractInstrument } from '../modules/contract/contract-instruments';

const isPrivate = (channel: string) => (privateChannels as readonly string[]).includes(channel);
const isOperatorChannel = (channel: string): channel is OperatorChannel => Object.hasOwn(operatorChannels, channel);
/** Whether the subscriber's operator may follow `channel` now. */
const operatorMayFollow = (sub: Subscriber, channel: OperatorChannel, now: number) =>
  !!sub.operator && now < sub.operator.expiresAt && (operatorChannels[channel] as readonly string[]).includes(sub.operator.role);

/** The command in a text frame, or null when it is not one. */
function parseCommand(text: string): ClientCommand | null {
  let value: unknown;
  try { value = JSON.parse(text); } catch { return null; }
  const parsed = clientCommand.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export async function registerStreams(app: FastifyInstance, deps: AppDeps) {
  await app.register(websocket, {
    options: { maxPayload: MAX_CLIENT_FRAME_BYTES },
    // A frame the protocol refuses (bad UTF-8, too large) is the client's fault, not ours: the
    // library has already sent the close code, and the log says so without an alarm.
    errorHandler(err, socket, request) {
      const code = (err as { code?: unknown }).code;
      if (typeof code === 'string' && code.startsWith('WS_ERR_')) request.log.info({ code }, 'stream client sent a bad frame');
      else request.log.error({ err }, 'stream failed');
      socket.terminate();
    },
  });
  const { hub, exchange, depth } = deps.spot;
  deps.bus.on('sessionsEnding', (event) => hub.refuseSessions(event));
  deps.bus.on('sessionsEnded', (event) => hub.endSessions(event));
  deps.bus.on('supportChanged', (data) => {
    hub.publishToUser(data.conversation.user_id, 'support', { channel: 'support', data });
    hub.publishToOperators('ops:support', { channel: 'ops:support', data });
  });

  function known(channel: string): boolean {
    if (channel === 'tickers' || isPrivate(channel) || isOperatorChannel(channel)) return true;
    const [kind, symbol, interval] = channel.split(':');
    if (kind === 'mark') return interval === undefined && contractInstrument(symbol ?? '') !== undefined;
    if (!symbol || !exchange.market(symbol)) return false;
    if (kind === 'candles') return (klineIntervals as readonly string[]).includes(interval);
    return interval === undefined && ['ticker', 'depth', 'trades'].includes(kind);
  }

  function run(sub: Subscriber, command: ClientCommand, reply: (msg: object) => void) {
    switch (command.op) {
      case 'ping': reply({ op: 'pong' }); return;
      case 'auth':
        resolveSession(deps, command.token)
          .then((user) => {
            if (sub.socket.readyState !== 1) return; // closed meanwhile: nothing to open
            const refused = hub.authenticate(sub, user);
            reply(refused ? { op: 'auth', ok: false, error: refused } : { op: 'auth', ok: true });
          })
          .catch((err) => reply({ op: 'auth', ok: false, error: err instanceof SessionEnded ? 'sessionEnded' : 'sessionInvalid' }));
        return;
      case 'opsAuth':
        resolveOperatorSession(deps, command.token)
          .then((operator) => {
            if (sub.socket.readyState !== 1) return;
            hub.authenticateOperator(sub, { id: operator.id, role: operator.role, expiresAt: operator.expiresAt });
            reply({ op: 'opsAuth', ok: true });
          })
          .catch(() => reply({ op: 'opsAuth', ok: false, error: 'sessionInvalid' }));
        return;
      case 'subscribe': {
        const { channel } = command;
        if (!known(channel)) { reply({ op: 'error', channel, error: 'unknownChannel' }); return; }
        if (isPrivate(channel) && !sub.userId) { reply({ op: 'error', channel, error: 'loginRequired' }); return; }
        if (isOperatorChannel(channel) && !operatorMayFollow(sub, channel, deps.clock.now())) { reply({ op: 'error', channel, error: 'loginRequired' }); return; }
        if (!sub.channels.has(channel) && sub.channels.size >= MAX_CHANNELS_PER_CONNECTION) { reply({ op: 'error', channel, error: 'tooManyChannels' }); return; }
        hub.subscribe(sub, channel);
        reply({ op: 'subscribed', channel });
        if (channel.startsWith('depth:')) reply({ channel, type: 'snapshot', ...depth.snapshot(exchange.market(channel.slice(6))!) });
        return;
      }
      case 'unsubscribe': hub.unsubscribe(sub, command.channel); reply({ op: 'unsubscribed', channel: command.channel });
    }
  }

  app.get('/ws', { websocket: true }, (socket) => {
    const sub = newSubscriber(socket);
    const reply = (msg: object) => hub.send(sub, JSON.stringify(msg));
    const takeFrame = frameBudget(() => deps.clock.now());
    socket.on('message', (raw, isBinary) => {
      if (socket.readyState !== 1) return;
      if (!takeFrame()) { hub.remove(sub); socket.close(1008, 'too many frames'); return; }
      if (isBinary) { reply({ op: 'error', error: 'textOnly' }); return; }
      const command = parseCommand(raw.toString());
      if (!command) { reply({ op: 'error', error: 'invalidInput' }); return; }
      try {
        run(sub, command, reply);
      } catch (err) {
        // A fault of ours on one frame must not end the process; the client hears of it.
        deps.log.error({ err }, 'stream command failed');
        reply({ op: 'error', error: 'internal' });
      }
    });
    socket.on('close', () => hub.remove(sub));
    socket.on('error', () => hub.remove(sub));
  });
}
