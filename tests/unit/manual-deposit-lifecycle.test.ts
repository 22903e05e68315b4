// The manual deposit chart walked path by path: every shortest path is replayed through
// `nextState`, the function the server moves manual deposits with, and must end where the chart
// says; a decided claim refuses every further decision; statuses follow spec §4.
import { describe, expect, it } from 'vitest';
import { createTestModel, getSimplePaths } from 'xstate/graph';
import { nextState } from '../../api/lifecycles/lifecycle';
import {
  manualDepositLifecycle, manualDepositStates, manualDepositStatus, type ManualDepositEvent,
} from '../../api/lifecycles/manual-deposit.lifecycle';

const events: ManualDepositEvent[] = [{ type: 'APPROVE' }, { type: 'REJECT' }];
const initial = manualDepositLifecycle.config.initial as string;

function replay(steps: { event: { type: string }; state: { value: unknown } }[]) {
  let state: string | null = initial;
  for (const step of steps) {
    if (step.event.type === 'xstate.init') continue;
    state = nextState(manualDepositLifecycle, state!, step.event as ManualDepositEvent);
    expect(state).toBe(step.state.value);
  }
  return state;
}

describe('the manual deposit chart', () => {
  it('names exactly the states the contract lists', () => {
    expect(Object.keys(manualDepositLifecycle.config.states ?? {}).sort()).toEqual([...manualDepositStates].sort());
  });

  it('reaches every state on a shortest path that nextState replays to the same end', () => {
    const paths = createTestModel(manualDepositLifecycle, { events }).getShortestPaths({ allowDuplicatePaths: true });
    const ends = paths.map((p) => replay(p.steps));
    expect([...new Set(ends)].sort()).toEqual([...manualDepositStates].sort());
  });

  it('has exactly the two ways out of review', () => {
    const walked = getSimplePaths(manualDepositLifecycle, { events })
      .map((p) => p.steps.map((s) => s.event.type as string).filter((t) => t !== 'xstate.init').join(' → '))
      .filter(Boolean).sort();
    expect(walked).toEqual(['APPROVE', 'REJECT']);
  });

  it('refuses any decision once decided, so a claim is credited at most once', () => {
    for (const decided of ['approved', 'rejected']) {
      for (const event of events) expect(nextState(manualDepositLifecycle, decided, event), `${event.type} in ${decided}`).toBeNull();
    }
  });

  it('shows Processing under review, Success when approved and Failure when rejected', () => {
    expect(manualDepositStatus('underReview')).toBe(1);
    expect(manualDepositStatus('approved')).toBe(2);
    expect(manualDepositStatus('rejected')).toBe(0);
  });
});
