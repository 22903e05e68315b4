// Starts the platform: `listening on http://HOST:PORT` when ready, clean stop on SIGTERM and SIGINT.
import { loadConfig } from './config';
import { buildPlatform } from './app';
import { ReplayFileError } from './feeds/replay-feed';
import { clockFromEnv } from './test-clock';

/** A mistake in the configuration or the replay file stops the start with its message alone. */
function refuseToStart(err: unknown): never {
  process.stderr.write(`cannot start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}

let config: ReturnType<typeof loadConfig>;
try { config = loadConfig(); } catch (err) { refuseToStart(err); }
const platform = await buildPlatform({ config, clock: clockFromEnv(process.env) }).catch((err: unknown) => {
  if (err instanceof ReplayFileError) refuseToStart(err);
  throw err;
});
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
