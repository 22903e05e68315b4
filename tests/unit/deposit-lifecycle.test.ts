// The deposit chart walked path by path: every shortest path (prefixes kept) and every simple path
// is replayed through `nextState`, the same function the server moves deposits with, and must end
// where the chart says. Every state refuses what the chart does not accept.
import { describe, expect, it } from 'vitest';
import { createTestModel, getShortestPaths, getSimplePaths } from 'xstate/graph';
import { LifecycleRefused, mustMove, nextState } from '../../api/lifecycles/lifecycle';
import { depositLifecycle, depositStates, depositStatus, type DepositEvent } from '../../api/lifecycles/deposit.lifecycle';

const events: DepositEvent[] = [
  { type: 'CONFIRMATION' }, { type: 'CONFIRMATIONS_REACHED' }, { type: 'ORPHANED' }, { type: 'FOUND_BELOW_MINIMUM' },
];
const initial = depositLifecycle.config.initial as string;

/** Replays a path's steps from the initial state; the generator's first step is the chart's own start. */
function replay(steps: { event: { type: string }; state: { value: unknown } }[]) {
  let state: string | null = initial;
  for (const step of steps) {
    if (step.event.type === 'xstate.init') {
      expect(step.state.value).toBe(initial);
      continue;
    }
    state = nextState(depositLifecycle, state!, step.event as DepositEvent);
    expect(state).toBe(step.state.value);
  }
  return state;
}

describe('the deposit chart', () => {
  it('names exactly the states the contract lists', () => {
    expect(Object.keys(depositLifecycle.config.states ?? {}).sort()).toEqual([...depositStates].sort());
  });

  it('reaches every state on a shortest path that nextState replays to the same end', () => {
    const paths = createTestModel(depositLifecycle, { events }).getShortestPaths({ allowDuplicatePaths: true });
    const ends = new Set<string>();
    for (const path of paths) {
      const end = replay(path.steps);
      expect(end).toBe(path.state.value);
      ends.add(end!);
    }
    expect([...ends].sort()).toEqual([...depositStates].sort());
    // The standalone generator agrees: one shortest path per reachable state.
    expect(getShortestPaths(depositLifecycle, { events }).map((p) => p.state.value).sort()).toEqual([...depositStates].sort());
  });

  it('replays every simple path through nextState', () => {
    const paths = getSimplePaths(depositLifecycle, { events });
    expect(paths.length).toBeGreaterThanOrEqual(depositStates.length);
    const walked = paths.map((path) => [path.steps.map((s) => s.event.type as string).filter((t) => t !== 'xstate.init').join(' → '), replay(path.steps)]);
    expect(walked).toContainEqual(['CONFIRMATION → CONFIRMATIONS_REACHED', 'credited']);
    expect(walked).toContainEqual(['CONFIRMATION → ORPHANED', 'dropped']);
    expect(walked).toContainEqual(['FOUND_BELOW_MINIMUM', 'belowMinimum']);
    for (const path of paths) expect(replay(path.steps)).toBe(path.state.value);
  });

  it('accepts exactly the moves of the chart in every state, and refuses the rest', () => {
    const chartStates = depositLifecycle.config.states as Record<string, { on?: Record<string, string> }>;
    for (const state of depositStates) {
      for (const event of events) {
        const target = chartStates[state].on?.[event.type] ?? null;
        expect(nextState(depositLifecycle, state, event), `${state} on ${event.type}`).toBe(target);
        if (target === null) expect(() => mustMove(depositLifecycle, state, event)).toThrow(LifecycleRefused);
        else expect(mustMove(depositLifecycle, state, event)).toBe(target);
      }
    }
    expect(nextState(depositLifecycle, 'credited', { type: 'ORPHANED' })).toBeNull();
    expect(nextState(depositLifecycle, 'confirming', { type: 'CONFIRMATION' })).toBe('confirming');
  });

  it("maps states to the spec's record status codes", () => {
    expect(depositStates.map((s) => [s, depositStatus(s)])).toEqual([
      ['detected', 1], ['confirming', 1], ['credited', 2], ['dropped', 0], ['belowMinimum', 0],
    ]);
  });
});
