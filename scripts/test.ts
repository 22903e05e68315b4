// `npm test`: every suite, in order, each run even when an earlier one failed:
//   the standing checks (types, catalogs, charts, API docs, wire index), unit and model tests, the server suite
//   on SQLite and again on PostgreSQL, then the build (every route within its size budget) and the app in Chromium. Ends with one line
//   "Tests: N passed, M failed" and a non-zero exit when anything failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const out = path.resolve('.tmp/test-results');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
const failures: string[] = [];

function run(label: string, cmd: string, args: string[], env: Record<string, string> = {}): boolean {
  process.stdout.write(`\n=== ${label}\n`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = res.status === 0;
  process.stdout.write(`=== ${label}: ${ok ? 'ok' : `failed (exit ${res.status ?? res.signal})`} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  if (!ok) failures.push(label);
  return ok;
}

function countVitest(file: string, label: string) {
  if (!fs.existsSync(file)) { failed += 1; failures.push(`${label}: no report`); return; }
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + r.numPendingTests + (r.numTodoTests ?? 0);
  if (r.numTotalTests === 0) { failed += 1; failures.push(`${label}: ran no test`); }
}

function countPlaywright(file: string) {
  if (!fs.existsSync(file)) { failed += 1; failures.push('e2e: no report'); return; }
  const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats;
  passed += s.expected;
  failed += s.unexpected + s.flaky + s.skipped;
  if (s.expected + s.unexpected + s.flaky === 0) { failed += 1; failures.push('e2e: ran no test'); }
}

const npx = 'npx';
const checks: Array<[string, string[]]> = [
  ['types', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['i18n catalogs', ['tsx', 'scripts/i18n-check.ts']],
  ['statecharts up to date', ['tsx', 'scripts/statecharts.ts', '--check']],
  ['API docs up to date', ['tsx', 'scripts/api-docs.ts', '--check']],
  ['wire index up to date', ['tsx', 'scripts/wire-index.ts', '--check']],
];
let checksFailed = 0;
for (const [label, args] of checks) if (!run(label, npx, args)) checksFailed += 1;

const vitest = (file: string) => ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
run('unit and model tests', npx, [...vitest(`${out}/unit.json`), '--project', 'unit']);
countVitest(`${out}/unit.json`, 'unit');
run('server on SQLite', npx, [...vitest(`${out}/server-sqlite.json`), '--project', 'server'], { TEST_DB: 'sqlite' });
countVitest(`${out}/server-sqlite.json`, 'server on SQLite');
run('server on PostgreSQL', npx, [...vitest(`${out}/server-postgres.json`), '--project', 'server'], { TEST_DB: 'postgres' });
countVitest(`${out}/server-postgres.json`, 'server on PostgreSQL');

if (run('web build', npx, ['vite', 'build', '--logLevel', 'warn'])) {
  if (!run('every route within its JavaScript budget', npx, ['tsx', 'scripts/bundle-size.ts'])) checksFailed += 1;
  run('browser end to end', npx, ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/e2e.json` });
  countPlaywright(`${out}/e2e.json`);
} else {
  failed += 1;
}

process.stdout.write(`\nchecks: ${checks.length + 1 - checksFailed} passed, ${checksFailed} failed\n`);
if (failures.length) process.stdout.write(`failing: ${failures.join('; ')}\n`);
process.stdout.write(`Tests: ${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 || failures.length > 0 ? 1 : 0);
