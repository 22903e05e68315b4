// Turns XState machines into the files of docs/statecharts: a JSON config that Stately Studio can
// import, a Mermaid stateDiagram-v2, and an index page that embeds every diagram. Pure: no I/O.
import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** One exported machine and where it was found. */
export interface Chart {
  machine: AnyStateMachine;
  /** Repository-relative source file, e.g. `api/lifecycles/deposit.lifecycle.ts`. */
  source: string;
  exportName: string;
}

export function isMachine(value: unknown): value is AnyStateMachine {
  const v = value as Partial<AnyStateMachine> | null;
  return !!v && typeof v === 'object' && typeof v.id === 'string' && typeof v.transition === 'function'
    && typeof v.config === 'object' && !!v.root && typeof v.root === 'object';
}

// ---------------------------------------------------------------------------------------------
// JSON for Stately Studio: the config as written, with functions replaced by their names.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isPlainJson(v: unknown): v is Json {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (Array.isArray(v)) return v.every(isPlainJson);
  if (typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v);
  return (proto === Object.prototype || proto === null) && Object.values(v as object).every(isPlainJson);
}

const toArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

type Named = { type?: unknown; name?: string; guards?: unknown[] };

/** A guard by name: `'hasToken'`, `{ type: 'hasToken' }`, or `and(a, not(b))` for the combinators. */
export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  const g = guard as Named;
  if (typeof guard === 'function' && Array.isArray(g.guards)) return `${g.name}(${g.guards.map(guardName).join(', ')})`;
  if (g && typeof g === 'object' && typeof g.type === 'string') return g.type;
  return (typeof guard === 'function' && g.name) || 'inline guard';
}

/** Built-in actions carry a type (`xstate.assign`); named actions are strings or `{ type, params }`. */
function serialiseAction(action: unknown): Json {
  if (typeof action === 'string') return action;
  const a = action as Named & { params?: unknown };
  if (typeof action === 'function') return typeof a.type === 'string' ? a.type : a.name || 'inline action';
  if (a && typeof a.type === 'string') return isPlainJson(a.params) && a.params !== undefined ? { type: a.type, params: a.params } : a.type;
  return 'inline action';
}

function serialiseActions(actions: unknown): Json[] | undefined {
  const list = toArray(actions).map(serialiseAction);
  return list.length ? list : undefined;
}

/** Drops undefined fields, keeping the order in which they are listed. */
function compact(fields: [string, Json | undefined][]): { [key: string]: Json } {
  const out: { [key: string]: Json } = {};
  for (const [k, v] of fields) if (v !== undefined) out[k] = v;
  return out;
}

function serialiseTransition(t: unknown): Json {
  if (t === undefined || typeof t === 'string') return t ?? null;
  const c = t as { target?: string | string[]; guard?: unknown; actions?: unknown; reenter?: boolean; description?: string };
  const out = compact([
    ['target', c.target === undefined ? undefined : Array.isArray(c.target) ? [...c.target] : c.target],
    ['guard', c.guard === undefined ? undefined : guardName(c.guard)],
    ['actions', serialiseActions(c.actions)],
    ['reenter', c.reenter],
    ['description', c.description],
  ]);
  // A transition that only names a target reads best the way it is usually written.
  return Object.keys(out).length === 1 && typeof out.target === 'string' ? out.target : out;
}

/** `'a'`, `{ target, guard }` or a list of guarded candidates, in the order they are tried. */
function serialiseTransitions(config: unknown): Json {
  const list = Array.isArray(config) ? config : [config];
  return list.length === 1 ? serialiseTransition(list[0]) : list.map(serialiseTransition);
}

function serialiseTransitionMap(map: Record<string, unknown> | undefined): { [key: string]: Json } | undefined {
  if (!map || Object.keys(map).length === 0) return undefined;
  return Object.fromEntries(Object.entries(map).map(([event, t]) => [event, serialiseTransitions(t)]));
}

interface InvokeConfig { id?: string; src: unknown; onDone?: unknown; onError?: unknown; onSnapshot?: unknown }

function serialiseInvoke(inv: InvokeConfig): Json {
  return compact([
    ['id', inv.id],
    ['src', typeof inv.src === 'string' ? inv.src : inv.id ?? 'inline actor'],
    ['onDone', inv.onDone === undefined ? undefined : serialiseTransitions(inv.onDone)],
    ['onError', inv.onError === undefined ? undefined : serialiseTransitions(inv.onError)],
    ['onSnapshot', inv.onSnapshot === undefined ? undefined : serialiseTransitions(inv.onSnapshot)],
  ]);
}

interface NodeConfig {
  id?: string; description?: string; type?: string; history?: string; initial?: unknown; context?: unknown;
  tags?: string | string[]; entry?: unknown; exit?: unknown; invoke?: InvokeConfig | InvokeConfig[];
  on?: Record<string, unknown>; after?: Record<string, unknown>; always?: unknown; onDone?: unknown;
  meta?: unknown; states?: Record<string, NodeConfig>;
}

