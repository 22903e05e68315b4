// No file of ours reaches itself through its imports: type-only imports (`import type`, and
// `import('x').T` types) and dynamic `import()` count too, since a cycle of types still ties the
// files into one piece that must be read, and changed, together.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cyclesOf, importGraph, root, sourceFiles } from './import-graph';

const folders = ['server', 'api', 'src', 'scripts'];

/** One file path around each cycle, named relative to `base`, e.g. `a.ts → b.ts → a.ts`. */
function describeCycles(graph: Map<string, string[]>, base: string): string[] {
  return cyclesOf(graph).map((group) => {
    const members = new Set(group);
    const start = group[0];
    // Breadth-first from the start back to itself, inside the group: the shortest way round.
    const from = new Map<string, string>();
    const queue = [start];
    let last: string | null = null;
    while (queue.length && !last) {
      const file = queue.shift()!;
      for (const next of graph.get(file) ?? []) {
        if (next === start) { last = file; break; }
        if (members.has(next) && !from.has(next)) { from.set(next, file); queue.push(next); }
      }
    }
    const way = [start];
    for (let f = last; f && f !== start; f = from.get(f)!) way.splice(1, 0, f);
    const rel = (f: string) => path.relative(base, f);
    return `${[...way, start].map(rel).join(' → ')}${group.length > way.length ? ` (and ${group.length - way.length} more files in the cycle)` : ''}`;
  });
}

describe('import cycles', () => {
  // It reads and parses every source file: seconds on a busy machine, beyond the 5 s default.
  it('finds none in server/, api/, src/ and scripts/, type-only imports included', { timeout: 60_000 }, () => {
    const files = folders.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    expect(describeCycles(importGraph(files, { typeOnly: true }), root)).toEqual([]);
  });

  it('names a cycle closed by a type-only import or a dynamic import', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b';\nexport interface A { b: B }\n");
      fs.writeFileSync(path.join(dir, 'b.ts'), "import { c } from './c';\nexport interface B { c: typeof c }\n");
      fs.writeFileSync(path.join(dir, 'c.ts'), "export const c = 1;\nexport type A = import('./a').A;\n");
      fs.writeFileSync(path.join(dir, 'd.ts'), "export const load = () => import('./e');\n");
      fs.writeFileSync(path.join(dir, 'e.ts'), "import type { X } from './d';\nexport const e = 1;\n");
      fs.writeFileSync(path.join(dir, 'f.ts'), "import { c } from './c';\nexport const f = c;\n");
      const files = ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => path.join(dir, `${n}.ts`));
      expect(describeCycles(importGraph(files, { typeOnly: true }), dir).sort()).toEqual(['a.ts → b.ts → c.ts → a.ts', 'd.ts → e.ts → d.ts']);
      // Counting only what runs (the count this test replaced), both cycles vanish: they are closed by types.
      expect(describeCycles(importGraph(files, { typeOnly: false }), dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
