// Runs the operator command line (`npm run ops -- …`) as a real process against a test server's
// database, and hands back its exit code and output.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { TestServer } from './harness';

const execFileAsync = promisify(execFile);

export function runOpsCli(server: TestServer, ...args: string[]) {
  return runOpsCliWith(server, {}, ...args);
}

/** The same, with more of the environment set (keys, say). */
export async function runOpsCliWith(server: TestServer, extraEnv: Record<string, string>, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DATA_DIR: server.config.dataDir, DATABASE_URL: server.config.databaseUrl ?? '', LOG_LEVEL: 'warn', ...extraEnv };
  try {
    const { stdout, stderr } = await execFileAsync('npx', ['tsx', 'scripts/ops.ts', ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
