// Per-IP request budget in fixed one-minute windows. Generous enough that a person never meets it;
// per-account limits (login failures, code requests) live in the auth module.
export function createRateLimiter(opts: { perMinute: number; now: () => number }) {
  let windowStart = opts.now();
  let counts = new Map<string, number>();
  return {
    /** True when this request is within the budget of its IP. */
    allow(ip: string): boolean {
      const now = opts.now();
      if (now - windowStart >= 60_000) {
        windowStart = now;
        counts = new Map();
      }
      const n = (counts.get(ip) ?? 0) + 1;
      counts.set(ip, n);
      return n <= opts.perMinute;
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
