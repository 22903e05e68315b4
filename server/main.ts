// Starts the platform: `listening on http://HOST:PORT` when ready, clean stop on SIGTERM and SIGINT.
import { loadConfig } from './config';
import { buildPlatform } from './app';

const config = loadConfig();
const platform = await buildPlatform({ config });
await platform.app.listen({ port: config.port, host: config.host });
platform.scheduler.start();
process.stdout.write(`listening on http://${config.host}:${config.port}\n`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  platform.deps.log.info({ signal }, 'stopping');
  await platform.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
