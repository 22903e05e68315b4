// The browser side of /ws: one socket for the page, shared by every screen. It subscribes the
// channels screens ask for, checks the sequence of depth updates (a gap means the book it holds is
// wrong: it resubscribes for a fresh snapshot), reconnects with backoff and then resubscribes, and
// authenticates with the session token before the private channels (orders, balances). When the
// server takes the session away (logout elsewhere, password changed, expiry) it says so once; the
// stream stops the private channels and tells the session (`onSessionLost`), which asks the server
// and shows its answer. It never retries the lost token by itself.
// Flows never import it: hooks hand them `streamActor(...)`, a callback actor that delivers the
// messages of one animation frame as one STREAM event, so a busy book renders once per frame.
import { fromCallback } from 'xstate';
import { operatorChannels, privateChannels as privateChannelNames, type StreamAuthError } from '../../api/stream';

/** A message of a channel, as the server sends it (`type`/`seq` on depth; `data` elsewhere). */
export interface StreamMessage {
  channel: string;
  type?: 'snapshot' | 'update';
  seq?: number;
  data?: unknown;
  bids?: [string, string][];
  asks?: [string, string][];
}

export type StreamListener = (message: StreamMessage) => void;

interface SocketLike {
  readyState: number;
  send(text: string): void;
  close(): void;
  onopen: ((e: unknown) => void) | null;
  onclose: ((e: unknown) => void) | null;
  onerror: ((e: unknown) => void) | null;
  onmessage: ((e: { data: unknown }) => void) | null;
}

export interface MarketStreamOptions {
  url: string;
  getToken(): string | null;
  createSocket?: (url: string) => SocketLike;
  /** First reconnect delay; doubles up to 10 s. */
  reconnectMs?: number;
  /** The server refused or withdrew the session's token: the session should check itself. */
  onSessionLost?: () => void;
  /**
   * The operator console's stream: `getToken` gives the operator's token, sent with `opsAuth`, and
   * the channels that wait for it are the operator channels instead of the user's private ones.
   */
  operator?: boolean;
}

const userChannels = new Set<string>(privateChannelNames);
const consoleChannels = new Set<string>(Object.keys(operatorChannels));
const sessionLost = new Set<unknown>(['sessionInvalid', 'sessionEnded'] satisfies StreamAuthError[]);

