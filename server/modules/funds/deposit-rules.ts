// The deposit rules the user is shown before sending (web/getQrcode) and the watcher enforces:
// which chains carry an asset, the minimum deposit, the confirmations, and the demo-funds limits.
import type { Deps } from '../../deps';
import type { Chain } from '../../chain/chain';
import { chainsOf } from '../../chain/chains';
import { systemAccount } from '../ledger/ledger';

/**
 * Smaller deposits are recorded and shown as not credited, with the reason; the coins stay on the
 * user's deposit address, so support can send them back. Keyed by asset, in minor units.
 */
export const minDepositMinor: Record<string, bigint> = { USDT: 1_000_000n };
export const minDepositOf = (asset: string) => minDepositMinor[asset] ?? 1n;

/** Demo mode only: test funds per request and how many requests a user may make in 24 hours. */
export const demoFunds = { asset: 'USDT', amountMinor: 1_000_000_000n, perDay: 5 } as const;

/** The chain named `name` if it carries `asset`, else null. */
export function depositChain(deps: Pick<Deps, 'chain' | 'evm'>, name: string, asset: string): Chain | null {
  return chainsOf(deps).find((c) => c.name === name && c.assets.includes(asset)) ?? null;
}

/** The system account that holds what arrived on a chain: credits to users are its negative balance. */
export const chainAccount = (chainName: string, asset: string) => systemAccount(`chain.${chainName.toLowerCase()}`, asset);

/** A deposit in a block at `blockHeight` has one confirmation when its block is the head. */
export const confirmationsAt = (blockHeight: number, headHeight: number) => Math.max(0, headHeight - blockHeight + 1);
