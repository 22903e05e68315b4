// `npm start`: builds the web app when its sources are newer than the build, then starts the
// platform on the embedded default (SQLite in ./data, demo mode on unless DEMO is set).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

const built = path.resolve('dist/index.html');
const sources = Math.max(newestMtime('src'), newestMtime('api'), newestMtime('public'), fs.statSync('index.html').mtimeMs);
if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sources) {
  process.stdout.write('building the web app…\n');
  const res = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

// The server runs in this process, so SIGTERM from npm or a supervisor reaches it directly.
process.env.DEMO ??= '1';
await import('../server/main');
