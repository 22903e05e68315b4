// Demo mode only: test USDT from the local chain's faucet to the user's own deposit address. It is
// credited by the deposit watcher like any deposit. Limited per user per 24 hours; the request's
// rtoken is the transfer's nonce, so a repeated request never sends twice.
import { fromMinor } from '../../../api/money';
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import { LOCAL_CHAIN } from '../../chain/local-chain';
import { enabledAsset } from './assets.store';
import { demoFunds, depositChain } from './deposit-rules';
import { depositAddressOf } from './deposit-address.service';
import { countDemoRequestsSince, findDemoRequest, insertDemoRequest, lockUserForDemoRequest, setDemoRequestTx } from './demo-funds.store';

const DAY_MS = 24 * 3600_000;

export async function sendDemoFunds(deps: Pick<Deps, 'config' | 'db' | 'dialect' | 'clock' | 'ids' | 'random' | 'chain' | 'evm'>, userId: string, rtoken: string) {
  if (!deps.config.demo) fail('demoOnly');
  const asset = await enabledAsset(deps.db, demoFunds.asset);
  const chain = asset && depositChain(deps, LOCAL_CHAIN, asset.code);
  if (!asset || !chain?.faucetAddress) fail('featureOff');
  const address = await depositAddressOf(deps, userId, chain);

  const request = await deps.db.transaction().execute(async (trx) => {
    if (deps.dialect === 'postgres') await lockUserForDemoRequest(trx, userId); // SQLite already runs one writer at a time
    const earlier = await findDemoRequest(trx, userId, rtoken);
    if (earlier) return { id: earlier.id, amount: BigInt(earlier.amount) };
    const recent = await countDemoRequestsSince(trx, userId, deps.clock.now() - DAY_MS);
    if (recent >= demoFunds.perDay) fail('demoFundsLimitReached', { limit: demoFunds.perDay });
    const id = deps.ids.next('df');
    await insertDemoRequest(trx, { id, userId, rtoken, amount: demoFunds.amountMinor, now: deps.clock.now() });
    return { id, amount: demoFunds.amountMinor };
  });

  // The nonce makes the transfer's hash depend on the request only: a retry finds the same tx.
  const txHash = await chain.send({ from: chain.faucetAddress, to: address, asset: asset.code, amount: request.amount, nonce: request.id });
  await setDemoRequestTx(deps.db, request.id, txHash);
  return { tx_hash: txHash, amount: fromMinor(request.amount, asset.scale) };
}
