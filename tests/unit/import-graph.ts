// The import graph of our own source files, read with the TypeScript parser: the boundary tests
// (what a folder may reach) and the cycle test (nothing reaches itself) walk the same edges.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The file a relative specifier names (`./x` as x.ts, x.tsx or x/index.ts), or null for assets and packages. */
export function resolveRelative(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

export interface ImportOptions {
  /** Count `import type`, `export type` and `import('x').T` (they vanish at build, but still tie files together). */
  typeOnly: boolean;
}

/** Every specifier a file imports: static, re-exports, dynamic `import()` and `import('x').T` types. */
export function importsOf(source: ts.SourceFile, { typeOnly }: ImportOptions): string[] {
  const specs: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      if (typeOnly || !node.importClause?.isTypeOnly) specs.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      if (typeOnly || !node.isTypeOnly) specs.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      specs.push(node.arguments[0].text);
    } else if (typeOnly && ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      specs.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specs;
}

export function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** The .ts/.tsx files under a folder of the repository, absolute paths. */
export function sourceFiles(dir: string): string[] {
  const abs = path.join(root, dir);
  return fs.readdirSync(abs, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.split(path.sep).includes('node_modules'))
    .map((name) => path.join(abs, name));
}

/** Edges from each file to the files it imports relatively. */
export function importGraph(files: string[], options: ImportOptions): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsOf(parse(file), options)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => resolveRelative(file, spec))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected groups of more than one file (or a file importing itself): each is a cycle. */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (file: string) => {
    order.set(file, index); low.set(file, index); index += 1;
    stack.push(file); onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!order.has(next)) { connect(next); low.set(file, Math.min(low.get(file)!, low.get(next)!)); }
      else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, order.get(next)!));
    }
    if (low.get(file) === order.get(file)) {
      const group: string[] = [];
      let member: string;
      do { member = stack.pop()!; onStack.delete(member); group.push(member); } while (member !== file);
      if (group.length > 1 || (graph.get(file) ?? []).includes(file)) groups.push(group.sort());
    }
  };
  for (const file of graph.keys()) if (!order.has(file)) connect(file);
  return groups;
}
