// Channels of the /ws stream and their subscribers. Every update is serialised and framed once,
// and the same frame bytes are written to every subscriber's connection; frames written in one
// turn of the event loop leave in one write per connection. A client whose send buffer is past
// the bound is dropped (it can reconnect and take a fresh snapshot) rather than slowing everyone
// else.
import type { Duplex } from 'node:stream';
import type WebSocket from 'ws';
import { textFrame } from './ws-frame';

export interface Subscriber {
  socket: WebSocket;
  channels: Set<string>;
  /** Set after `auth`: the private channels of this user. */
  userId: string | null;
}

export function createStreamHub(opts: { maxBufferedBytes: number; onDrop?: (s: Subscriber) => void }) {
  const byChannel = new Map<string, Set<Subscriber>>();
  const byUser = new Map<string, Set<Subscriber>>();
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

  return {
    subscribe(s: Subscriber, channel: string) {
      s.channels.add(channel);
      let set = byChannel.get(channel);
      if (!set) { set = new Set(); byChannel.set(channel, set); }
      set.add(s);
    },
    unsubscribe(s: Subscriber, channel: string) { s.channels.delete(channel); byChannel.get(channel)?.delete(s); },
    authenticate(s: Subscriber, userId: string) {
      if (s.userId) byUser.get(s.userId)?.delete(s);
      s.userId = userId;
      let set = byUser.get(userId);
      if (!set) { set = new Set(); byUser.set(userId, set); }
      set.add(s);
    },
    remove,
    hasSubscribers: (channel: string) => (byChannel.get(channel)?.size ?? 0) > 0,
    /** Whether any connection of the user listens on the private `channel`. */
    userListens(userId: string, channel: string): boolean {
      for (const s of byUser.get(userId) ?? []) if (s.channels.has(channel)) return true;
      return false;
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
      for (const s of set) if (s.channels.has(channel)) sendText(s, (text ??= JSON.stringify(message)));
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
