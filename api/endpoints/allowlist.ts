// The withdrawal allowlist: cancelling a pending address through the mailed link, and the user's
// "allowlist only" mode (on at once; off only after the stated delay).
import { z } from 'zod';
import { endpoint, epochMs, tpwdText } from '../endpoint';

const allowlistMode = z.object({
  allowlist_only: z.boolean(),
  /** A requested switch-off takes effect then; null when none is pending. */
  off_at: epochMs.nullable(),
  /** How long a new address, and switching the mode off, waits. */
  delay_hours: z.number().int(),
});

export const allowlistEndpoints = {
  cancelWithdrawAddress: endpoint({
    name: 'web/cancelWithdrawAddress', method: 'POST', access: 'public',
    summary: 'Cancel a pending withdrawal address with the one-time token of the mail that announced it.',
    params: z.object({ cancel_token: z.string({ error: 'error.cancelLinkInvalid' }).trim().min(16, 'error.cancelLinkInvalid').max(128, 'error.cancelLinkInvalid') }),
    data: z.object({ currency: z.string(), chain: z.string(), address: z.string(), state: z.literal('cancelled') }),
  }),
  getAllowlistMode: endpoint({
    name: 'web/getAllowlistMode', method: 'GET', access: 'user',
    summary: 'Whether withdrawals may go only to active saved addresses, and the delay of new addresses.',
    params: z.object({}),
    data: allowlistMode,
  }),
  setAllowlistMode: endpoint({
    name: 'web/setAllowlistMode', method: 'POST', access: 'user',
    summary: 'Switch "allowlist only" on (at once) or off (after the delay, announced by mail); confirmed by the transaction password.',
    params: z.object({ on: z.enum(['0', '1'], { error: 'error.invalidInput' }), tpwd: tpwdText() }),
    data: allowlistMode,
    successMessage: 'success.saved',
  }),
};
