// A deliberately simple trigger book (one map, every position scanned on every tick) that the
// heap-based contract trigger book must agree with. Same rules, written the obvious way.
import type { Fired, PendingLimit, PositionTriggers, TriggerKind } from '../../../server/engines/contract/trigger-book';

export type Watched = PositionTriggers | PendingLimit;
export const KINDS = ['liquidation', 'stopLoss', 'takeProfit', 'limit'] as const;
const RANK: Record<TriggerKind, number> = { liquidation: 0, stopLoss: 1, takeProfit: 2, limit: 3 };

export const triggerOf = (p: Watched, kind: TriggerKind): bigint | undefined => (p as Partial<Record<TriggerKind, bigint>>)[kind];

/** Does `mark` cross this trigger, and is it met by a fall (true) or a rise (false)? A long's limit fills on a fall, like its stop. */
export function crossing(p: Watched, kind: TriggerKind, mark: bigint): { fallsTo: boolean } | null {
  const trigger = triggerOf(p, kind);
  if (trigger === undefined) return null;
  const fallsTo = (p.side === 'long') === (kind !== 'takeProfit');
  return (fallsTo ? mark <= trigger : mark >= trigger) ? { fallsTo } : null;
}

export class ScanningTriggerBook {
  positions = new Map<string, Watched>();
  marks = new Map<string, bigint>();

  upsert(p: Watched) { this.positions.delete(p.positionId); this.positions.set(p.positionId, { ...p }); }
  remove(id: string) { this.positions.delete(id); }
  size() { return this.positions.size; }
  has(id: string) { return this.positions.has(id); }

  tick(instrument: string, mark: bigint): Fired[] {
    const from = this.marks.get(instrument) ?? mark;
    this.marks.set(instrument, mark);
    const found: Array<{ fired: Fired; distance: bigint }> = [];
    for (const p of this.positions.values()) {
      if (p.instrument !== instrument) continue;
      let best: { kind: TriggerKind; distance: bigint } | null = null;
      for (const kind of KINDS) {
        const c = crossing(p, kind, mark);
        if (!c) continue;
        const t = triggerOf(p, kind)!;
        const travelled = c.fallsTo ? from - t : t - from;
        const distance = travelled > 0n ? travelled : 0n;
        if (!best || distance < best.distance || (distance === best.distance && RANK[kind] < RANK[best.kind])) best = { kind, distance };
      }
      if (best) found.push({ fired: { positionId: p.positionId, instrument, kind: best.kind, trigger: triggerOf(p, best.kind)!, mark }, distance: best.distance });
    }
    found.sort((a, b) => (a.distance < b.distance ? -1 : a.distance > b.distance ? 1 : a.fired.positionId < b.fired.positionId ? -1 : 1));
    for (const f of found) this.positions.delete(f.fired.positionId);
    return found.map((f) => f.fired);
  }
}
