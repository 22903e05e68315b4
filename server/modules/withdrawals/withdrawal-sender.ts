// The sender job: broadcasts approved chain withdrawals from the chain's hot wallet and marks them
// succeeded once their transaction has the chain's confirmations. The move to broadcasting (with
// its ledger entry) commits before the send; the send's nonce is the withdrawal's id, so a retry
// after a crash, a dropped transaction or a reorganisation finds or re-creates the same transaction
// and never pays twice.
import type { Deps } from '../../deps';
import { ChainRefused } from '../../chain/chain';
import { withdrawalsInState, setWithdrawalTx, findWithdrawal, type WithdrawalRow } from './withdrawal.store';
import { moveWithdrawal } from './withdrawal-moves';

export const SENDER_ACTOR = 'system:withdrawal-sender';
const SCAN_LIMIT = 100;

/** The chain's hot wallet address, created on first use. */
export async function hotWalletAddress(deps: Pick<Deps, 'db' | 'chain' | 'random' | 'clock'>): Promise<string> {
  const name = deps.chain.name;
  const existing = await deps.db.selectFrom('hot_wallets').select('address').where('chain', '=', name).executeTakeFirst();
  if (existing) return existing.address;
  await deps.db.insertInto('hot_wallets').values({ chain: name, address: deps.chain.newAddress(deps.random), created_at: BigInt(deps.clock.now()) })
    .onConflict((oc) => oc.column('chain').doNothing()).execute();
  return (await deps.db.selectFrom('hot_wallets').select('address').where('chain', '=', name).executeTakeFirstOrThrow()).address;
}

export function createWithdrawalSender(deps: Deps) {
  const { chain, db } = deps;

  async function fail(w: WithdrawalRow, reason: string) {
    await db.transaction().execute(async (trx) => {
      const current = await findWithdrawal(trx, w.id);
      if (current?.state === 'broadcasting') {
        await moveWithdrawal(deps, trx, current, { event: 'FAIL', actor: SENDER_ACTOR, reason });
      }
    });
  }

  /** Sends (or re-sends) the withdrawal's transaction; true when it is on the chain. */
  async function send(w: WithdrawalRow, hot: string): Promise<boolean> {
    const amount = BigInt(w.amount) - BigInt(w.fee);
    try {
      const hash = await chain.send({ from: hot, to: w.address, asset: w.asset, amount, nonce: w.id });
      if (hash !== w.tx_hash) await setWithdrawalTx(db, w.id, hash);
      return true;
    } catch (err) {
      if (!(err instanceof ChainRefused)) throw err;
      if (err.reason !== 'insufficientFunds') {
        await fail(w, 'withdraw.reason.sendFailed');
        return false;
      }
      // The hot wallet is short: the withdrawal waits, visibly in broadcasting, until it is topped
      // up. A development chain tops it up from its faucet in demo mode.
      if (chain.faucetAddress && deps.config.demo) {
        await chain.send({ from: chain.faucetAddress, to: hot, asset: w.asset, amount: amount * 2n });
      } else {
        deps.log.warn({ withdrawalId: w.id, hot }, 'hot wallet cannot cover a withdrawal');
      }
      return false;
    }
  }

  /** Where the transaction sits: the height of its block, 'mempool', or null when it is gone. */
  async function locate(w: WithdrawalRow): Promise<number | 'mempool' | null> {
    let height = Number(w.broadcast_height ?? 0n);
    for (;;) {
      const blocks = await chain.blocksFrom(height, SCAN_LIMIT);
      const found = blocks.find((b) => b.txs.some((t) => t.hash === w.tx_hash));
      if (found) return found.height;
      if (blocks.length < SCAN_LIMIT) break;
      height = blocks[blocks.length - 1].height + 1;
    }
    return (await chain.mempool()).some((t) => t.hash === w.tx_hash) ? 'mempool' : null;
  }

  async function run() {
    const hot = await hotWalletAddress(deps);
    let broadcast = 0;
    let confirmed = 0;
    for (const approved of await withdrawalsInState(db, ['approved'], { kind: 'chain', chain: chain.name })) {
      const head = await chain.head();
      const moved = await db.transaction().execute(async (trx) => {
        const current = await findWithdrawal(trx, approved.id);
        if (current?.state !== 'approved') return null;
        return moveWithdrawal(deps, trx, current, { event: 'BROADCAST', actor: SENDER_ACTOR, broadcastHeight: BigInt(head.height) });
      });
      if (!moved) continue;
      broadcast += 1;
      await send(moved, hot);
    }
    for (const w of await withdrawalsInState(db, ['broadcasting'], { kind: 'chain', chain: chain.name })) {
      if (!w.tx_hash) { await send(w, hot); continue; }
      const at = await locate(w);
      if (at === null) { await send(w, hot); continue; }
      if (at === 'mempool') continue;
      const head = await chain.head();
      if (head.height - at + 1 < deps.config.chain.confirmations) continue;
      await db.transaction().execute(async (trx) => {
        const current = await findWithdrawal(trx, w.id);
        if (current?.state === 'broadcasting') await moveWithdrawal(deps, trx, current, { event: 'CONFIRMED', actor: SENDER_ACTOR });
      });
      confirmed += 1;
    }
    return { broadcast, confirmed };
  }

  return { run };
}

export type WithdrawalSender = ReturnType<typeof createWithdrawalSender>;
