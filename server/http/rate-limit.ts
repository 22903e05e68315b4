// Per-IP request budgets, kept by @fastify/rate-limit (in memory; its Redis store when several
// instances share the load): a generous budget per minute for every call, and a tight one per hour
// shared by the calls that send a verification code, so one client cannot mail codes to many
// addresses. Per-address limits (code requests, login failures) live in the auth module.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';

/** Thrown by the limiter; the app's error handler answers it with the `rateLimited` envelope. */
export class RateLimited extends Error {
  readonly statusCode = 429;
  constructor() {
    super('rate limited');
  }
}

export interface RequestBudgets {
  requestsPerMinute: number;
  codeRequestsPerHour: number;
}

/** The limit a route takes instead of the general one, by the `ipBudget` of its endpoint. */
export type IpBudgets = Record<'codes', onRequestHookHandler>;

export async function registerRateLimits(app: FastifyInstance, budgets: RequestBudgets): Promise<IpBudgets> {
  await app.register(rateLimit, {
    global: true, max: budgets.requestsPerMinute, timeWindow: 60_000, errorResponseBuilder: () => new RateLimited(),
    // The web app's hashed files are static and cached for a year; one page load fetches well over
    // a hundred of them, so counting them would spend the budget of the calls it protects.
    allowList: (request) => request.method === 'GET' && request.url.startsWith('/assets/'),
  });
  // One store for all code-sending calls, so email and SMS share the budget.
  return { codes: app.rateLimit({ max: budgets.codeRequestsPerHour, timeWindow: 3600_000 }) as onRequestHookHandler };
}
