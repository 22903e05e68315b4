// How an inviter sees the people below them: enough to recognise a friend, not their contact details.
/** "Alice" → "A***e", "Al" → "A***", "" stays "". */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '';
  return chars.length > 2 ? `${chars[0]}***${chars[chars.length - 1]}` : `${chars[0]}***`;
}

/** "+8613812345678" → "+86****78": the first three and last two characters. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-2)}` : `${phone.slice(0, 1)}****`;
}

/** "alice@example.com" → "a***@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : '***';
}

/** The phone, masked; a user without a phone shows their masked email (the spec's phone-or-email). */
export function maskedContact(u: { phone: string | null; email: string | null }): string {
  return u.phone ? maskPhone(u.phone) : u.email ? maskEmail(u.email) : '';
}