export function createMarketStream(opts: MarketStreamOptions) {
  // Channels that need the token first, and the command that presents it.
  const privateChannels = opts.operator ? consoleChannels : userChannels;
  const authOp = opts.operator ? 'opsAuth' : 'auth';
  const listeners = new Map<string, Set<StreamListener>>();
  const depthSeq = new Map<string, number>();
  const createSocket = opts.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  let socket: SocketLike | null = null;
  let authed = false;
  // An `auth` awaiting its answer: a second private channel waits for it instead of asking again
  // (two answers would each subscribe every private channel, so twice).
  let authAsked = false;
  let retryMs = opts.reconnectMs ?? 500;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let resubscribes = 0;

  const send = (msg: object) => { if (socket?.readyState === 1) socket.send(JSON.stringify(msg)); };

  function askAuth() {
    const token = opts.getToken();
    if (!token || authAsked || socket?.readyState !== 1) return;
    authAsked = true;
    send({ op: authOp, token });
  }

  function sendSubscribe(channel: string) {
    if (channel.startsWith('depth:')) depthSeq.delete(channel);
    if (privateChannels.has(channel) && !authed) return; // sent after `auth` succeeds
    send({ op: 'subscribe', channel });
  }

  function deliver(msg: StreamMessage) {
    for (const l of listeners.get(msg.channel) ?? []) l(msg);
  }

  function onMessage(raw: unknown) {
    let msg: StreamMessage & { op?: string; ok?: boolean; error?: string };
    try { msg = JSON.parse(String(raw)); } catch { return; }
    if (!msg || typeof msg !== 'object') return;
    if (msg.op === authOp) {
      authAsked = false;
      authed = msg.ok === true;
      if (authed) {
        for (const c of listeners.keys()) if (privateChannels.has(c)) send({ op: 'subscribe', channel: c });
      } else if (sessionLost.has(msg.error)) {
        opts.onSessionLost?.();
      }
      return;
    }
    if (msg.op || typeof msg.channel !== 'string') return;
    if (privateChannels.has(msg.channel) && !authed) return;
    if (msg.channel.startsWith('depth:')) {
      if (msg.type === 'snapshot') depthSeq.set(msg.channel, msg.seq ?? 0);
      else {
        const last = depthSeq.get(msg.channel);
        if (last === undefined) return; // waiting for the snapshot
        if (msg.seq !== last + 1) {
          resubscribes += 1;
          send({ op: 'unsubscribe', channel: msg.channel });
          sendSubscribe(msg.channel);
          return;
        }
        depthSeq.set(msg.channel, msg.seq);
      }
    }
    deliver(msg);
  }

  function connect() {
    if (socket || listeners.size === 0) return;
    authed = false;
    authAsked = false;
    const s = createSocket(opts.url);
    socket = s;
    s.onopen = () => {
      retryMs = opts.reconnectMs ?? 500;
      if ([...listeners.keys()].some((c) => privateChannels.has(c))) askAuth();
      for (const c of listeners.keys()) sendSubscribe(c);
    };
    s.onmessage = (e) => onMessage(e.data);
    s.onerror = () => {};
    s.onclose = () => {
      if (socket !== s) return;
      socket = null;
      depthSeq.clear();
      if (listeners.size === 0) return;
      retryTimer = setTimeout(() => { retryTimer = null; connect(); }, retryMs);
      retryMs = Math.min(retryMs * 2, 10_000);
    };
  }

  return {
    /** Listens to a channel; the returned function stops listening (and unsubscribes when it was the last). */
    subscribe(channel: string, listener: StreamListener): () => void {
      let set = listeners.get(channel);
      const first = !set;
      if (!set) { set = new Set(); listeners.set(channel, set); }
      set.add(listener);
      if (!socket) connect();
      else if (first) {
        if (privateChannels.has(channel) && !authed) askAuth();
        sendSubscribe(channel);
      }
      return () => {
        set!.delete(listener);
        if (set!.size > 0 || listeners.get(channel) !== set) return;
        listeners.delete(channel);
        depthSeq.delete(channel);
        send({ op: 'unsubscribe', channel });
      };
    },
    close() {
      listeners.clear();
      if (retryTimer) clearTimeout(retryTimer);
      const s = socket;
      socket = null;
      s?.close();
    },
    stats: () => ({ connected: socket?.readyState === 1, resubscribes }),
  };
}

export type MarketStream = ReturnType<typeof createMarketStream>;

/** What a flow receives: every message of one frame, in order. */
export type StreamBatchEvent = { type: 'STREAM'; messages: StreamMessage[] };

type FrameScheduler = (flush: () => void) => () => void;

// The next animation frame, or 250 ms when the tab is hidden and frames stop, so a background
// tab does not pile up updates.
const nextFrame: FrameScheduler = (flush) => {
  let done = false;
  const once = () => { if (!done) { done = true; stop(); flush(); } };
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(once) : null;
  const timer = setTimeout(once, frame === null ? 16 : 250);
  const stop = () => { if (frame !== null) cancelAnimationFrame(frame); clearTimeout(timer); };
  return () => { done = true; stop(); };
};

/** A callback actor for a flow: listens to `channels` (its input) and sends batched STREAM events. */
export function streamActor(stream: Pick<MarketStream, 'subscribe'>, schedule: FrameScheduler = nextFrame) {
  return fromCallback<{ type: string }, { channels: string[] }>(({ sendBack, input }) => {
    let pending: StreamMessage[] = [];
    let cancelFrame: (() => void) | null = null;
    const flush = () => {
      cancelFrame = null;
      const messages = pending;
      pending = [];
      if (messages.length) sendBack({ type: 'STREAM', messages } satisfies StreamBatchEvent);
    };
    const stops = input.channels.map((c) => stream.subscribe(c, (msg) => {
      pending.push(msg);
      cancelFrame ??= schedule(flush);
    }));
    return () => {
      for (const stop of stops) stop();
      cancelFrame?.();
    };
  });
}

let shared: MarketStream | null = null;

/** The page's one stream, on the same host as the app, bound to the session by the first caller. */
export function sharedMarketStream(session: Pick<MarketStreamOptions, 'getToken' | 'onSessionLost'>): MarketStream {
  if (!shared) {
    const { protocol, host } = window.location;
    shared = createMarketStream({ url: `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/ws`, ...session });
  }
  return shared;
}
