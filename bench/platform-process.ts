// The platform under test in its own process, so the benchmark's clients (in the parent) do not
// share an event loop with the server. Started with `fork`; it answers commands over IPC:
// fund users through the ledger, publish stamped updates through the stream hub, audit, stop.
// The scheduler is not started: no market-maker quotes or feed steps run beside the measured load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toMinor } from '../api/money';
import { loadConfig } from '../server/config';
import { buildPlatform } from '../server/app';
import { systemAccount, userAccount } from '../server/modules/ledger/ledger';
import { publishPaced } from './publish-schedule';
import { answerCommands } from './child-commands';

export type Command =
  | { op: 'fund'; id: number; amounts: Record<string, string> }
  | { op: 'publish'; id: number; channels: string[]; perSecond: number; seconds: number }
  | { op: 'subscribers'; id: number }
  | { op: 'cpu'; id: number }
  | { op: 'batches'; id: number }
  | { op: 'audit'; id: number }
  | { op: 'stop'; id: number };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-platform-'));
// The bench signs up its traders from one address: the per-IP limits would stop it, not measure it.
const config = loadConfig({
  DATA_DIR: dataDir, DEMO: '1', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000', CODE_RATE_LIMIT_PER_HOUR: '100000000',
  ...JSON.parse(process.env.BENCH_ENV ?? '{}'),
});
config.webRoot = path.join(dataDir, 'none');
const platform = await buildPlatform({ config });
const url = await platform.app.listen({ port: 0, host: '127.0.0.1' });
const { deps } = platform;

/** Credits every registered user, as a confirmed deposit would, from a bench chain account. */
async function fund(amounts: Record<string, string>) {
  const users = await deps.db.selectFrom('users').select('id').execute();
  const assets = await deps.db.selectFrom('assets').select(['code', 'scale']).execute();
  await deps.db.transaction().execute(async (trx) => {
    for (const u of users) {
      for (const [asset, amount] of Object.entries(amounts)) {
        const scale = Number(assets.find((a) => a.code === asset)!.scale);
        const units = toMinor(amount, scale)!;
        await deps.ledger.post(trx, {
          reason: 'deposit', refType: 'bench', refId: u.id, idempotencyKey: `bench-fund:${u.id}:${asset}`,
          postings: [{ account: systemAccount('chain:BENCH', asset), amount: -units }, { account: userAccount(u.id, asset, 'spot'), amount: units }],
        });
      }
    }
  });
  return { users: users.length };
}

/** The benchmark's stamped updates, published through the stream hub as the platform publishes. */
async function publish(channels: string[], perSecond: number, seconds: number) {
  const sent = await publishPaced(channels, perSecond, seconds, (channel, message) => deps.spot.hub.publish(channel, message));
  return { ...sent, dropped: deps.spot.hub.stats().dropped };
}

answerCommands<Command>(url, {
  fund: (cmd) => fund(cmd.amounts),
  publish: (cmd) => publish(cmd.channels, cmd.perSecond, cmd.seconds),
  subscribers: () => deps.spot.hub.stats(),
  batches: () => deps.spot.exchange.stats(),
  audit: async () => {
    const report = await deps.ledger.audit(deps.db);
    const orders = await deps.db.selectFrom('spot_orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const trades = await deps.db.selectFrom('spot_trades').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { ok: report.ok, problems: report.problems.length, orders: Number(orders.n), trades: Number(trades.n) };
  },
}, async () => {
  await platform.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
