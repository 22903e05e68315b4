// Latency summaries for benchmarks: percentiles over recorded samples in milliseconds.

/** `n` to `places` decimals, for figures in a report. */
export const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;

/** CPU time used over wall time (1 = one core busy the whole time). */
export const cpuShare = (used: NodeJS.CpuUsage, wallMs: number) => round((used.user + used.system) / 1000 / wallMs);
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)];
}

export function summarise(samplesMs: number[], wallMs: number) {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  return {
    count: sorted.length,
    perSecond: round((sorted.length / wallMs) * 1000),
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? NaN),
  };
}

/** Runs `total` operations from `concurrency` loops; returns each operation's latency. */
export async function closedLoop(concurrency: number, total: number, op: (i: number) => Promise<void>) {
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < total) {
      const i = next++;
      const t = performance.now();
      await op(i);
      samples.push(performance.now() - t);
    }
  }));
  return { samples, wallMs: performance.now() - started };
}
