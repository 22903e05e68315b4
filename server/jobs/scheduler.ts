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
  /** Each job's run under way: a job found here is not started again until its run has ended. */
  const underWay = new Map<Job, Promise<void>>();
  return {
    add(job: Job) { jobs.push(job); },
    start() {
      for (const job of jobs) {
        timers.push(setInterval(() => {
          if (underWay.has(job)) return;
          underWay.set(job, job.run().catch((err) => log.error({ err, job: job.name }, 'job failed')).finally(() => underWay.delete(job)));
        }, job.everyMs));
      }
    },
    /** No run starts after this; resolves once the runs already under way have ended. */
    async stop() {
      for (const t of timers.splice(0)) clearInterval(t);
      await Promise.all(underWay.values());
    },
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;
