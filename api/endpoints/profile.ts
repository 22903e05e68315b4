// The editable profile fields of the session (spec §3). Only the display name is the user's to
// change here: contacts change through their bind calls (with a code), receiving details through
// the collection settings, and verified identity not at all.
import { z } from 'zod';
import { endpoint } from '../endpoint';

export const profileEndpoints = {
  updateInfo: endpoint({
    name: 'web/updateInfo', method: 'POST', access: 'user',
    summary: 'Change the display name (up to 32 characters; empty clears it).',
    params: z.object({
      name: z.string().trim().max(32, 'error.invalidInput')
        // Letters, marks, digits, spaces and simple punctuation: a name, never markup or control characters.
        .regex(/^[\p{L}\p{M}\p{N} .'_-]*$/u, 'error.invalidInput').optional().default(''),
    }),
    data: z.object({ name: z.string() }),
    successMessage: 'success.saved',
  }),
};
