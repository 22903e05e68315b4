// Runs the two flows of the contract trade screen over the wire and the page's stream: the
// instruments with their live marks (with the account and the risk notice), and the open panel.
import { useActorRef } from '@xstate/react';
import { usePlatform } from '../../app/platform-context';
import { usePageStream } from '../../app/use-page-stream';
import { contractMarketFlow, type ContractKind } from '../../machines/contract-market.flow';
import { contractTradeFlow, type ContractInstrument } from '../../machines/contract-trade.flow';
import { contractMarketServices, contractTradeServices } from '../../services/contract';

/** The market flow over a client and a stream (the page's, or one a test holds). */
export const contractMarketFlowOf = (...over: Parameters<typeof contractMarketServices>) =>
  contractMarketFlow.provide({ actors: contractMarketServices(...over) });

export function useContractMarketFlow(symbol: string, kind: ContractKind) {
  const { client } = usePlatform();
  const stream = usePageStream();
  return useActorRef(contractMarketFlowOf(client, stream), { input: { symbol, kind } });
}

export function useContractTradeFlow(instrument: ContractInstrument, available: string, acknowledged: boolean) {
  const { client } = usePlatform();
  return useActorRef(contractTradeFlow.provide({ actors: contractTradeServices(client) }), { input: { instrument, available, acknowledged } });
}