function serialiseNode(c: NodeConfig, isRoot: boolean): { [key: string]: Json } {
  const invokes = toArray(c.invoke).map(serialiseInvoke);
  const tags = toArray(c.tags);
  const initial = typeof c.initial === 'string' ? c.initial : (c.initial as { target?: string } | undefined)?.target;
  return compact([
    ['id', c.id],
    ['description', c.description],
    ['type', c.type],
    ['history', c.history],
    ['initial', initial],
    ['context', isRoot && c.context !== undefined && isPlainJson(c.context) ? c.context : undefined],
    ['tags', tags.length ? tags : undefined],
    ['entry', serialiseActions(c.entry)],
    ['exit', serialiseActions(c.exit)],
    ['invoke', invokes.length ? invokes : undefined],
    ['on', serialiseTransitionMap(c.on)],
    ['after', serialiseTransitionMap(c.after)],
    ['always', c.always === undefined ? undefined : serialiseTransitions(c.always)],
    ['onDone', c.onDone === undefined ? undefined : serialiseTransitions(c.onDone)],
    ['meta', c.meta !== undefined && isPlainJson(c.meta) ? c.meta : undefined],
    ['states', c.states && Object.keys(c.states).length
      ? Object.fromEntries(Object.entries(c.states).map(([k, s]) => [k, serialiseNode(s, false)]))
      : undefined],
  ]);
}

/** The machine's config made serialisable, in a fixed key order. */
export function toStatelyJson(machine: AnyStateMachine): { [key: string]: Json } {
  return serialiseNode({ ...(machine.config as NodeConfig), id: machine.id }, true);
}

export function renderStatelyJson(machine: AnyStateMachine): string {
  return `${JSON.stringify(toStatelyJson(machine), null, 2)}\n`;
}

// ---------------------------------------------------------------------------------------------
// Mermaid, drawn from the resolved state nodes so that every target is an actual state.

const mermaidWords = new Set(['state', 'end', 'note', 'direction', 'class', 'classDef', 'style', 'click', 'as', 'hide', 'default']);

function mermaidIds(machine: AnyStateMachine): Map<AnyStateNode, string> {
  const ids = new Map<AnyStateNode, string>();
  const used = new Set<string>();
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      let id = child.path.join('_').replace(/[^A-Za-z0-9_]/g, '_');
      if (/^\d/.test(id) || mermaidWords.has(id)) id = `s_${id}`;
      while (used.has(id)) id = `${id}_`;
      used.add(id);
      ids.set(child, id);
      visit(child);
    }
  };
  ids.set(machine.root, machine.id.replace(/[^A-Za-z0-9_]/g, '_'));
  used.add(ids.get(machine.root)!);
  visit(machine.root);
  return ids;
}

