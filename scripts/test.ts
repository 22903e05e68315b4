// `npm test`: every suite, each run even when an earlier one failed. The standing checks (types,
//   catalogs, charts, API docs, wire index), the unit and model tests, and the server suite on SQLite
//   and again on PostgreSQL are independent: they run two at a time (the machine's two cores), each
//   one's output printed whole when it ends. Then the build (every route within its size budget)
//   and the app in Chromium, alone, since its journeys watch the clock of a real browser. Ends with
//   one line "Tests: N passed, M failed" and a non-zero exit when anything failed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const out = path.resolve('.tmp/test-results');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
const failures: string[] = [];

const seconds = (started: number) => ((Date.now() - started) / 1000).toFixed(1);

function run(label: string, cmd: string, args: string[], env: Record<string, string> = {}): boolean {
  process.stdout.write(`\n=== ${label}\n`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = res.status === 0;
  process.stdout.write(`=== ${label}: ${ok ? 'ok' : `failed (exit ${res.status ?? res.signal})`} in ${seconds(started)} s\n`);
  if (!ok) failures.push(label);
  return ok;
}

/** A suite run with `npx args`; a test suite names its JSON report, a standing check has none. */
interface Job { label: string; args: string[]; env?: Record<string, string>; report?: string }

/** Runs `npx <args>` with its output kept apart, then prints it whole; resolves to whether it passed. */
function runApart(job: Job): Promise<boolean> {
  const started = Date.now();
  const log = path.join(out, `${job.label.replace(/\W+/g, '-')}.log`);
  const file = fs.openSync(log, 'w');
  return new Promise((resolve) => {
    const child = spawn('npx', job.args, { stdio: ['ignore', file, file], env: { ...process.env, ...job.env } });
    child.on('close', (code, signal) => {
      fs.closeSync(file);
      const ok = code === 0;
      process.stdout.write(`\n=== ${job.label}\n${fs.readFileSync(log, 'utf8')}`);
      process.stdout.write(`=== ${job.label}: ${ok ? 'ok' : `failed (exit ${code ?? signal})`} in ${seconds(started)} s\n`);
      if (!ok) failures.push(job.label);
      resolve(ok);
    });
  });
}

/** Runs the jobs `width` at a time, in the order given (the longest first keeps both cores busy to the end). */
async function runSideBySide(jobs: Job[], width: number): Promise<Map<Job, boolean>> {
  const results = new Map<Job, boolean>();
  const queue = [...jobs];
  const lane = async () => { for (let job = queue.shift(); job; job = queue.shift()) results.set(job, await runApart(job)); };
  await Promise.all(Array.from({ length: width }, lane));
  return results;
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

const vitest = (report: string, ...args: string[]) => ({ report, args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args] });
// The server suite in two halves per database, so four shorter jobs balance the two lanes.
const serverHalves = (db: 'sqlite' | 'postgres', name: string): Job[] => [1, 2].map((half) => ({
  label: `server on ${name} (${half}/2)`, ...vitest(`${out}/server-${db}-${half}.json`, '--project', 'server', `--shard=${half}/2`), env: { TEST_DB: db },
}));
const suites: Job[] = [
  { label: 'unit and model tests', ...vitest(`${out}/unit.json`, '--project', 'unit', '--project', 'unit-isolated') },
  ...serverHalves('postgres', 'PostgreSQL'),
  ...serverHalves('sqlite', 'SQLite'),
  { label: 'types', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { label: 'i18n catalogs', args: ['tsx', 'scripts/i18n-check.ts'] },
  { label: 'statecharts up to date', args: ['tsx', 'scripts/statecharts.ts', '--check'] },
  { label: 'API docs up to date', args: ['tsx', 'scripts/api-docs.ts', '--check'] },
  { label: 'wire index up to date', args: ['tsx', 'scripts/wire-index.ts', '--check'] },
];
const checks = suites.filter((j) => !j.report);
const results = await runSideBySide(suites, 2);
let checksFailed = checks.filter((j) => !results.get(j)).length;
for (const job of suites) if (job.report) countVitest(job.report, job.label);

const npx = 'npx';
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
