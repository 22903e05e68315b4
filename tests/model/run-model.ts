// Walks the shortest paths of a flow's test chart against a real screen. Every state of the chart
// must say what the user sees in it and every event how the user (or the wire, or the clock) makes
// it happen, so a chart that grows a state or a transition fails here until the test covers it.
import { createTestModel, type StatePath } from 'xstate/graph';
import type { AnyEventObject, AnyStateMachine, AnyStateNode, SnapshotFrom } from 'xstate';
import { deriveTestChart } from './test-chart';

export interface ModelSpec {
  machine: AnyStateMachine;
  /** What the screen shows in each state, by the flow's state path (`editing`, `form.sending`). */
  states: Record<string, () => void | Promise<void>>;
  /** How each event of the test chart is performed (`RENDER`, `SUBMIT [formIsValid]`, `logIn.done`). */
  events: Record<string, () => Promise<void>>;
  /**
   * Beginnings after which the shortest paths are walked again. A chart that reaches the same
   * state by different branches (set or change, reset or change) shows different screens there;
   * the shortest paths alone would walk on from only one of them.
   */
  scenarios?: string[][];
}

function statePaths(node: AnyStateNode, prefix: string[] = []): string[] {
  const children = Object.values(node.states as Record<string, AnyStateNode>);
  return [...(prefix.length ? [prefix.join('.')] : []), ...children.flatMap((child) => statePaths(child, [...prefix, child.key]))];
}

export function modelPaths(spec: ModelSpec) {
  const { chart, eventNames } = deriveTestChart(spec.machine);
  const id = spec.machine.root.id;
  const missingEvents = eventNames.filter((name) => !(name in spec.events));
  const missingStates = statePaths(spec.machine.root).filter((path) => !(path in spec.states));
  if (missingEvents.length || missingStates.length) {
    throw new Error(`model of ${id} does not cover events [${missingEvents.join(', ')}] or states [${missingStates.join(', ')}]`);
  }
  const states = Object.fromEntries(Object.entries(spec.states).map(([path, check]) => [`${id}.${path}`, check]));
  const model = createTestModel(chart);
  const all: StatePath<SnapshotFrom<typeof chart>, AnyEventObject>[] = model.getShortestPaths({ allowDuplicatePaths: true });
  for (const scenario of spec.scenarios ?? []) {
    const [beginning] = model.getPathsFromEvents(scenario.map((type) => ({ type })), {});
    if (!beginning || beginning.steps.length !== scenario.length + 1) throw new Error(`scenario ${scenario.join(' → ')} is not a path of ${id}`);
    for (const rest of model.getShortestPaths({ fromState: beginning.state, allowDuplicatePaths: true })) {
      // Both start with the state they set out from; the rest's first step is the beginning's last.
      all.push({ state: rest.state, steps: [...beginning.steps, ...rest.steps.slice(1)], weight: beginning.weight + rest.weight });
    }
  }
  const seen = new Set<string>();
  const paths = all.filter((path) => {
    const key = path.steps.map((step) => step.event.type).join('|');
    if (path.state.matches('unrendered') || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return paths.map((path) => ({
    description: path.steps.map((step) => step.event.type).filter((type) => type !== 'xstate.init').join(' → '),
    run: () => model.testPath(path, { states, events: spec.events as never }),
  }));
}
