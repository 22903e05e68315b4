// What the spot exchange is asked to do (place, cancel) and what a committed batch of those
// commands reports to market data and the streams.
import type { BusinessError } from '../../../api/codes';
import type { BusinessFailure } from '../../core/failures';
import type { KeyRow } from '../../db/idempotency-keys';
import type { ActiveOrder, Owner } from './active-order';

/** An order to place, as the order it becomes will hold it: its limit price in ticks is 0 for a market order. */
export interface PlaceCommand extends Pick<ActiveOrder, 'owner' | 'symbol' | 'side' | 'type' | 'priceTicks' | 'lots'> {
  kind: 'place';
  /** The request's rtoken: a repeat after a crash finds the first order instead of placing twice. */
  rtoken: string | null;
  /** A limit order is good till cancelled unless it is immediate-or-cancel: its unfilled rest is cancelled at once. */
  timeInForce?: 'gtc' | 'ioc';
  /** An immediate-or-cancel order that would not trade at all is refused with this reason, changing nothing. */
  unfilledRefusal?: { reason: BusinessError; vars?: Record<string, string | number> };
  answer?: CommandAnswer;
}
export interface CancelCommand { kind: 'cancel'; owner: Owner; orderId: string; answer?: CommandAnswer }

/** The record of a command's answer, written in the batch's transaction so it commits with the command. */
export interface CommandAnswer {
  row(outcome: { order: ActiveOrder } | { failure: BusinessFailure }): KeyRow;
  committed(): void;
}
export type Command = PlaceCommand | CancelCommand;

export interface TradeRecord {
  id: string; symbol: string; priceTicks: number; lots: number; price: bigint; qty: bigint; notional: bigint;
  takerSide: 'buy' | 'sell'; buyOrderId: string; sellOrderId: string; buyer: Owner; seller: Owner; at: number;
}

/** What a committed batch changed, for market data and streams. */
export interface BatchOutcome {
  trades: TradeRecord[];
  orders: ActiveOrder[];
  symbols: Set<string>;
  owners: Map<string, Owner>;
}