/** Mermaid ends a label at a newline and reads `:`, `;` and `#` specially. */
const label = (text: string) => text.replace(/[:;#\n]/g, ' ').replace(/\s+/g, ' ').trim();
const quoted = (text: string) => `"${text.replace(/"/g, "'")}"`;

/** Actors given inline (not by name in `setup`) get a generated src; they are drawn as "inline actor". */
const srcName = (src: unknown) => (typeof src === 'string' && !src.startsWith('xstate.invoke.') ? src : 'inline actor');

/** The product-level name of an event, instead of XState's internal one. */
export function eventLabel(node: AnyStateNode, eventType: string): string {
  const after = node.after.find((a) => a.eventType === eventType);
  if (after) return `after ${typeof after.delay === 'number' ? `${after.delay}ms` : after.delay}`;
  for (const [prefix, word] of [['xstate.done.actor.', 'done'], ['xstate.error.actor.', 'error'], ['xstate.snapshot.', 'snapshot']] as const) {
    if (!eventType.startsWith(prefix)) continue;
    const inv = node.invoke.find((i) => i.id === eventType.slice(prefix.length));
    return `${word} ${inv ? srcName(inv.src) : eventType.slice(prefix.length)}`;
  }
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

interface Edge { from: AnyStateNode; to: AnyStateNode; text: string }

function edgesOf(node: AnyStateNode): Edge[] {
  const edges: Edge[] = [];
  const add = (text: string, defs: readonly { target?: readonly AnyStateNode[]; guard?: unknown }[] | undefined) => {
    for (const def of defs ?? []) {
      const guard = def.guard === undefined ? '' : ` [${guardName(def.guard)}]`;
      for (const to of def.target ?? []) edges.push({ from: node, to, text: label(text + guard) });
    }
  };
  for (const [eventType, defs] of node.transitions) add(eventLabel(node, eventType), defs);
  add('always', node.always);
  return edges;
}

function renderDocument(parent: AnyStateNode, ids: Map<AnyStateNode, string>, indent: string): string[] {
  const lines: string[] = [];
  const children = Object.values(parent.states) as AnyStateNode[];
  if (parent.type !== 'parallel') {
    for (const t of parent.initial?.target ?? []) lines.push(`${indent}[*] --> ${ids.get(t)}`);
  }
  children.forEach((child, i) => {
    if (parent.type === 'parallel' && i > 0) lines.push(`${indent}--`);
    const id = ids.get(child)!;
    const name = child.type === 'history' ? `${child.key} (history)` : child.key;
    if (child.type === 'compound' || child.type === 'parallel') {
      lines.push(`${indent}state ${quoted(name)} as ${id} {`, ...renderDocument(child, ids, `${indent}  `), `${indent}}`);
    } else {
      lines.push(`${indent}state ${quoted(name)} as ${id}`);
      for (const inv of child.invoke) lines.push(`${indent}${id} : invoke ${label(srcName(inv.src))}`);
    }
  });
  for (const child of children) {
    for (const e of edgesOf(child)) lines.push(`${indent}${ids.get(e.from)} --> ${ids.get(e.to)}${e.text ? ` : ${e.text}` : ''}`);
    if (child.type === 'final') lines.push(`${indent}${ids.get(child)} --> [*]`);
  }
  return lines;
}

/** A Mermaid stateDiagram-v2 with nested and parallel states, guards in brackets. */
export function toMermaid(machine: AnyStateMachine): string {
  const ids = mermaidIds(machine);
  const root = machine.root;
  const rootEdges = edgesOf(root);
  let body: string[];
  if (rootEdges.length) {
    // Transitions of the machine itself need a box to start from.
    body = [`  state ${quoted(machine.id)} as ${ids.get(root)} {`, ...renderDocument(root, ids, '    '), '  }',
      ...rootEdges.map((e) => `  ${ids.get(e.from)} --> ${ids.get(e.to)} : ${e.text}`)];
  } else {
    body = renderDocument(root, ids, '  ');
  }
  return ['stateDiagram-v2', ...body].join('\n') + '\n';
}

// ---------------------------------------------------------------------------------------------
// The folder: one JSON and one Mermaid file per chart, and an index that embeds every diagram.

const groups = [
  { title: 'Lifecycles', folder: 'api/lifecycles', about: 'entity charts shared by the server (which enforces them) and the browser (which draws them)' },
  { title: 'Flows', folder: 'src/machines', about: "the user's side in the web app: forms, submitting, errors, the session" },
];

export function renderIndex(charts: Chart[]): string {
  const out = [
    '# Statecharts',
    '',
    'Generated by `npm run statecharts` from every chart in `api/lifecycles` and `src/machines`; do not',
    'edit by hand. `npm run statecharts:check` fails when a file here is stale. Each chart has a JSON',
    "config (`<id>.json`, for Stately Studio's import) and a Mermaid diagram (`<id>.mmd`).",
    '',
  ];
  for (const g of groups) {
    const inGroup = charts.filter((c) => c.source.startsWith(`${g.folder}/`));
    if (!inGroup.length) continue;
    out.push(`## ${g.title}`, '', `From \`${g.folder}\`: ${g.about}.`, '');
    for (const c of inGroup) out.push(`- [${c.machine.id}](#${c.machine.id.toLowerCase()})`);
    out.push('');
    for (const c of inGroup) {
      out.push(`### ${c.machine.id}`, '',
        `\`${c.exportName}\` in \`${c.source}\` · [JSON](${c.machine.id}.json) · [Mermaid](${c.machine.id}.mmd)`, '',
        '```mermaid', toMermaid(c.machine).trimEnd(), '```', '');
    }
  }
  return out.join('\n');
}

/** Every file of docs/statecharts by name. Charts are ordered by folder, then id. */
export function renderStatechartFiles(charts: Chart[]): Map<string, string> {
  const sorted = [...charts].sort((a, b) => a.machine.id.localeCompare(b.machine.id, 'en'));
  const seen = new Map<string, string>();
  for (const c of sorted) {
    const other = seen.get(c.machine.id);
    if (other) throw new Error(`two charts have the id "${c.machine.id}": ${other} and ${c.source}`);
    if (!/^[A-Za-z0-9_.-]+$/.test(c.machine.id)) throw new Error(`chart id "${c.machine.id}" in ${c.source} cannot be a file name`);
    seen.set(c.machine.id, `${c.exportName} in ${c.source}`);
  }
  const files = new Map<string, string>();
  for (const c of sorted) {
    files.set(`${c.machine.id}.json`, renderStatelyJson(c.machine));
    files.set(`${c.machine.id}.mmd`, toMermaid(c.machine));
  }
  files.set('index.md', renderIndex(sorted));
  return files;
}
