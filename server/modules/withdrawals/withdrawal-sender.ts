// The sender job: broadcasts approved chain withdrawals from the chain's hot wallet and marks them
// succeeded once their transaction has the chain's confirmations. The move to broadcasting (with
// its ledger entry) commits before the send; the send's nonce is the withdrawal's id, so a retry
// after a crash, a dropped transaction or a reorganisation finds or re-creates the same transaction
// and never pays twice. On the EVM chain a send left unmined too long is replaced with the same nonce
// and a higher fee (chain/evm-fee-replacement.ts); whichever version is mined completes the withdrawal.
import type { Deps } from '../../deps';
import { ChainRefused, type Chain } from '../../chain/chain';
import type { FeeReplacer } from '../../chain/evm-fee-replacement';
import { withdrawalsInState, setWithdrawalTx, findWithdrawal, type WithdrawalRow } from './withdrawal.store';
import { moveWithdrawal } from './withdrawal-moves';

export const SENDER_ACTOR = 'system:withdrawal-sender';

/** The chain's hot wallet address: the configured one, or one created on first use. */
export async function hotWalletAddress(deps: Pick<Deps, 'db' | 'chain' | 'random' | 'clock'>, chain: Chain = deps.chain): Promise<string> {
  if (chain.hotWallet) return chain.hotWallet;
  const name = chain.name;
  const existing = await deps.db.selectFrom('hot_wallets').select('address').where('chain', '=', name).executeTakeFirst();
  if (existing) return existing.address;
  await deps.db.insertInto('hot_wallets').values({ chain: name, address: chain.newAddress(deps.random), created_at: BigInt(deps.clock.now()) })
    .onConflict((oc) => oc.column('chain').doNothing()).execute();
  return (await deps.db.selectFrom('hot_wallets').select('address').where('chain', '=', name).executeTakeFirstOrThrow()).address;
}

/** The sender of one chain's withdrawals: the built-in chain unless another is given, with its fee replacer if it has one. */
export function createWithdrawalSender(deps: Pick<Deps, 'config' | 'db' | 'clock' | 'ids' | 'random' | 'log' | 'ledger' | 'chain' | 'messages'>, chain: Chain = deps.chain, replacer?: FeeReplacer) {
  const { db } = deps;

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

  async function run() {
    const hot = await hotWalletAddress(deps, chain);
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
      // An earlier version may have been mined instead of the latest replacement.
      const hash = (await replacer?.minedAttempt(w.id)) ?? w.tx_hash;
      if (hash !== w.tx_hash) await setWithdrawalTx(db, w.id, hash);
      const at = await chain.locateTx(hash, Number(w.broadcast_height ?? 0n));
      if (at === 'missing') { await send(w, hot); continue; }
      if (at === 'pending') {
        const replacement = await replacer?.replaceIfStale(w.id);
        if (replacement) await setWithdrawalTx(db, w.id, replacement);
        continue;
      }
      // Mined but reverted by the contract: nothing left the hot wallet, so the amount goes back.
      if (at === 'reverted') { await fail(w, 'withdraw.reason.sendFailed'); continue; }
      const head = await chain.head();
      if (head.height - at.height + 1 < chain.confirmations) continue;
      await db.transaction().execute(async (trx) => {
        const current = await findWithdrawal(trx, w.id);
        if (current?.state !== 'broadcasting') return;
        await moveWithdrawal(deps, trx, current, { event: 'CONFIRMED', actor: SENDER_ACTOR });
        await replacer?.settle(trx, w.id, hash);
      });
      confirmed += 1;
    }
    return { broadcast, confirmed };
  }

  return { run };
}

export type WithdrawalSender = ReturnType<typeof createWithdrawalSender>;
