// The liquidation storm settled in the ledger: a platform (in this process, SQLite, a temporary
// data dir, marks replayed on a manual clock) holds 5,000 open long positions that one crash tick
// crosses. Ours is the contract risk runtime: from the tick to the last settlement committed
// (`contracts.settled()`). The peer is the same storm on a second platform settled as a naive
// runtime would, one transaction per position through the same moves. Both end with the audit.
// The ratio is the peer's time over ours (higher is better).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildPlatform, type Platform } from '../server/app';
import { loadConfig } from '../server/config';
import { ManualClock } from '../server/platform';
import { systemAccount, userAccount } from '../server/modules/ledger/ledger';
import { contractInstrument } from '../server/modules/contract/contract-instruments';
import { insertPosition, type PositionRow } from '../server/modules/contract/contract.store';
import { fillPosition, placePosition, postingEach, settlePosition } from '../server/modules/contract/position-moves';
import { entryPrice, fee, margin, notional } from '../api/contract-math';
import { round } from './stats';

const SYMBOL = 'BTCUSDT';
const START = Date.UTC(2026, 0, 5, 6, 0, 0);
const CRASH_AT_S = 10;
/** 65,000 then 61,000 (-6.2%, inside the 10% jump guard): every 20x, 50x and 100x long goes. */
const CALM = '65000';
const CRASHED = '61000';
const LEVERAGES = [20, 50, 100];

export interface StormOptions { positions?: number; users?: number }

function replayFile(dir: string) {
  const lines: string[] = [];
  for (let s = 0; s < 30; s += 1) lines.push(JSON.stringify({ symbol: SYMBOL, offsetMs: s * 1000, price: s < CRASH_AT_S ? CALM : CRASHED }));
  const file = path.join(dir, 'marks.jsonl');
  fs.writeFileSync(file, lines.join('\n') + '\n');
  return file;
}

async function platformWithPositions(opts: Required<StormOptions>, tracked: boolean) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-storm-'));
  const clock = new ManualClock(START);
  const config = loadConfig({ DATA_DIR: dir, DEMO: '1', LOG_LEVEL: 'warn', PRICE_FEED: 'replay', PRICE_FEED_URL: replayFile(dir) });
  config.webRoot = path.join(dir, 'none');
  const platform = await buildPlatform({ config, clock });
  const { deps } = platform;
  const spec = contractInstrument(SYMBOL)!;
  const reading = deps.marks.current(SYMBOL);
  if (!reading.ok) throw new Error(`no usable ${SYMBOL} mark at the start: ${reading.reason}`);

  const users: string[] = [];
  const rows: PositionRow[] = [];
  await deps.db.transaction().execute(async (trx) => {
    for (let u = 0; u < opts.users; u += 1) {
      const id = deps.ids.next('us');
      users.push(id);
      await trx.insertInto('users').values({
        id, email: `storm${u}.${id}@example.com`, phone: null, password_hash: 'not-used', password_strength: 'strong', tpwd_hash: null,
        name: `storm${u}`, invitation_code: `IC${id.slice(-10)}`, invited_by: null, nationality: null, lang: 'en', status: 'active',
        security_changed_at: null, locked_until: null, tpwd_locked_until: null, last_login_at: null, created_at: BigInt(START),
      }).execute();
      await deps.ledger.post(trx, {
        reason: 'deposit', refType: 'bench', refId: id, idempotencyKey: `bench-storm:${id}`,
        postings: [{ account: systemAccount('chain:BENCH', 'USDT'), amount: -100_000_000_000n }, { account: userAccount(id, 'USDT', 'contract'), amount: 100_000_000_000n }],
      });
    }
    // The moves the open call makes, without its per-call checks (the storm is the measured part).
    const tx = postingEach(deps, trx);
    for (let n = 0; n < opts.positions; n += 1) {
      const steps = BigInt(1 + (n % 10));
      const leverage = LEVERAGES[n % LEVERAGES.length];
      const entry = entryPrice(spec, reading.mark.price, 'long');
      const value = notional(spec, entry, steps);
      const now = BigInt(START);
      const p: PositionRow = {
        id: deps.ids.next('cp'), user_id: users[n % users.length], symbol: SYMBOL, side: 'long', order_type: 'market', state: 'pending',
        leverage, lot_steps: steps, limit_price: null, entry_price: null, margin: margin(value, leverage), liquidation_price: null,
        take_profit: null, stop_loss: null, open_fee: fee(value, spec.openFeeBps), close_fee: 0n, financing: 0n, exit_price: null, pnl: null,
        close_reason: null, returned: null, shortfall: null, open_record_id: null, close_record_id: null, financed_at: null,
        created_at: now, opened_at: null, closed_at: null, updated_at: now,
      };
      await insertPosition(trx, p);
      await placePosition(deps, tx, p, 'system:bench');
      rows.push((await fillPosition(deps, tx, p, reading.mark, entry, 'system:bench'))!);
    }
  });
  // The peer's platform never tells its runtime: it settles the storm itself.
  if (tracked) for (const p of rows) deps.contracts.track(p);
  if (rows.some((p) => p.liquidation_price! < BigInt(CRASHED) * 1_000_000n)) throw new Error('a position would survive the crash');
  return { platform, clock, dir, rows };
}

/** Moves the manual clock to the crash tick and lets the feed and the mark guard see it. */
function crashTick(platform: Platform, clock: ManualClock) {
  clock.set(START + CRASH_AT_S * 1000);
  platform.deps.spot.stepFeed();
  platform.deps.marks.check();
}

async function finish(platform: Platform, dir: string) {
  const { deps } = platform;
  const liquidated = await deps.db.selectFrom('journal_entries').select((eb) => eb.fn.countAll<number>().as('n')).where('reason', '=', 'contract.liquidate').executeTakeFirstOrThrow();
  const audit = await deps.ledger.audit(deps.db);
  await platform.close();
  fs.rmSync(dir, { recursive: true, force: true });
  return { liquidated: Number(liquidated.n), auditProblems: audit.problems.length };
}

export async function run(opts: StormOptions = {}) {
  const o = { positions: opts.positions ?? 5_000, users: opts.users ?? 200 };

  const ours = await platformWithPositions(o, true);
  const watched = ours.platform.deps.contracts.watched();
  const started = performance.now();
  crashTick(ours.platform, ours.clock);
  await ours.platform.deps.contracts.settled();
  const oursMs = performance.now() - started;
  const oursEnd = await finish(ours.platform, ours.dir);

  const peer = await platformWithPositions(o, false);
  const { deps } = peer.platform;
  const peerStarted = performance.now();
  crashTick(peer.platform, peer.clock);
  const reading = deps.marks.current(SYMBOL);
  if (!reading.ok) throw new Error(`peer: no usable mark after the crash tick (${reading.reason})`);
  for (const p of peer.rows) {
    if (reading.mark.price > p.liquidation_price!) continue;
    await deps.db.transaction().execute((trx) => settlePosition(deps, postingEach(deps, trx), p, reading.mark, 'system:naive'));
  }
  const peerMs = performance.now() - peerStarted;
  const peerEnd = await finish(peer.platform, peer.dir);

  return {
    name: 'risk-storm',
    note: 'liquidation storm: one crash tick in, every crossed position settled and committed in the ledger (SQLite, in process)',
    positions: o.positions, users: o.users,
    ours: { name: 'risk runtime, one transaction per batch', watched, ms: round(oursMs, 1), ...oursEnd },
    peer: { name: 'one transaction per position', ms: round(peerMs, 1), ...peerEnd },
    ratios: { storm: round(peerMs / oursMs) },
    targets: { stormMs: 2000 },
  };
}
