// Flow charts stay free of the view and the wire (CONVENTIONS): nothing under src/machines may
// import React, Chakra, axios or the DOM, directly or through a relative module it imports, nor
// touch window, document or browser storage. Type-only imports are fine: they vanish at build.
// Views stay off the wire (DESIGN §4, §5): nothing under src/screens or src/components imports the
// API client (src/services/api.ts) or the server's catalogs (api/messages), not even for a type;
// they reach the wire through the bindings of their area in src/services/<area>.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { importsOf, parse, resolveRelative, root } from './import-graph';

const machinesDir = path.join(root, 'src/machines');
const viewDirs = ['src/screens', 'src/components'].map((dir) => path.join(root, dir));
const apiClientFile = path.join(root, 'src/services/api.ts');
const serverCatalogsDir = path.join(root, 'api/messages');
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

/** Every module a view names in an import or re-export (type-only ones included), and its own calls of a client. */
function scanView(file: string, text: string): { specs: string[]; calls: string[] } {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const specs: string[] = [];
  const calls: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) specs.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0])) specs.push(node.arguments[0].text);
    else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'client'
      && ['call', 'upload', 'download'].includes(node.name.text)) calls.push(`client.${node.name.text}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { specs, calls };
}

/** The wire a view reaches by itself: the API client, the server's catalogs, or a call of its own. */
function checkView(file: string, text = fs.readFileSync(file, 'utf8')): string[] {
  const problems: string[] = [];
  const { specs, calls } = scanView(file, text);
  for (const spec of specs) {
    if (!spec.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), spec);
    if (target === apiClientFile || `${target}.ts` === apiClientFile) problems.push(`imports the API client (${spec})`);
    else if (target === serverCatalogsDir || target.startsWith(serverCatalogsDir + path.sep)) problems.push(`imports the server's catalogs (${spec})`);
  }
  for (const call of new Set(calls)) problems.push(`calls ${call}`);
  return problems;
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

const viewFiles = viewDirs.flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.tsx?$/.test(name))
  .map((name) => path.join(dir, name)));

describe('import boundary of src/screens and src/components', () => {
  it('finds the views', () => {
    expect(viewFiles.map((f) => path.basename(f))).toEqual(expect.arrayContaining(['WithdrawScreen.tsx', 'LoadFailure.tsx']));
  });

  it.each(viewFiles.map((f) => [path.relative(root, f), f]))('%s reaches the wire only through src/services/<area>', (_name, file) => {
    expect(checkView(file)).toEqual([]);
  });

  it('catches a view that imports the client, even for a type, a server catalog, or calls the wire itself', () => {
    const file = path.join(root, 'src/screens/example/ExampleScreen.tsx');
    const text = [
      "import type { ApiClient } from '../../services/api';",
      "import english from '../../../api/messages/en.json';",
      "import { streamActor } from '../../services/market-stream';",
      "import { loadBalancesWith } from '../../services/funds';",
      "export const load = (client: ApiClient) => client.call('getAsset2', {});",
      'export const keep = [english, streamActor, loadBalancesWith];',
    ].join('\n');
    expect(checkView(file, text)).toEqual([
      'imports the API client (../../services/api)',
      "imports the server's catalogs (../../../api/messages/en.json)",
      'calls client.call',
    ]);
  });
});
