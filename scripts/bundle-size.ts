// `npm run bundle-size`: the JavaScript a visitor's browser loads for the home route before it can
// render (the entry chunk, the home screen's chunk and their static imports), in kB gzip, from the
// build manifest. Budget: 250 kB. Exits 1 over budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface Chunk { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; src?: string }

const BUDGET_KB = 250;
const manifest: Record<string, Chunk> = JSON.parse(fs.readFileSync('dist/.vite/manifest.json', 'utf8'));

function closure(key: string, seen: Set<string>) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
}

const chunks = new Set<string>();
closure('index.html', chunks);
const home = Object.keys(manifest).find((k) => k.endsWith('src/app/areas/home-area.ts'));
if (!home) throw new Error('no home screen chunk in the manifest');
closure(home, chunks);

let total = 0;
for (const key of chunks) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const kb = zlib.gzipSync(fs.readFileSync(path.join('dist', file))).length / 1024;
  total += kb;
  process.stdout.write(`${kb.toFixed(1).padStart(7)} kB  ${file}\n`);
}
process.stdout.write(`home route initial JavaScript: ${total.toFixed(1)} kB gzip (budget ${BUDGET_KB})\n`);
process.exit(total > BUDGET_KB ? 1 : 0);
