// Running the platform as its own process for the end-to-end tests: a free port, waiting for its
// "listening on" line, and stopping it (SIGTERM, then SIGKILL after 10 s).
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Resolves with the URL the platform prints once it listens; rejects if it exits first. */
export function waitUntilListening(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`the platform did not start within ${timeoutMs} ms\n${err}`)), timeoutMs);
    child.stderr?.on('data', (d: Buffer) => { err = (err + d.toString()).slice(-4000); });
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = out.match(/listening on (http:\/\/\S+)/);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the platform exited with code ${code} before listening\n${err}`));
    });
  });
}

export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
