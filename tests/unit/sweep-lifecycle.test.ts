// The sweep chart walked path by path: every shortest path is replayed through `nextState`, the
// function the server moves sweeps with, and must end where the chart says; a swept sweep takes no
// further move, and no step can be skipped.
import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { nextState } from '../../api/lifecycles/lifecycle';
import { sweepLifecycle, sweepStates, type SweepEvent } from '../../api/lifecycles/sweep.lifecycle';

const events: SweepEvent[] = [{ type: 'GAS_READY' }, { type: 'SWEEP_CONFIRMED' }];
const initial = sweepLifecycle.config.initial as string;

describe('the sweep chart', () => {
  it('names exactly the states the contract lists', () => {
    expect(Object.keys(sweepLifecycle.config.states ?? {}).sort()).toEqual([...sweepStates].sort());
  });

  it('reaches every state on a shortest path that nextState replays to the same end', () => {
    const paths = createTestModel(sweepLifecycle, { events }).getShortestPaths({ allowDuplicatePaths: true });
    const ends = paths.map((p) => {
      let state: string | null = initial;
      for (const step of p.steps) {
        if ((step.event.type as string) === 'xstate.init') continue;
        state = nextState(sweepLifecycle, state!, step.event as SweepEvent);
        expect(state).toBe(step.state.value);
      }
      return state;
    });
    expect([...new Set(ends)].sort()).toEqual([...sweepStates].sort());
  });

  it('never confirms a sweep whose gas is not there, and takes no move once swept', () => {
    expect(nextState(sweepLifecycle, 'funding', { type: 'SWEEP_CONFIRMED' })).toBeNull();
    expect(nextState(sweepLifecycle, 'sweeping', { type: 'GAS_READY' })).toBeNull();
    for (const event of events) expect(nextState(sweepLifecycle, 'swept', event)).toBeNull();
  });
});
