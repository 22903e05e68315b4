// Each user's own invitation code: 8 characters from an alphabet without look-alikes (no 0, O, 1, I),
// 32 symbols so one random byte picks one without bias.
import type { Random } from '../../platform';

const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function newInvitationCode(random: Random): string {
  let code = '';
  for (const b of random.bytes(8)) code += alphabet[b & 31];
  return code;
}

/** Codes are typed by people: compare them upper-cased and trimmed. */
export function normaliseInvitationCode(code: string): string {
  return code.trim().toUpperCase();
}
