// `npm run statecharts`: finds every chart (api/lifecycles/*.lifecycle.ts, src/machines/*.machine.ts
// and *.flow.ts), imports it and writes docs/statecharts. `--check` only compares and exits 1 when
// a file is stale, missing or left over from a chart that no longer exists.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMachine, renderStatechartFiles, type Chart } from './statecharts-lib';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'docs/statecharts');
const sources = [
  { dir: 'api/lifecycles', pattern: /\.lifecycle\.ts$/ },
  { dir: 'src/machines', pattern: /\.(machine|flow)\.ts$/ },
];

async function findCharts(): Promise<Chart[]> {
  const charts: Chart[] = [];
  for (const { dir, pattern } of sources) {
    const files = fs.readdirSync(path.join(root, dir)).filter((f) => pattern.test(f)).sort();
    for (const file of files) {
      const source = `${dir}/${file}`;
      const mod: Record<string, unknown> = await import(pathToFileURL(path.join(root, source)).href);
      const seen = new Set<unknown>();
      for (const [exportName, value] of Object.entries(mod).sort(([a], [b]) => a.localeCompare(b, 'en'))) {
        if (!isMachine(value) || seen.has(value)) continue;
        seen.add(value);
        charts.push({ machine: value, source, exportName });
      }
    }
  }
  return charts;
}

const check = process.argv.includes('--check');
const files = renderStatechartFiles(await findCharts());
const onDisk = fs.existsSync(outDir) ? fs.readdirSync(outDir).filter((f) => /\.(json|mmd|md)$/.test(f)) : [];
const leftOver = onDisk.filter((f) => !files.has(f)).sort();

if (check) {
  const problems: string[] = [];
  for (const [name, content] of files) {
    const file = path.join(outDir, name);
    if (!fs.existsSync(file)) problems.push(`missing: docs/statecharts/${name}`);
    else if (fs.readFileSync(file, 'utf8') !== content) problems.push(`stale: docs/statecharts/${name}`);
  }
  for (const name of leftOver) problems.push(`no longer generated: docs/statecharts/${name}`);
  if (problems.length) {
    process.stderr.write(`${problems.join('\n')}\nRun \`npm run statecharts\` to regenerate.\n`);
    process.exit(1);
  }
  process.stdout.write(`docs/statecharts is up to date (${(files.size - 1) / 2} charts)\n`);
} else {
  fs.mkdirSync(outDir, { recursive: true });
  for (const name of leftOver) fs.rmSync(path.join(outDir, name));
  let written = 0;
  for (const [name, content] of files) {
    const file = path.join(outDir, name);
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) continue;
    fs.writeFileSync(file, content);
    written++;
  }
  process.stdout.write(`docs/statecharts: ${(files.size - 1) / 2} charts, ${written} files written, ${leftOver.length} removed\n`);
}
