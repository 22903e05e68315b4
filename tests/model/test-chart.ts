// Derives a test chart from a flow chart, because `createTestModel` refuses charts that invoke
// services or wait (`after`). The derived chart keeps the flow's states and turns each way of
// leaving a state into a plain event the test can perform on the real screen:
//   - a service's answer becomes `<invoke id>.done` or `<invoke id>.failed`;
//   - a timer becomes `after <delay>`;
//   - each guarded branch gets the guard's name in brackets (`SUBMIT [formIsValid]`,
//     `SUBMIT [otherwise]`), including the branches of a state that decides at once (`always`).
// Transitions without a target (typing into a field) do not change the state and are left out.
// A first state, `unrendered`, is left by `RENDER`: mounting the screen is the first step.
import { createMachine, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';

type Targets = string[];
interface DerivedState {
  type?: 'parallel' | 'final';
  initial?: string;
  on?: Record<string, Targets>;
  states?: Record<string, DerivedState>;
}

function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  if (typeof guard === 'function' && guard.name) return guard.name;
  return 'guard';
}

/** The name a test step uses for an event of the flow. */
export function testEventName(eventType: string): string {
  let m = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (m) return `${m[1]}.done`;
  m = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (m) return `${m[1]}.failed`;
  m = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (m) return `after ${m[1]}`;
  return eventType;
}

function branchName(base: string, transition: AnyTransitionDefinition, all: readonly AnyTransitionDefinition[]): string {
  if (all.length === 1 && !transition.guard) return base;
  return `${base} [${transition.guard ? guardName(transition.guard) : 'otherwise'}]`;
}

/** The leaf a target settles in when entered through initial states. */
function enteredLeaf(node: AnyStateNode): AnyStateNode {
  let current = node;
  while (current.type === 'compound') current = current.initial.target[0];
  return current;
}

export interface TestChart {
  chart: AnyStateMachine;
  /** Every event a path may contain: each needs a way to be performed on the screen. */
  eventNames: string[];
}

export function deriveTestChart(machine: AnyStateMachine): TestChart {
  const rootId = machine.root.id;
  const eventNames = new Set<string>();
  const ref = (node: AnyStateNode) => `#${[rootId, ...node.path].join('.')}`;

  function addTransition(on: Record<string, Targets>, name: string, targets: readonly AnyStateNode[]) {
    const leaf = targets.length === 1 ? enteredLeaf(targets[0]) : null;
    if (leaf?.always?.length) {
      for (const branch of leaf.always) {
        if (branch.target?.length) addTransition(on, branchName(name, branch, leaf.always), branch.target);
      }
      return;
    }
    eventNames.add(name);
    on[name] = targets.map(ref);
  }

  function derive(node: AnyStateNode): DerivedState {
    const on: Record<string, Targets> = {};
    for (const [eventType, transitions] of node.transitions) {
      for (const transition of transitions) {
        if (!transition.target?.length) continue;
        addTransition(on, branchName(testEventName(eventType), transition, transitions), transition.target);
      }
    }
    const state: DerivedState = { on };
    if (node.type === 'final') state.type = 'final';
    if (node.type === 'parallel') state.type = 'parallel';
    const children = Object.entries(node.states as Record<string, AnyStateNode>);
    if (children.length) {
      state.states = Object.fromEntries(children.map(([key, child]) => [key, derive(child)]));
      if (node.type === 'compound') state.initial = node.initial.target[0].key;
    }
    return state;
  }

  const renderOn: Record<string, Targets> = {};
  addTransition(renderOn, 'RENDER', [machine.root]);
  const flow = derive(machine.root);
  const chart = createMachine({
    id: 'model',
    initial: 'unrendered',
    states: {
      unrendered: { on: renderOn },
      [rootId]: { id: rootId, ...flow },
    },
  } as never);
  return { chart, eventNames: [...eventNames] };
}
