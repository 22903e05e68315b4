// Channels of the /ws stream and their subscribers. Every update is serialised and framed once,
// and the same frame bytes are written to every subscriber's connection; frames written in one
// turn of the event loop leave in one write per connection. A client whose send buffer is past
// the bound is dropped (it can reconnect and take a fresh snapshot) rather than slowing everyone
// else. A connection's private channels live only as long as the session it authenticated with:
// when the session ends (`endSessions`) or expires, they stop and the client is told why.
import type { Duplex } from 'node:stream';
import type WebSocket from 'ws';
import { privateChannels, type StreamAuthError } from '../../api/stream';
import type { BusEvents, RevokeReason } from '../bus';
import { textFrame } from './ws-frame';

export interface Subscriber {
  socket: WebSocket;
  channels: Set<string>;
  /** Set after `auth`: the private channels of this user. */
  userId: string | null;
  /** The session `auth` was given, while it lasts. */
  session: { id: string; expiresAt: number } | null;
  /** Set after `opsAuth`: the operator and the end of their console session. */
  operator: { id: string; role: string; expiresAt: number } | null;
}

export function newSubscriber(socket: WebSocket): Subscriber {
  return { socket, channels: new Set(), userId: null, session: null, operator: null };
}

/** Long enough to outlast a lookup in flight or an uncommitted revocation when the end is announced. */
const REMEMBER_ENDED_MS = 5 * 60_000;
const isPrivate = (channel: string) => (privateChannels as readonly string[]).includes(channel);

