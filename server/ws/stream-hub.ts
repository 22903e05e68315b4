// Channels of the /ws stream and their subscribers. Every update is serialised and encoded to
// UTF-8 once, and the same bytes go (as a text frame) to every subscriber; a client whose send
// buffer is past the bound is dropped (it can reconnect and take a fresh snapshot) rather than
// slowing everyone else.
import type WebSocket from 'ws';

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

  function sendText(s: Subscriber, text: string | Buffer) {
    if (s.socket.readyState !== 1) return;
    if (s.socket.bufferedAmount > opts.maxBufferedBytes) {
      dropped += 1;
      opts.onDrop?.(s);
      s.socket.terminate();
      remove(s);
      return;
    }
    s.socket.send(text, { binary: false });
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
    /** Serialises `message` once and sends it to every subscriber of `channel`. */
    publish(channel: string, message: object) {
      const set = byChannel.get(channel);
      if (!set || set.size === 0) return;
      const bytes = Buffer.from(JSON.stringify(message));
      for (const s of set) sendText(s, bytes);
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
