// The reserves side of the proof: what the platform's own addresses hold on its chains (the hot
// wallet and every deposit address), read at the snapshot. The local chain answers per asset; the
// EVM chain carries one token, read from its contract. Both readings are read-only.
import type { Deps } from '../../deps';
import type { Executor } from '../../db/database';
import type { Chain } from '../../chain/chain';

async function addressesOf(db: Executor, chain: Chain): Promise<string[]> {
  const hot = await db.selectFrom('hot_wallets').select('address').where('chain', '=', chain.name).execute();
  const deposit = await db.selectFrom('deposit_addresses').select('address').where('chain', '=', chain.name).execute();
  return [...new Set([...(chain.hotWallet ? [chain.hotWallet] : []), ...hot.map((r) => r.address), ...deposit.map((r) => r.address)])];
}

/** Reserves per asset (minor units) over the configured chains. */
export async function readReserves(deps: Pick<Deps, 'chain' | 'evm'>, db: Executor): Promise<Map<string, bigint>> {
  const reserves = new Map<string, bigint>();
  const add = (asset: string, amount: bigint) => reserves.set(asset, (reserves.get(asset) ?? 0n) + amount);
  const local = deps.chain;
  for (const address of await addressesOf(db, local)) {
    for (const asset of local.assets) add(asset, await local.balanceOf(address, asset));
  }
  const evm = deps.evm;
  if (evm) {
    for (const address of await addressesOf(db, evm)) {
      const held = await evm.tokenBalanceOf(address);
      for (const asset of evm.assets) add(asset, held);
    }
  }
  return reserves;
}
