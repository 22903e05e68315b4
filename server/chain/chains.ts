// The chains this deployment runs: the built-in local chain always, the EVM chain when configured.
import type { Deps } from '../deps';
import type { Chain } from './chain';

export function chainsOf(deps: Pick<Deps, 'chain' | 'evm'>): Chain[] {
  return deps.evm ? [deps.chain, deps.evm] : [deps.chain];
}
