// An open order as the exchange holds it in memory beside its book: what settlement needs
// without reading the row back. Rebuilt from the database on start and after a failed batch.
import type { SpotOrderState } from '../../../api/lifecycles/spot-order.lifecycle';
import type { OwnerKind } from '../ledger/ledger';
import type { Selectable } from 'kysely';
import type { SpotOrdersTable } from '../../db/schema';

export interface Owner { kind: OwnerKind; id: string }

export interface ActiveOrder {
  id: string;
  seq: number;
  owner: Owner;
  symbol: string;
  side: 'buy' | 'sell';
  type: 'limit' | 'market';
  priceTicks: number;
  lots: number;
  filledLots: number;
  quoteFilled: bigint;
  feePaid: bigint;
  lockAsset: string;
  locked: bigint;
  state: SpotOrderState;
  endReason: string | null;
  createdAt: number;
  updatedAt: number;
}

export const ownerKey = (o: Owner) => `${o.kind}:${o.id}`;

export function activeFromRow(r: Selectable<SpotOrdersTable>): ActiveOrder {
  return {
    id: r.id, seq: Number(r.seq), owner: { kind: r.owner_kind, id: r.owner_id }, symbol: r.symbol, side: r.side, type: r.type,
    priceTicks: Number(r.price_ticks), lots: Number(r.lots), filledLots: Number(r.filled_lots), quoteFilled: BigInt(r.quote_filled),
    feePaid: BigInt(r.fee_paid), lockAsset: r.lock_asset, locked: BigInt(r.locked), state: r.state as SpotOrderState,
    endReason: r.end_reason, createdAt: Number(r.created_at), updatedAt: Number(r.updated_at),
  };
}
