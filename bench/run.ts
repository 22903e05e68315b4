export {};

// `npm run bench [-- <name>] [--json]`: runs the named benchmark (or all) and prints its figures.
const benchmarks: Record<string, () => Promise<{ run: () => Promise<unknown> }>> = {
  login: () => import('./login'),
  engine: () => import('./engine'),
  'orders-http': () => import('./orders-http'),
  ws: () => import('./ws'),
  risk: () => import('./risk'),
};

const args = process.argv.slice(2);
const json = args.includes('--json');
const names = args.filter((a) => !a.startsWith('--'));
const selected = names.length ? names : Object.keys(benchmarks);

const results: unknown[] = [];
for (const name of selected) {
  const load = benchmarks[name];
  if (!load) {
    process.stderr.write(`unknown benchmark ${name}; known: ${Object.keys(benchmarks).join(', ')}\n`);
    process.exit(2);
  }
  const result = await (await load()).run();
  results.push(result);
  if (!json) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}
if (json) process.stdout.write(`${JSON.stringify(results)}\n`);
process.exit(0);
