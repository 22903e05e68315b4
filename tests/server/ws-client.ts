// A real /ws client for the server tests: it keeps every message the server sent, waits on a
// condition over them (never on time), and tells how the server closed the connection.
import WebSocket from 'ws';
import type { TestServer } from './harness';

export interface WsClient {
  ws: WebSocket;
  /** Every message received, parsed; a frame that is not JSON is kept as `{ unparsed: text }`. */
  messages: any[];
  /** Resolves once `pred` holds over the messages; rejects when the connection closes first. */
  until(pred: (messages: any[]) => boolean): Promise<void>;
  send(message: unknown): void;
  /** The close code and reason the connection ended with. */
  closed: Promise<{ code: number; reason: string }>;
}

export async function connectWs(server: TestServer): Promise<WsClient> {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/ws`);
  const messages: any[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const wake = () => { for (const w of [...waiters]) w(); };
  ws.on('message', (d) => {
    const text = d.toString();
    try { messages.push(JSON.parse(text)); } catch { messages.push({ unparsed: text }); }
    wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => { ended = true; resolve({ code, reason: reason.toString() }); wake(); });
  });
  ws.on('error', () => {}); // the close event reports it
  await new Promise((resolve, reject) => { ws.once('open', resolve); ws.once('close', () => reject(new Error('connection refused'))); });
  async function until(pred: (m: any[]) => boolean) {
    while (!pred(messages)) {
      if (ended) throw new Error(`connection closed while waiting; received ${JSON.stringify(messages).slice(0, 500)}`);
      await new Promise<void>((r) => { const w = () => { waiters.delete(w); r(); }; waiters.add(w); });
    }
  }
  return { ws, messages, until, send: (m) => ws.send(JSON.stringify(m)), closed };
}
