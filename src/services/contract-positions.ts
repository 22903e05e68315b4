// The wire behind the contract position screens (api/endpoints/contract.ts): the user's positions
// of one tab with the instruments' rules and marks, closing one or all, withdrawing a pending
// open, setting take-profit and stop-loss, the money history, and the private `positions`
// channel that keeps open positions live.
import { fromPromise } from 'xstate';
import type { ApiClient } from './api';
import { streamActor, type MarketStream } from './market-stream';
import { availableMargin, type PositionsSnapshot } from '../machines/contract-positions.flow';
import type { ActionResult, TpSlRequest } from '../machines/contract-position-actions.flow';
import type { HistoryPage } from '../machines/contract-history.flow';
import type { ContractPositionTab } from '../../api/lifecycles/contract-position.lifecycle';

type WireCaller = Pick<ApiClient, 'call'>;
type Stream = Pick<MarketStream, 'subscribe'>;

/** One tab of positions, with the instruments whose rules and marks the rows show. */
export function contractPositionsServices(client: WireCaller, stream: Stream) {
  return {
    loadPositions: fromPromise<PositionsSnapshot, { tab: ContractPositionTab }>(async ({ input, signal }) => {
      const [positions, instruments, balances] = await Promise.all([
        client.call('contractPositions', { tab: input.tab, limit: 200 }, { signal }),
        client.call('contractInstruments', {}, { signal }),
        client.call('getAsset2', {}, { signal }),
      ]);
      return { positions: positions.data, ...instruments.data, available: availableMargin(balances.data) };
    }),
    privateStream: streamActor(stream),
  };
}

/** Close, close all, cancel and TP/SL: each answers the changed positions and the server's words. */
export function contractPositionActionServices(client: WireCaller) {
  return {
    closePosition: fromPromise<ActionResult, { positionId: string; rtoken: string }>(async ({ input, signal }) => {
      const answer = await client.call('contractClose', { position_id: input.positionId }, { rtoken: input.rtoken, signal, quiet: true });
      return { positions: [answer.data], message: answer.message };
    }),
    closeAll: fromPromise<ActionResult, { rtoken: string }>(async ({ input, signal }) => {
      const answer = await client.call('contractCloseAll', {}, { rtoken: input.rtoken, signal, quiet: true });
      return { positions: answer.data, message: answer.message };
    }),
    cancelPosition: fromPromise<ActionResult, { positionId: string; rtoken: string }>(async ({ input, signal }) => {
      const answer = await client.call('contractCancel', { position_id: input.positionId }, { rtoken: input.rtoken, signal, quiet: true });
      return { positions: [answer.data], message: answer.message };
    }),
    saveTpSl: fromPromise<ActionResult, { request: TpSlRequest; rtoken: string }>(async ({ input, signal }) => {
      const answer = await client.call('contractSetTpSl', input.request, { rtoken: input.rtoken, signal, quiet: true });
      return { positions: [answer.data], message: answer.message };
    }),
  };
}

/** The contract account's money history, a page at a time (`before` the last row's id). */
export function contractHistoryServices(client: WireCaller) {
  return {
    loadHistory: fromPromise<HistoryPage, { before: string | null; withInstruments: boolean }>(async ({ input, signal }) => {
      const [rows, instruments] = await Promise.all([
        client.call('contractHistory', { limit: 50, ...(input.before ? { before: input.before } : {}) }, { signal }),
        input.withInstruments ? client.call('contractInstruments', {}, { signal }) : null,
      ]);
      return { rows: rows.data, replayed: instruments?.data.replayed ?? null, source: instruments?.data.source ?? null };
    }),
  };
}
