// Background work on fixed intervals (chain blocks, deposit watching, clean-ups). A run never
// overlaps the previous run of the same job; failures are logged and the job goes on. Stopping
// waits for the runs under way, so that none is left writing to a database being closed.
import type { Logger } from 'pino';

export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<void>;
}

export function createScheduler(log: Logger) {
  const jobs: Job[] = [];
  const timers: NodeJS.Timeout[] = [];
  const underWay = new Set<Promise<void>>();
  return {
    add(job: Job) { jobs.push(job); },
    start() {
      for (const job of jobs) {
        let running = false;
        timers.push(setInterval(() => {
          if (running) return;
          running = true;
          const run = job.run().catch((err) => log.error({ err, job: job.name }, 'job failed')).finally(() => {
            running = false;
            underWay.delete(run);
          });
          underWay.add(run);
        }, job.everyMs));
      }
    },
    /** No run starts after this; resolves once the runs already under way have ended. */
    async stop() {
      for (const t of timers.splice(0)) clearInterval(t);
      await Promise.all(underWay);
    },
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;
