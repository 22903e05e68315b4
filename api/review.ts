// What an operator sees of any item under review (a withdrawal, a manual deposit, a verification;
// later loans, subscriptions, support): the item under its kind's name, its timeline, the audit
// log's decisions on it, and what the kind adds (the user's money history, the images, ...).
import { z } from 'zod';
import { epochMs } from './endpoint';

/** One decision of the audit log on the item. */
export const reviewDecision = z.object({ operator: z.string(), action: z.string(), reason: z.string().nullable(), at: epochMs });

/** One step of the item's timeline: who moved it, on which event, into which state. */
export const reviewTimelineStep = z.object({ state: z.string(), event: z.string(), actor: z.string(), at: epochMs, reason: z.string().nullable() });

/** The detail of a review item: `{ [key]: item, timeline, decisions, ...details }`. */
export function reviewDetail<K extends string, I extends z.ZodType, S extends z.ZodType, X extends z.ZodRawShape>(
  key: K, item: I, step: S, details: X,
) {
  const shared = { timeline: z.array(step), decisions: z.array(reviewDecision) };
  return z.object({ [key]: item, ...shared, ...details } as { [P in K]: I } & typeof shared & X);
}
