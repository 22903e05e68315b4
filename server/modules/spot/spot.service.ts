// The user's side of spot trading: place, cancel, list. Rules of money live in the exchange; this
// file turns wire input into commands and orders into views.
import type { Deps, SpotMarkets } from '../../deps';
import { fail } from '../../core/failures';
import type { MarketSpec } from '../market/markets.store';
import type { AnswerRecord } from '../../db/idempotency-keys';
import { activeFromRow, type ActiveOrder, type Owner } from './active-order';
import { orderView } from './order-view';
import type { CommandAnswer, SpotExchange } from './spot-exchange';
import { checkProduct, lotsOf, ticksOf } from './order-request';
import { ordersOfOwner } from './orders.store';

/** Placing and cancelling need the exchange itself, not only the read side Deps names. */
export type SpotOrderDeps = Pick<Deps, 'db'> & { spot: { exchange: Pick<SpotExchange, 'market' | 'submit'> } };

const userOwner = (userId: string): Owner => ({ kind: 'user', id: userId });

export function marketOf(deps: { spot: { exchange: Pick<SpotMarkets['exchange'], 'market'> } }, symbol: string): MarketSpec {
  return deps.spot.exchange.market(symbol) ?? fail('marketUnknown');
}

export interface PlaceInput { symbol: string; side: 'buy' | 'sell'; type: 'limit' | 'market'; price?: string; amount: string }

/** Lets the exchange record the call's answer in the batch that applies it; the view it records is the one returned. */
export function answerIn<V>(record: AnswerRecord | null, viewOf: (order: ActiveOrder) => V) {
  let recorded: V | undefined;
  const answer: CommandAnswer | undefined = record ? {
    row: (outcome) => record.rowFor('order' in outcome ? { data: (recorded = viewOf(outcome.order)) } : { failure: outcome.failure }),
    committed: () => record.committed(),
  } : undefined;
  return { answer, view: (order: ActiveOrder) => recorded ?? viewOf(order) };
}

export async function placeSpotOrder(deps: SpotOrderDeps, userId: string, input: PlaceInput, rtoken: string, record: AnswerRecord | null = null) {
  const m = marketOf(deps, input.symbol);
  let priceTicks = 0;
  if (input.type === 'limit') {
    if (input.price === undefined) fail('spotPriceRequired');
    priceTicks = ticksOf(m, input.price);
  }
  const lots = lotsOf(m, input.amount);
  if (input.type === 'limit') checkProduct(priceTicks, lots);
  const { answer, view } = answerIn(record, (o) => orderView(m, o));
  const order = await deps.spot.exchange.submit({ kind: 'place', owner: userOwner(userId), symbol: m.symbol, side: input.side, type: input.type, priceTicks, lots, rtoken, answer });
  return view(order);
}

export async function cancelSpotOrder(deps: SpotOrderDeps, userId: string, orderId: string, record: AnswerRecord | null = null) {
  const { answer, view } = answerIn(record, (o) => orderView(marketOf(deps, o.symbol), o));
  const order = await deps.spot.exchange.submit({ kind: 'cancel', owner: userOwner(userId), orderId, answer });
  return view(order);
}

export async function spotOrdersOf(deps: Pick<Deps, 'db' | 'spot'>, userId: string, opts: { open: boolean | null; symbol?: string; limit?: number; before?: string }) {
  if (opts.symbol) marketOf(deps, opts.symbol);
  let beforeSeq: number | undefined;
  if (opts.before) {
    const row = await deps.db.selectFrom('spot_orders').select('seq').where('id', '=', opts.before).where('owner_id', '=', userId).executeTakeFirst();
    if (!row) fail('invalidInput', { field: 'before' });
    beforeSeq = Number(row.seq);
  }
  const rows = await ordersOfOwner(deps.db, userId, { open: opts.open, symbol: opts.symbol, limit: opts.limit ?? 200, beforeSeq });
  return rows.flatMap((r) => {
    const m = deps.spot.exchange.market(r.symbol);
    return m ? [orderView(m, activeFromRow(r))] : [];
  });
}
