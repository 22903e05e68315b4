// The mark guard's decisions, pure: whether a tick is accepted as the mark, and whether an
// instrument is usable at a moment. A tick that moves more than the jump limit from the last
// accepted one is refused and pauses the instrument; it stays paused until a sane tick (within the
// limit of the tick just before it) arrives. A mark older than the age limit pauses it as stale;
// outside trading hours it is closed. Prices are bigint minor units; the comparison is exact.
import { isOpen, nextOpen } from './trading-hours';

export interface PricePoint { price: bigint; at: number }

export interface MarkState {
  /** The last tick accepted as the mark. */
  accepted: PricePoint | null;
  /** The last tick received, accepted or not. */
  raw: PricePoint | null;
  /** Since when a jump holds the instrument paused (null: no jump pending). */
  jumpedAt: number | null;
}

export interface MarkLimits { maxAgeMs: number; maxJumpBps: number }

export const emptyMarkState = (): MarkState => ({ accepted: null, raw: null, jumpedAt: null });

/** True when `next` is more than `maxJumpBps` away from `from` (|next - from| * 10000 > bps * from). */
export function jumps(from: bigint, next: bigint, maxJumpBps: number): boolean {
  const move = next > from ? next - from : from - next;
  return move * 10_000n > BigInt(maxJumpBps) * from;
}

/** The state after a tick, and whether the tick became the mark. */
export function receiveTick(state: MarkState, symbol: string, tick: PricePoint, limits: MarkLimits): { state: MarkState; accepted: boolean } {
  const raw = tick;
  // Time only moves on: a tick no later than the last one is dropped, so a price record
  // (`pr_<symbol>_<at>`) always names one price.
  if (state.raw !== null && tick.at <= state.raw.at) return { state, accepted: false };
  // Out of hours a tick is not a price anyone trades at: it is kept as the last raw tick only.
  if (!isOpen(symbol, tick.at)) return { state: { ...state, raw }, accepted: false };
  if (state.accepted === null) return { state: { accepted: tick, raw, jumpedAt: null }, accepted: true };
  if (state.jumpedAt !== null) {
    const sane = state.raw !== null && !jumps(state.raw.price, tick.price, limits.maxJumpBps);
    return sane ? { state: { accepted: tick, raw, jumpedAt: null }, accepted: true } : { state: { ...state, raw }, accepted: false };
  }
  if (jumps(state.accepted.price, tick.price, limits.maxJumpBps)) return { state: { ...state, raw, jumpedAt: tick.at }, accepted: false };
  return { state: { accepted: tick, raw, jumpedAt: null }, accepted: true };
}

export type MarkStatus = { usable: true; mark: PricePoint } | { usable: false; reason: 'stale' | 'jump' | 'closed'; since?: number; opensAt?: number };

/** Whether the instrument is usable at `now`: closed first, then a pending jump, then staleness. */
export function markStatus(state: MarkState, symbol: string, now: number, limits: MarkLimits): MarkStatus {
  if (!isOpen(symbol, now)) return { usable: false, reason: 'closed', opensAt: nextOpen(symbol, now) };
  if (state.jumpedAt !== null) return { usable: false, reason: 'jump', since: state.jumpedAt };
  if (state.accepted === null) return { usable: false, reason: 'stale' };
  if (now - state.accepted.at > limits.maxAgeMs) return { usable: false, reason: 'stale', since: state.accepted.at + limits.maxAgeMs };
  return { usable: true, mark: state.accepted };
}
