// The user's active sessions (browser, IP, first and last seen) with sign-out of one or of all
// others, and the login history of the account.
import { z } from 'zod';
import { endpoint, epochMs } from '../endpoint';

const id = z.string({ error: 'error.notFound' }).trim().min(1, 'error.notFound').max(64, 'error.notFound');

export const activeSession = z.object({
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  ip: z.string(),
  first_seen: epochMs,
  last_seen: epochMs,
  /** The session making this call. */
  current: z.boolean(),
});

/** What the login history keeps per account: the last `days` days, and of those at most `entries`. */
export const loginHistoryKept = { days: 90, entries: 200 } as const;

export const loginRecord = z.object({
  at: epochMs,
  ip: z.string(),
  browser: z.string(),
  os: z.string(),
  ok: z.boolean(),
  /** Where a failed attempt failed: the password (or the account's lock), or the second factor's code; null when ok. */
  failed_step: z.enum(['password', 'code']).nullable(),
});

export const devicesEndpoints = {
  sessions: endpoint({
    name: 'web/sessions', method: 'GET', access: 'user',
    summary: "The user's active sessions, the current one marked.",
    params: z.object({}),
    data: z.array(activeSession),
  }),
  signOutSession: endpoint({
    name: 'web/signOutSession', method: 'POST', access: 'user',
    summary: 'End one of the user\'s other sessions: its next call is refused as logged out and its streams close.',
    params: z.object({ id }),
    data: z.null(),
    successMessage: 'success.saved',
  }),
  signOutOtherSessions: endpoint({
    name: 'web/signOutOtherSessions', method: 'POST', access: 'user',
    summary: 'End every session of the user but the current one.',
    params: z.object({}),
    data: z.object({ ended: z.number().int() }),
    successMessage: 'success.saved',
  }),
  loginHistory: endpoint({
    name: 'web/loginHistory', method: 'GET', access: 'user',
    summary: 'The newest logins to the account, successful and failed (at the password or at the two-factor code): time, IP, browser. Kept for 90 days, at most 200 per account.',
    params: z.object({}),
    data: z.array(loginRecord),
  }),
};
