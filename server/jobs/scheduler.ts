// Background work on fixed intervals (chain blocks, deposit watching, clean-ups). A run never
// overlaps the previous run of the same job; failures are logged and the job goes on.
import type { Logger } from 'pino';

export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<void>;
}

export function createScheduler(log: Logger) {
  const jobs: Job[] = [];
  const timers: NodeJS.Timeout[] = [];
  return {
    add(job: Job) { jobs.push(job); },
    start() {
      for (const job of jobs) {
        let running = false;
        timers.push(setInterval(() => {
          if (running) return;
          running = true;
          job.run().catch((err) => log.error({ err, job: job.name }, 'job failed')).finally(() => { running = false; });
        }, job.everyMs));
      }
    },
    stop() { for (const t of timers.splice(0)) clearInterval(t); },
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;
