// `npm run dev`: the platform on :8080 (demo mode) and Vite with hot reload on :5173, which
// forwards /web and /ws to the platform.
import { spawn } from 'node:child_process';

const server = spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DEMO: process.env.DEMO ?? '1', WEB_ROOT: process.env.WEB_ROOT ?? './no-web-build' },
});
const vite = spawn('npx', ['vite'], { stdio: 'inherit' });
const stop = () => { server.kill('SIGTERM'); vite.kill('SIGTERM'); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vite.on('exit', stop);
