// Email addresses and phone numbers as they are stored and looked up: emails lower-cased, phones
// without spaces or dashes. The same rules as the contract's validators, so lookups always match.
import { emailText, phoneText } from '../../../api/endpoint';

export type Channel = 'email' | 'phone';

export interface Contact {
  channel: Channel;
  target: string;
}

/** The stored form of `account` for its channel, or null when it is not a valid one. */
export function contactOf(channel: Channel, account: string): Contact | null {
  const parsed = (channel === 'email' ? emailText() : phoneText()).safeParse(account);
  return parsed.success ? { channel, target: parsed.data } : null;
}

/** A login account is an email when it has an @, otherwise a phone number. */
export function loginContact(account: string): Contact | null {
  return contactOf(account.includes('@') ? 'email' : 'phone', account);
}
