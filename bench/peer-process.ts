// The platform's peers on this machine: simpler servers run in a second process, as the platform
// is, and driven by the same clients, so a benchmark can report its figures as ratios against
// what the same load reaches when the server does less. Started with `fork` and the peer's name:
//  - `http-empty`: the same HTTP stack (Fastify with form bodies) answering each order at once,
//    with no session, ledger or storage: the ceiling of any order path on this machine;
//  - `http-durable`: the same stack storing each order as one row in SQLite (WAL,
//    `synchronous=FULL`), answered after the commit of the group it arrived in: the least that a
//    durable order path does, without matching, ledger or records of answers;
//  - `ws-broadcast`: the `ws` library's own broadcast (serialise once, `send` to each subscriber).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import SQLite from 'better-sqlite3';
import { WebSocketServer, type WebSocket } from 'ws';
import { publishPaced } from './publish-schedule';
import { answerCommands } from './child-commands';

export type PeerName = 'http-empty' | 'http-durable' | 'ws-broadcast';
export type PeerCommand =
  | { op: 'publish'; id: number; channels: string[]; perSecond: number; seconds: number }
  | { op: 'cpu'; id: number }
  | { op: 'stop'; id: number };

type OrderForm = Record<string, string>;
const name = process.argv[2] as PeerName;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-peer-'));

/** An answer shaped like the platform's to `web/spotOrder`. */
function orderAnswer(id: number, form: OrderForm) {
  return { code: 0, message: 'ok', data: { order_id: String(id), symbol: form.symbol, side: form.side, type: form.type, price: form.price, amount: form.amount, filled: '0', status: 'new' } };
}

/** Stores orders as rows; requests that arrive while a group is open share its commit. */
function durableOrders() {
  const db = new SQLite(path.join(dataDir, 'peer.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('CREATE TABLE orders (id INTEGER PRIMARY KEY, token TEXT NOT NULL, rtoken TEXT NOT NULL, symbol TEXT NOT NULL, side TEXT NOT NULL, price TEXT NOT NULL, amount TEXT NOT NULL)');
  const insert = db.prepare('INSERT INTO orders (token, rtoken, symbol, side, price, amount) VALUES (?, ?, ?, ?, ?, ?)');
  let group: Array<{ form: OrderForm; done(id: number): void; fail(err: unknown): void }> = [];
  const commit = db.transaction((forms: OrderForm[]) => forms.map((f) => Number(insert.run(f.token ?? '', f.rtoken, f.symbol, f.side, f.price, f.amount).lastInsertRowid)));
  const commitGroup = () => {
    const closing = group;
    group = [];
    try {
      const ids = commit(closing.map((g) => g.form));
      closing.forEach((g, i) => g.done(ids[i]));
    } catch (err) {
      for (const g of closing) g.fail(err);
    }
  };
  return {
    store(form: OrderForm): Promise<number> {
      return new Promise((done, fail) => {
        if (group.length === 0) setImmediate(commitGroup);
        group.push({ form, done, fail });
      });
    },
    close: () => db.close(),
  };
}

async function httpPeer(durable: boolean) {
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
  await app.register(formbody);
  const orders = durable ? durableOrders() : null;
  let nextId = 0;
  app.post('/web/spotOrder', async (req) => {
    const form = req.body as OrderForm;
    return orderAnswer(orders ? await orders.store(form) : ++nextId, form);
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, publish: null, close: async () => { await app.close(); orders?.close(); } };
}

async function wsPeer() {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/ws', perMessageDeflate: false });
  await new Promise((r) => wss.once('listening', r));
  const channels = new Map<string, Set<WebSocket>>();
  wss.on('connection', (socket) => {
    socket.on('message', (raw) => {
      const msg = JSON.parse(String(raw)) as { op?: string; channel?: string };
      if (msg.op !== 'subscribe' || !msg.channel) return;
      if (!channels.has(msg.channel)) channels.set(msg.channel, new Set());
      channels.get(msg.channel)!.add(socket);
      socket.on('close', () => channels.get(msg.channel!)!.delete(socket));
      socket.send(JSON.stringify({ op: 'subscribed', channel: msg.channel }));
    });
  });
  const { port } = wss.address() as { port: number };
  const broadcast = (channel: string, message: object) => {
    const data = JSON.stringify(message);
    for (const socket of channels.get(channel) ?? []) socket.send(data);
  };
  return {
    url: `http://127.0.0.1:${port}`,
    publish: (channels: string[], perSecond: number, seconds: number) => publishPaced(channels, perSecond, seconds, broadcast),
    close: () => new Promise<void>((r) => { for (const c of wss.clients) c.terminate(); wss.close(() => r()); }),
  };
}

const peer = name === 'ws-broadcast' ? await wsPeer() : await httpPeer(name === 'http-durable');
answerCommands<PeerCommand>(peer.url, {
  publish: (cmd) => {
    if (!peer.publish) throw new Error(`${name} does not publish`);
    return peer.publish(cmd.channels, cmd.perSecond, cmd.seconds).then((sent) => ({ ...sent, dropped: 0 }));
  },
}, async () => {
  await peer.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
