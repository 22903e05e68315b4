// Before the end-to-end run: builds the web app when dist/ is missing or older than its sources
// (and the build's own plugins),
// starts a real SMTP catcher and the real platform (fresh data dir, demo mode, mail over SMTP,
// serving a copy of dist/),
// and hands their addresses to the tests through the environment. The returned function stops
// both and removes the data dir.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMailCatcher } from './support/mail-catcher';
import { freePort, stop, waitUntilListening } from './support/platform-process';

const root = path.resolve(import.meta.dirname, '../..');

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newestMtime(path.join(p, name))));
}

function buildWebAppIfStale() {
  const built = path.join(root, 'dist/index.html');
  const sources = Math.max(...['src', 'api', 'public', 'index.html', 'vite.config.ts', 'scripts/vite-precompress.ts', 'scripts/vite-precompile-messages.ts'].map((p) => newestMtime(path.join(root, p))));
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= sources) return;
  const res = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) throw new Error('the web app did not build');
}

export default async function globalSetup() {
  buildWebAppIfStale();
  const mail = await startMailCatcher();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-e2e-'));
  // The platform serves a copy of dist/, so a rebuild during the run cannot pull files away.
  const webRoot = path.join(dataDir, 'web');
  fs.cpSync(path.join(root, 'dist'), webRoot, { recursive: true });
  const port = await freePort();
  const platform = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // The platform checks every answer against the contract's data schema in tests.
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO: '1',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}?ignoreTLS=true`,
      CHAIN_AUTOMINE: '1',
      WEB_ROOT: webRoot,
      // Every simulated user of the suite comes from this one IP.
      CODE_RATE_LIMIT_PER_HOUR: '1000',
    },
  });
  const teardown = async () => {
    await stop(platform);
    await mail.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    process.env.E2E_BASE_URL = await waitUntilListening(platform, 60_000);
    process.env.E2E_MAIL_URL = mail.httpUrl;
    // Tests that arrange what only the command line can (an operator account) run it on this data dir.
    process.env.E2E_DATA_DIR = dataDir;
  } catch (err) {
    await teardown();
    throw err;
  }
  // Keep reading the platform's output so a full pipe never blocks it; show its warnings.
  platform.stdout?.resume();
  platform.stderr?.on('data', (d: Buffer) => process.stderr.write(d));
  return teardown;
}
