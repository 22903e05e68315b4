// `npm run bundle-size`: the JavaScript a visitor's browser loads before a route can render, for
// every route, in kB gzip, from the build manifest. Routes load their screens by area (one chunk
// entry per file in src/app/areas), so the initial JavaScript of any route is the entry chunk with
// its static imports plus its area's chunk with its static imports; each area is reported once for
// all of its routes. Budget: 250 kB gzip. Exits 1 when any area is over.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface Chunk { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; src?: string }

const BUDGET_KB = 250;
const dist = process.argv[2] ?? 'dist';
const manifest: Record<string, Chunk> = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** The chunk and every chunk it imports statically (loaded before it runs). */
function withStaticImports(key: string, into = new Set<string>()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) withStaticImports(dep, into);
  return into;
}

const gzipKb = new Map<string, number>();
function jsKb(keys: Set<string>) {
  let total = 0;
  for (const key of keys) {
    const file = manifest[key].file;
    if (!file.endsWith('.js')) continue;
    if (!gzipKb.has(file)) gzipKb.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024);
    total += gzipKb.get(file)!;
  }
  return total;
}

const entry = withStaticImports('index.html');
const areas = Object.keys(manifest).filter((k) => /^src\/app\/areas\/[^/]+\.ts$/.test(k)).sort();
if (areas.length === 0) throw new Error('no area chunks in the manifest: has the router stopped loading areas lazily?');

process.stdout.write(`entry with its static imports: ${jsKb(entry).toFixed(1)} kB gzip\n`);
const over: string[] = [];
for (const area of areas) {
  const kb = jsKb(withStaticImports(area, new Set(entry)));
  const name = path.basename(area, '.ts');
  if (kb > BUDGET_KB) over.push(name);
  process.stdout.write(`${kb.toFixed(1).padStart(7)} kB  ${name}${kb > BUDGET_KB ? `  over the budget by ${(kb - BUDGET_KB).toFixed(1)} kB` : ''}\n`);
}
process.stdout.write(over.length === 0
  ? `every route's initial JavaScript is within ${BUDGET_KB} kB gzip (${areas.length} areas)\n`
  : `over ${BUDGET_KB} kB gzip: ${over.join(', ')}\n`);
process.exit(over.length === 0 ? 0 : 1);
