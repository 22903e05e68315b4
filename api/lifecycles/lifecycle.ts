// Moving a stored entity through its chart: the one way the server changes a lifecycle state.
import { transition, type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic } from 'xstate';

/**
 * The state the chart moves to from `from` on `event`, or null when the chart does not accept
 * the event there. Pure: no actor is started and no action runs.
 */
export function nextState<M extends AnyStateMachine>(machine: M, from: string, event: EventFromLogic<M>): string | null {
  const current: AnyMachineSnapshot = machine.resolveState({ value: from, context: undefined as never });
  if (!current.can(event)) return null;
  const [next] = transition(machine, current as never, event) as unknown as [AnyMachineSnapshot];
  return typeof next.value === 'string' ? next.value : JSON.stringify(next.value);
}

/** Thrown when a caller asks for a move the chart does not allow. */
export class LifecycleRefused extends Error {
  constructor(readonly chart: string, readonly from: string, readonly event: string) {
    super(`${chart}: ${event} is not accepted in ${from}`);
  }
}

// Moves on events that carry nothing but their type depend only on (state, type): they are
// remembered per chart, so hot paths (every fill of every order) do not resolve the chart again.
const plainMoves = new WeakMap<AnyStateMachine, Map<string, string | null>>();

function plainMove<M extends AnyStateMachine>(machine: M, from: string, event: EventFromLogic<M>): string | null {
  let moves = plainMoves.get(machine);
  if (!moves) { moves = new Map(); plainMoves.set(machine, moves); }
  const key = `${from}\u0000${event.type}`;
  let to = moves.get(key);
  if (to === undefined) { to = nextState(machine, from, event); moves.set(key, to); }
  return to;
}

export function mustMove<M extends AnyStateMachine>(machine: M, from: string, event: EventFromLogic<M>): string {
  const to = Object.keys(event).length === 1 ? plainMove(machine, from, event) : nextState(machine, from, event);
  if (to === null) throw new LifecycleRefused(machine.id, from, event.type);
  return to;
}

/** Whether the chart accepts `event` in `state`: what the browser asks before offering a move. */
export function canMove<M extends AnyStateMachine>(chart: M, state: string, event: EventFromLogic<M>): boolean {
  return chart.resolveState({ value: state, context: undefined as never }).can(event);
}
