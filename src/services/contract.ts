// The wire behind the contract trade screens (api/endpoints/contract.ts): the instruments with
// their marks, mark candles, the contract account's available USDT (web/getAsset2), the risk
// notice and its acknowledgement, opening a position, and the `mark:<symbol>` channels of the
// page's stream. One services object per flow.
import { fromPromise } from 'xstate';
import type { ApiClient } from './api';
import { streamActor, type MarketStream } from './market-stream';
import type { ContractMarketRefresh, ContractMarketSnapshot, InstrumentList } from '../machines/contract-market.flow';
import type { OpenedPosition, OpenRequest } from '../machines/contract-trade.flow';

type WireCaller = Pick<ApiClient, 'call'>;
type Stream = Pick<MarketStream, 'subscribe'>;

/** The contract account's available USDT; "0" before the first transfer into it. */
async function contractAvailable(client: WireCaller, signal: AbortSignal) {
  const { data } = await client.call('getAsset2', {}, { signal });
  return data.contract.find((row) => row.currency === 'USDT')?.balance ?? '0';
}

export function contractMarketServices(client: WireCaller, stream: Stream) {
  return {
    loadMarket: fromPromise<ContractMarketSnapshot, { symbol: string }>(async ({ input, signal }) => {
      const [instruments, candles, available, notice] = await Promise.all([
        client.call('contractInstruments', {}, { signal }),
        client.call('contractKline', { symbol: input.symbol, limit: 300 }, { signal }),
        contractAvailable(client, signal),
        client.call('contractRiskNotice', {}, { signal }),
      ]);
      return { ...instruments.data, candles: candles.data, available, acknowledged: notice.data.acknowledged_at !== null };
    }),
    refreshMarket: fromPromise<ContractMarketRefresh, void>(async ({ signal }) => {
      const [instruments, available] = await Promise.all([client.call('contractInstruments', {}, { signal }), contractAvailable(client, signal)]);
      return { ...instruments.data, available };
    }),
    markStream: streamActor(stream),
  };
}

export function contractTradeServices(client: WireCaller) {
  return {
    acknowledgeRisk: fromPromise<{ acknowledged_at: number }, void>(async ({ signal }) =>
      (await client.call('contractAcknowledgeRisk', {}, { signal, quiet: true })).data),
    openPosition: fromPromise<OpenedPosition, { request: OpenRequest; rtoken: string }>(async ({ input, signal }) =>
      (await client.call('contractOpen', input.request, { rtoken: input.rtoken, signal, quiet: true })).data),
  };
}

/** The /market contracts tab: every instrument with its mark, then live marks. */
export function contractListServices(client: WireCaller, stream: Stream) {
  return {
    loadInstruments: fromPromise<InstrumentList, void>(async ({ signal }) => (await client.call('contractInstruments', {}, { signal })).data),
    markStream: streamActor(stream),
  };
}
