// The server's layers (DESIGN §4): http is the outer edge: it calls the modules, the modules never
// call it. What both use sits below them, in core/ (failures, server-side messages) and db/
// (the executor, tables' rows). Type-only imports count: a type from http ties a module to the wire.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, importsOf, parse, root, sourceFiles } from './import-graph';

const serverFiles = sourceFiles('server');
const graph = importGraph(serverFiles, { typeOnly: true });
const rel = (file: string) => path.relative(root, file);
const under = (folder: string) => (file: string) => rel(file).startsWith(`server/${folder}/`);

/** `file → target` for each import of a file matching `from` into a file matching `to`. */
function edges(from: (file: string) => boolean, to: (file: string) => boolean): string[] {
  return serverFiles.filter(from).flatMap((file) => (graph.get(file) ?? []).filter(to).map((target) => `${rel(file)} → ${rel(target)}`));
}

/** A module's `*.routes.ts` binds its functions to the contract: it may name the handler shape, as a type. */
function isRouteBinding(edge: string): boolean {
  const [file, target] = edge.split(' → ');
  if (!/^server\/modules\/[^/]+\/[^/]+\.routes\.ts$/.test(file) || target !== 'server/http/handler.ts') return false;
  return !importsOf(parse(path.join(root, file)), { typeOnly: false }).some((spec) => spec.endsWith('/http/handler'));
}

describe('server layers', () => {
  it('finds the layers', () => {
    expect(serverFiles.filter(under('http')).length).toBeGreaterThan(5);
    expect(serverFiles.filter(under('core')).length).toBeGreaterThan(0);
  });

  it('nothing outside http/, app.ts and main.ts imports http/ (a module\'s routes file may name the handler type)', () => {
    const outside = (file: string) => !under('http')(file) && !['server/app.ts', 'server/main.ts'].includes(rel(file));
    expect(edges(outside, under('http')).filter((e) => !isRouteBinding(e))).toEqual([]);
  });

  it('core/ imports only api/ and core/', () => {
    const uses = serverFiles.filter(under('core')).flatMap((file) => importsOf(parse(file), { typeOnly: true })
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => path.relative(root, path.resolve(path.dirname(file), spec)))
      .filter((target) => !target.startsWith('api/') && !target.startsWith('server/core/'))
      .map((target) => `${rel(file)} → ${target}`));
    expect(uses).toEqual([]);
  });

  it('db/ imports no module, wire or stream (but seed.ts, which runs the modules\' seeds at start)', () => {
    const fromDb = (file: string) => under('db')(file) && rel(file) !== 'server/db/seed.ts';
    expect(edges(fromDb, (f) => ['modules', 'http', 'ws', 'core'].some((l) => under(l)(f)) || rel(f) === 'server/deps.ts')).toEqual([]);
  });

  it('only the edge (app.ts, http/, ws/) imports app-deps.ts, the runtime at its full type', () => {
    const edge = (file: string) => under('http')(file) || under('ws')(file) || rel(file) === 'server/app.ts';
    expect(edges((f) => !edge(f), (f) => rel(f) === 'server/app-deps.ts')).toEqual([]);
  });
});
