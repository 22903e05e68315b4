// The delivery order chart walked path by path: every shortest path is replayed through
// `nextState`, the function the server moves orders with, and must end where the chart says; a
// settled order refuses every further settlement, so a stake is paid out at most once; the
// verdict the server takes from the settlement price is the chart's event; the /jgcc tabs show
// every state exactly once.
import { describe, expect, it } from 'vitest';
import { createTestModel, getSimplePaths } from 'xstate/graph';
import { nextState } from '../../api/lifecycles/lifecycle';
import {
  deliveryOrderLifecycle, deliveryOrderStates, deliveryOrderTabs, type DeliveryOrderEvent,
} from '../../api/lifecycles/delivery-order.lifecycle';
import { verdict } from '../../server/modules/delivery/delivery-moves';

const events: DeliveryOrderEvent[] = [{ type: 'WIN' }, { type: 'LOSE' }, { type: 'DRAW' }, { type: 'VOID' }];
const initial = deliveryOrderLifecycle.config.initial as string;

function replay(steps: { event: { type: string }; state: { value: unknown } }[]) {
  let state: string | null = initial;
  for (const step of steps) {
    if (step.event.type === 'xstate.init') continue;
    state = nextState(deliveryOrderLifecycle, state!, step.event as DeliveryOrderEvent);
    expect(state).toBe(step.state.value);
  }
  return state;
}

describe('the delivery order chart', () => {
  it('names exactly the states the contract lists, and writes new orders open', () => {
    expect(Object.keys(deliveryOrderLifecycle.config.states ?? {}).sort()).toEqual([...deliveryOrderStates].sort());
    expect(initial).toBe('open');
  });

  it('reaches every state on a shortest path that nextState replays to the same end', () => {
    const paths = createTestModel(deliveryOrderLifecycle, { events }).getShortestPaths({ allowDuplicatePaths: true });
    const ends = paths.map((p) => replay(p.steps));
    expect([...new Set(ends)].sort()).toEqual([...deliveryOrderStates].sort());
  });

  it('has exactly the four ways an open order ends', () => {
    const walked = getSimplePaths(deliveryOrderLifecycle, { events })
      .map((p) => p.steps.map((s) => s.event.type as string).filter((t) => t !== 'xstate.init').join(' → '))
      .filter(Boolean).sort();
    expect(walked).toEqual(['DRAW', 'LOSE', 'VOID', 'WIN']);
  });

  it('refuses any settlement once settled, so a stake is paid out at most once', () => {
    for (const settled of deliveryOrderTabs.settled) {
      for (const event of events) expect(nextState(deliveryOrderLifecycle, settled, event), `${event.type} in ${settled}`).toBeNull();
    }
  });

  it('shows every state in exactly one tab', () => {
    expect(Object.values(deliveryOrderTabs).flat().sort()).toEqual([...deliveryOrderStates].sort());
  });

  it('takes the verdict from the settlement price: the chosen way wins, the other way loses, no move is a draw', () => {
    const up = { direction: 'up', purchase_price: 100n };
    const down = { direction: 'down', purchase_price: 100n };
    expect([verdict(up, 101n), verdict(up, 99n), verdict(up, 100n)]).toEqual(['WIN', 'LOSE', 'DRAW']);
    expect([verdict(down, 99n), verdict(down, 101n), verdict(down, 100n)]).toEqual(['WIN', 'LOSE', 'DRAW']);
    for (const event of ['WIN', 'LOSE', 'DRAW'] as const) expect(nextState(deliveryOrderLifecycle, 'open', { type: event })).not.toBeNull();
  });
});
