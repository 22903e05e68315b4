// Paths through a flow chart for the end-to-end run. The flow is turned into a test chart (its
// service answers, timers and guarded branches become plain events, see tests/model/test-chart.ts);
// the paths are the shortest paths of xstate/graph's test model. Should a transition be taken by
// none of them, the shortest path to its source plus that one step is added, so every transition
// is driven at least once.
import { transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { deriveTestChart } from '../../model/test-chart';

export interface ModelPath {
  /** The test chart's events after the initial one, e.g. `RENDER`, `SUBMIT [formIsValid]`, `logIn.done`. */
  events: string[];
  /** The state the path ends in, e.g. `login.startingSession`. */
  target: string;
  /** A shortest path of the model, or one added to take a transition no shortest path takes. */
  kind: 'shortest' | 'transition';
}

const stateName = (value: unknown): string =>
  typeof value === 'string' ? value : Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}.${stateName(v)}`).join(',');

export function modelPaths(flow: AnyStateMachine): { paths: ModelPath[]; eventNames: string[] } {
  const { chart, eventNames } = deriveTestChart(flow);
  // Without allowDuplicatePaths a path that is the start of a longer one would be dropped.
  const shortest = createTestModel(chart).getShortestPaths({ allowDuplicatePaths: true });
  const initial = chart.getInitialSnapshot(undefined as never) as AnyMachineSnapshot;

  const paths: ModelPath[] = [];
  const taken = new Set<string>(); // `state|event` pairs some path takes
  const reached = new Map<string, { snapshot: AnyMachineSnapshot; events: string[] }>();
  const add = (events: string[], kind: ModelPath['kind']) => {
    let snapshot = initial;
    for (const [i, event] of events.entries()) {
      taken.add(`${stateName(snapshot.value)}|${event}`);
      [snapshot] = transition(chart, snapshot, { type: event });
      const name = stateName(snapshot.value);
      if (!reached.has(name)) reached.set(name, { snapshot, events: events.slice(0, i + 1) });
    }
    if (events.length) paths.push({ events, target: stateName(snapshot.value), kind });
  };

  for (const p of shortest) add(p.steps.map((s) => s.event.type).filter((t) => t !== 'xstate.init'), 'shortest');
  for (const [name, { snapshot, events }] of [...reached]) {
    for (const event of eventNames) {
      if (!taken.has(`${name}|${event}`) && snapshot.can({ type: event })) add([...events, event], 'transition');
    }
  }
  return { paths, eventNames };
}
