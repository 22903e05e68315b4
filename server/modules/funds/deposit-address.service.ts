// Each user's own deposit address, one per chain, created on the first request; and the deposit
// instructions web/getQrcode shows with it (confirmations, minimum deposit).
import type { Deps } from '../../deps';
import type { Chain } from '../../chain/chain';
import { fromMinor } from '../../../api/money';
import { fail } from '../../core/failures';
import { enabledAsset } from './assets.store';
import { depositChain, minDepositOf } from './deposit-rules';
import { chainsOf } from '../../chain/chains';
import { findDepositAddress, insertDepositAddress } from './deposit.store';

export async function depositAddressOf(deps: Pick<Deps, 'db' | 'clock' | 'ids' | 'random'>, userId: string, chain: Chain): Promise<string> {
  const found = await findDepositAddress(deps.db, userId, chain.name);
  if (found) return found.address;
  await insertDepositAddress(deps.db, { id: deps.ids.next('da'), userId, chain: chain.name, address: chain.newAddress(deps.random, userId), now: deps.clock.now() });
  // Read back: a concurrent first request may have created the address a moment earlier.
  const created = await findDepositAddress(deps.db, userId, chain.name);
  return created!.address;
}

export async function depositInstructions(deps: Pick<Deps, 'db' | 'clock' | 'ids' | 'random' | 'chain' | 'evm'>, userId: string, currency: string, chainName: string) {
  const asset = await enabledAsset(deps.db, currency);
  if (!asset) fail('assetUnknown');
  const chain = depositChain(deps, chainName, asset.code);
  if (!chain) fail('chainUnknown');
  return {
    currency: asset.code,
    chain: chain.name,
    address: await depositAddressOf(deps, userId, chain),
    confirmations_required: chain.confirmations,
    min_deposit: fromMinor(minDepositOf(asset.code), asset.scale),
    chains: chainsOf(deps).filter((c) => c.assets.includes(asset.code)).map((c) => c.name),
  };
}
