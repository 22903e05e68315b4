// Main-thread work after the first paint of the prerendered pages, from a Chromium trace: a
// steadier figure than Lighthouse's Total Blocking Time on a shared machine, since it counts the
// renderer's own thread time in each task rather than wall time under simulated throttling.
//
//   npx tsx bench/first-screen-trace.ts http://127.0.0.1:8080 [http://127.0.0.1:8081 …] [--loads 5] [--paths /,/market]
//
// Each base address is a running platform (`DEMO=1`, serving one build); with several, the loads
// alternate between them in turn, so a change in the machine's load falls on each alike. A load is
// a fresh phone-sized page (412×823, as Lighthouse's mobile preset), traced from navigation until
// the network has been idle and two more seconds have passed. Of the renderer's main-thread tasks
// that start after the first contentful paint, each task's thread time is taken 4x (the mobile preset's CPU slowdown)
// and what lies beyond 50 ms is summed, as Lighthouse sums Total Blocking Time.
import { chromium, type Browser } from 'playwright';
import { round } from './stats';

interface TraceEvent { name: string; ph: string; ts: number; tdur?: number; pid: number; tid: number; args?: { name?: string; data?: { documentLoaderURL?: string } } }

const slowdown = 4;
const longTaskMs = 50;

export interface LoadFigures { blockingMs: number; mainThreadMs: number; longestMs: number; fcpMs: number }

/** The figures of one trace: tasks of the page's main thread after its first contentful paint. */
export function figuresOf(events: TraceEvent[]): LoadFigures {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('the trace has no first contentful paint');
  const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === fcp.pid && e.args?.data?.documentLoaderURL);
  const mainTid = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === fcp.pid && e.args?.name === 'CrRendererMain')?.tid;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === fcp.pid && e.tid === mainTid && e.ts >= fcp.ts);
  // Thread time, not wall time: a task the machine's other work preempted is not counted longer.
  const durationsMs = tasks.map((t) => (t.tdur ?? 0) / 1000);
  return {
    blockingMs: round(durationsMs.reduce((sum, d) => sum + Math.max(0, d * slowdown - longTaskMs), 0), 0),
    mainThreadMs: round(durationsMs.reduce((sum, d) => sum + d, 0), 0),
    longestMs: round(Math.max(0, ...durationsMs), 1),
    fcpMs: round((fcp.ts - (navigation?.ts ?? fcp.ts)) / 1000, 0),
  };
}

async function traceLoad(browser: Browser, url: string): Promise<LoadFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'en-US' });
  const page = await context.newPage();
  try {
    await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel', 'loading', 'blink.user_timing', 'disabled-by-default-devtools.timeline'] });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return figuresOf(trace.traceEvents);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => { const i = args.indexOf(name); return i < 0 ? undefined : args.splice(i, 2)[1]; };
  const loads = Number(option('--loads') ?? 5);
  const paths = (option('--paths') ?? '/,/market').split(',');
  const bases = args.length > 0 ? args : ['http://127.0.0.1:8080'];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const results = new Map<string, LoadFigures[]>();
  try {
    for (let i = 0; i < loads; i++) {
      for (const path of paths) {
        for (const base of bases) {
          const key = `${base}${path}`;
          results.set(key, [...(results.get(key) ?? []), await traceLoad(browser, key)]);
        }
      }
    }
  } finally {
    await browser.close();
  }
  for (const [key, runs] of results) {
    console.log(JSON.stringify({
      page: key,
      loads: runs.length,
      blockingMs: median(runs.map((r) => r.blockingMs)),
      mainThreadMs: median(runs.map((r) => r.mainThreadMs)),
      longestMs: median(runs.map((r) => r.longestMs)),
      fcpMs: median(runs.map((r) => r.fcpMs)),
      eachBlockingMs: runs.map((r) => r.blockingMs),
    }));
  }
}

await main();
