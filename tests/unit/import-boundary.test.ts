// Flow charts stay free of the view and the wire (CONVENTIONS): nothing under src/machines may
// import React, Chakra, axios or the DOM, directly or through a relative module it imports, nor
// touch window, document or browser storage. Type-only imports are fine: they vanish at build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { importsOf, parse, resolveRelative, root } from './import-graph';

const machinesDir = path.join(root, 'src/machines');
const forbiddenPackages = [/^react$/, /^react\//, /^react-dom(\/|$)/, /^@chakra-ui\//, /^axios(\/|$)/, /^@xstate\/react(\/|$)/, /^react-router/];
const forbiddenGlobals = new Set(['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location']);

interface Finding { file: string; problem: string }

/** Runtime imports of a file (static, re-exports and dynamic), and the globals it reads. */
function scan(file: string): { imports: string[]; globals: string[] } {
  const source = parse(file);
  const globals: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && forbiddenGlobals.has(node.text)) {
      // A property named like a global (`context.location`) or a declared name is not the global.
      const parent = node.parent;
      const isPropertyName = (ts.isPropertyAccessExpression(parent) && parent.name === node) || (ts.isPropertyAssignment(parent) && parent.name === node)
        || ts.isPropertySignature(parent) || ts.isPropertyDeclaration(parent) || ts.isBindingElement(parent) || ts.isParameter(parent)
        || ts.isVariableDeclaration(parent) || ts.isShorthandPropertyAssignment(parent) || ts.isMethodDeclaration(parent);
      if (!isPropertyName) globals.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { imports: importsOf(source, { typeOnly: false }), globals };
}

function check(entry: string): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const rel = path.relative(root, file);
    const { imports, globals } = scan(file);
    for (const g of new Set(globals)) findings.push({ file: rel, problem: `uses ${g}` });
    for (const spec of imports) {
      if (spec.startsWith('.')) {
        const target = resolveRelative(file, spec);
        // JSON and other assets carry no code.
        if (target) queue.push(target);
      } else if (forbiddenPackages.some((p) => p.test(spec))) {
        findings.push({ file: rel, problem: `imports ${spec}` });
      }
    }
  }
  return findings.map((f) => (f.file === path.relative(root, entry) ? f : { ...f, problem: `${f.problem} (reached from ${path.relative(root, entry)})` }));
}

const machineFiles = fs.readdirSync(machinesDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.tsx?$/.test(name))
  .map((name) => path.join(machinesDir, name));

describe('import boundary of src/machines', () => {
  it('finds the charts', () => {
    expect(machineFiles.map((f) => path.basename(f))).toEqual(expect.arrayContaining(['session.machine.ts', 'resource.flow.ts']));
  });

  it.each(machineFiles.map((f) => [path.relative(root, f), f]))('%s imports no view, wire or DOM', (_name, file) => {
    expect(check(file)).toEqual([]);
  });

  it('catches a chart that imports React, axios or touches the DOM', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boundary-'));
    try {
      const bad = path.join(dir, 'bad.flow.ts');
      const helper = path.join(dir, 'helper.ts');
      fs.writeFileSync(helper, "import axios from 'axios';\nexport const get = axios.get;\n");
      fs.writeFileSync(bad, [
        "import { useState } from 'react';",
        "import type { Actor } from 'xstate';",
        "import { get } from './helper';",
        'export const token = () => localStorage.getItem("token") ?? window.name;',
        'export const safe = (context: { location: string }) => context.location;',
      ].join('\n'));
      const problems = check(bad).map((f) => f.problem);
      expect(problems).toEqual(expect.arrayContaining([
        'imports react', 'uses localStorage', 'uses window', expect.stringMatching(/^imports axios \(reached from/),
      ]));
      expect(problems.some((p) => p.includes('location'))).toBe(false);
      expect(problems.some((p) => p.includes('xstate'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