export function createStreamHub(opts: { maxBufferedBytes: number; now?: () => number; onDrop?: (s: Subscriber) => void }) {
  const now = opts.now ?? Date.now;
  const byChannel = new Map<string, Set<Subscriber>>();
  const byUser = new Map<string, Set<Subscriber>>();
  /** Sessions recently ended, when and why: a stream may not authenticate with them. */
  const ended = new Map<string, { at: number; error: StreamAuthError }>();
  let dropped = 0;
  const corked: Duplex[] = [];

  /** False (and the subscriber dropped) when it cannot take more. */
  function writable(s: Subscriber): boolean {
    if (s.socket.readyState !== 1) return false;
    if (s.socket.bufferedAmount <= opts.maxBufferedBytes) return true;
    dropped += 1;
    opts.onDrop?.(s);
    s.socket.terminate();
    remove(s);
    return false;
  }

  function sendText(s: Subscriber, text: string | Buffer) {
    if (writable(s)) s.socket.send(text, { binary: false });
  }

  /** Writes a prebuilt frame to the subscriber's connection, held back until the end of this turn. */
  function sendFrame(s: Subscriber, frame: Buffer, payload: Buffer) {
    if (!writable(s)) return;
    const raw = plainConnection(s.socket);
    if (!raw) { s.socket.send(payload, { binary: false }); return; }
    if (raw.writableCorked === 0) {
      raw.cork();
      if (corked.push(raw) === 1) process.nextTick(uncorkAll);
    }
    raw.write(frame);
  }

  function uncorkAll() {
    for (const raw of corked.splice(0)) raw.uncork();
  }

  function remove(s: Subscriber) {
    for (const c of s.channels) byChannel.get(c)?.delete(s);
    s.channels.clear();
    if (s.userId) byUser.get(s.userId)?.delete(s);
  }

  function unsubscribe(s: Subscriber, channel: string) {
    s.channels.delete(channel);
    byChannel.get(channel)?.delete(s);
  }

  /** Stops the private channels of `s` and tells the client why; public channels go on. */
  function deauthenticate(s: Subscriber, error: StreamAuthError) {
    if (s.userId) byUser.get(s.userId)?.delete(s);
    s.userId = null;
    s.session = null;
    for (const c of [...s.channels]) if (isPrivate(c)) unsubscribe(s, c);
    sendText(s, JSON.stringify({ op: 'auth', ok: false, error }));
  }

  /** False (and `s` deauthenticated) once its session has expired. */
  function sessionLive(s: Subscriber): boolean {
    if (s.session && now() < s.session.expiresAt) return true;
    deauthenticate(s, 'sessionInvalid');
    return false;
  }

  function streamErrorOf(reason: RevokeReason): StreamAuthError {
    return reason === 'logout' || reason === 'expired' ? 'sessionInvalid' : 'sessionEnded';
  }

  function rememberEnded(sessionIds: string[], error: StreamAuthError) {
    const at = now();
    for (const [id, e] of ended) {
      if (at - e.at < REMEMBER_ENDED_MS) break; // insertion order is time order
      ended.delete(id);
    }
    for (const id of sessionIds) ended.set(id, { at, error });
  }

  return {
    subscribe(s: Subscriber, channel: string) {
      s.channels.add(channel);
      let set = byChannel.get(channel);
      if (!set) { set = new Set(); byChannel.set(channel, set); }
      set.add(s);
    },
    unsubscribe,
    /** Opens the private channels of the session's user; the refusal when the session has just ended. */
    authenticate(s: Subscriber, user: { id: string; sessionId: string; expiresAt: number }): StreamAuthError | null {
      const end = ended.get(user.sessionId);
      if (end) return end.error;
      if (s.userId) byUser.get(s.userId)?.delete(s);
      s.userId = user.id;
      s.session = { id: user.sessionId, expiresAt: user.expiresAt };
      let set = byUser.get(user.id);
      if (!set) { set = new Set(); byUser.set(user.id, set); }
      set.add(s);
      return null;
    },
    /** The sessions are ending (not committed yet): no stream may authenticate with them from now on. */
    refuseSessions({ sessionIds, reason }: BusEvents['sessionsEnding']) {
      rememberEnded(sessionIds, streamErrorOf(reason));
    },
    /** The sessions ended: every connection authenticated with one of them loses its private channels now. */
    endSessions({ userId, sessionIds, reason }: BusEvents['sessionsEnded']) {
      const error = streamErrorOf(reason);
      rememberEnded(sessionIds, error);
      for (const s of [...(byUser.get(userId) ?? [])]) if (s.session && sessionIds.includes(s.session.id)) deauthenticate(s, error);
    },
    remove,
    hasSubscribers: (channel: string) => (byChannel.get(channel)?.size ?? 0) > 0,
    /** Whether any connection of the user listens on the private `channel` (one whose session expired is told so here). */
    userListens(userId: string, channel: string): boolean {
      let listens = false;
      for (const s of [...(byUser.get(userId) ?? [])]) if (s.channels.has(channel) && sessionLive(s)) listens = true;
      return listens;
    },
    /** Opens the operator channels for the operator's console session. */
    authenticateOperator(s: Subscriber, operator: { id: string; role: string; expiresAt: number }) {
      s.operator = operator;
    },
    /** Sends `message` to the operators following `channel` whose console session still lasts (an expired one loses the channel). */
    publishToOperators(channel: string, message: object) {
      const set = byChannel.get(channel);
      if (!set || set.size === 0) return;
      const text = JSON.stringify(message);
      for (const s of [...set]) {
        if (s.operator && now() < s.operator.expiresAt) sendText(s, text);
        else { s.operator = null; unsubscribe(s, channel); sendText(s, JSON.stringify({ op: 'opsAuth', ok: false, error: 'sessionInvalid' })); }
      }
    },
    /** Serialises `message` once and sends it to every subscriber of `channel`. */
    publish(channel: string, message: object) {
      const set = byChannel.get(channel);
      if (!set || set.size === 0) return;
      const payload = Buffer.from(JSON.stringify(message));
      const frame = textFrame(payload);
      for (const s of set) sendFrame(s, frame, payload);
    },
    /** A private message to the user's connections subscribed to `channel`. */
    publishToUser(userId: string, channel: string, message: object) {
      const set = byUser.get(userId);
      if (!set || set.size === 0) return;
      let text: string | null = null;
      for (const s of [...set]) if (s.channels.has(channel) && sessionLive(s)) sendText(s, (text ??= JSON.stringify(message)));
    },
    send: sendText,
    stats: () => ({ channels: byChannel.size, dropped }),
  };
}

export type StreamHub = ReturnType<typeof createStreamHub>;

/**
 * The TCP connection under a ws socket, when frames can be written to it directly: the library
 * frames nothing per connection (no compression extension) and writes synchronously, so frames
 * written here and by the library keep their order.
 */
function plainConnection(socket: WebSocket): Duplex | null {
  const raw = (socket as unknown as { _socket?: Duplex })._socket;
  return raw && typeof raw.write === 'function' && socket.extensions === '' ? raw : null;
}
