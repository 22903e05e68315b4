// A position as the wire shows it (api/endpoints/contract.ts contractPosition): decimal text,
// the mark now with unrealised PnL and margin ratio while it runs, the realised figures once it
// ended, and the price records that priced its open and close.
import { fromMinor } from '../../../api/money';
import type { Deps } from '../../deps';
import { priceRecordsByIds, type PriceRecord } from '../../feeds/price-records';
import { CONTRACT_SCALE, contractInstrument } from './contract-instruments';
import type { PositionRow } from './contract.store';
import { lotsText, marginRatioBps, pnl as pnlOf } from '../../../api/contract-math';
import type { PositionSide as ContractSide } from '../../engines/contract/trigger-book';

const money = (v: bigint) => fromMinor(v, CONTRACT_SCALE);
const maybe = (v: bigint | null) => (v === null ? null : money(BigInt(v)));
const int = (v: bigint | null) => (v === null ? null : Number(v));

export const recordView = (r: PriceRecord | undefined) => (r ? { id: r.id, price: money(r.price), at: r.at, source: r.source } : null);

export function positionView(p: PositionRow, mark: bigint | null, records: Map<string, PriceRecord>) {
  const spec = contractInstrument(p.symbol)!;
  const side = p.side as ContractSide;
  const steps = BigInt(p.lot_steps);
  const running = p.state === 'open' || p.state === 'closing';
  const live = running && mark !== null && p.entry_price !== null;
  const pnl = live ? pnlOf(spec, side, BigInt(p.entry_price!), mark, steps) : BigInt(p.pnl ?? 0n);
  // Equity over the maintenance margin (the engine gives equity in basis points of the notional).
  const ratio = live ? (marginRatioBps(spec, side, BigInt(p.entry_price!), steps, BigInt(p.margin), mark) * 10_000n) / BigInt(spec.maintenanceMarginBps) : null;
  return {
    id: p.id, symbol: p.symbol, side, order_type: p.order_type as 'market' | 'limit', state: p.state as never,
    leverage: Number(p.leverage), lots: lotsText(spec, steps),
    limit_price: maybe(p.limit_price), entry_price: maybe(p.entry_price),
    mark_price: (running || p.state === 'pending') && mark !== null ? money(mark) : null,
    margin: money(BigInt(p.margin)), liquidation_price: maybe(p.liquidation_price),
    take_profit: maybe(p.take_profit), stop_loss: maybe(p.stop_loss),
    pnl: money(pnl), margin_ratio: ratio === null ? null : fromMinor(ratio, 4),
    open_fee: money(BigInt(p.open_fee)), close_fee: money(BigInt(p.close_fee)), financing: money(BigInt(p.financing)),
    exit_price: maybe(p.exit_price), close_reason: (p.close_reason as never) ?? null,
    returned: maybe(p.returned), shortfall: maybe(p.shortfall),
    open_record: p.open_record_id ? recordView(records.get(p.open_record_id)) : null,
    close_record: p.close_record_id ? recordView(records.get(p.close_record_id)) : null,
    created_at: Number(p.created_at), opened_at: int(p.opened_at), closed_at: int(p.closed_at),
  };
}

export type PositionView = ReturnType<typeof positionView>;

/** The price records a row's view names (its open and close). */
export const recordIdsOf = (rows: readonly PositionRow[]) =>
  rows.flatMap((r) => [r.open_record_id, r.close_record_id]).filter((id): id is string => id !== null);

/** Views of rows at the marks now, with their records already at hand. */
export function viewsAtMarks(deps: Pick<Deps, 'marks'>, rows: readonly PositionRow[], records: Map<string, PriceRecord>) {
  return rows.map((r) => {
    const reading = deps.marks.current(r.symbol);
    return positionView(r, reading.ok ? reading.mark.price : null, records);
  });
}

/** Views of rows with their records read in one query and the marks now. */
export async function positionViews(deps: Pick<Deps, 'db' | 'marks'>, rows: PositionRow[]) {
  const records = new Map((await priceRecordsByIds(deps.db, recordIdsOf(rows))).map((r) => [r.id, r]));
  return viewsAtMarks(deps, rows, records);
}
