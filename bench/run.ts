export {};

// `npm run bench [-- <name>] [--json] [--<option> <number>]`: runs the named benchmark (or all) and
// prints its figures. A numeric option goes to the benchmark (`npm run bench -- settle --n 10000`).
const benchmarks: Record<string, () => Promise<{ run: (opts?: Record<string, number>) => Promise<unknown> }>> = {
  login: () => import('./login'),
  engine: () => import('./engine'),
  'orders-http': () => import('./orders-http'),
  ws: () => import('./ws'),
  risk: () => import('./risk'),
  settle: () => import('./settle'),
  proof: () => import('./proof'),
};

const args = process.argv.slice(2);
const json = args.includes('--json');
const options: Record<string, number> = {};
const names: string[] = [];
for (let i = 0; i < args.length; i += 1) {
  const a = args[i];
  const option = /^--([a-zA-Z]+)(?:=(.*))?$/.exec(a);
  if (!option) { names.push(a); continue; }
  if (option[1] === 'json') continue;
  const text = option[2] ?? args[++i];
  const value = Number(text);
  if (text === undefined || !Number.isFinite(value)) {
    process.stderr.write(`--${option[1]} takes a number\n`);
    process.exit(2);
  }
  options[option[1]] = value;
}
const selected = names.length ? names : Object.keys(benchmarks);

const results: unknown[] = [];
for (const name of selected) {
  const load = benchmarks[name];
  if (!load) {
    process.stderr.write(`unknown benchmark ${name}; known: ${Object.keys(benchmarks).join(', ')}\n`);
    process.exit(2);
  }
  const result = await (await load()).run(Object.keys(options).length ? options : undefined);
  results.push(result);
  if (!json) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}
if (json) process.stdout.write(`${JSON.stringify(results)}\n`);
process.exit(0);
