// A support conversation's messages as both sides hold them: what was loaded, then what the stream
// and the caller's own sends bring. A message can come twice (the send's answer and the stream):
// it is kept once, and the newest word on the conversation's state wins.
import type { DataOf } from '../../api/endpoint';
import type { supportEndpoints, SupportMessage, SupportStreamData } from '../../api/endpoints/support';

export type { SupportMessage, SupportStreamData };
export type SupportConversation = NonNullable<DataOf<typeof supportEndpoints.supportConversation>['conversation']>;
export type SupportThread = DataOf<typeof supportEndpoints.supportConversation>;

/** The messages with the new ones appended, each once, in arrival order. */
export function withMessages(messages: SupportMessage[], incoming: (SupportMessage | null)[]): SupportMessage[] {
  const seen = new Set(messages.map((m) => m.id));
  const added = incoming.filter((m): m is SupportMessage => !!m && !seen.has(m.id) && (seen.add(m.id), true));
  return added.length ? [...messages, ...added] : messages;
}

/** The stream's payloads among a batch of messages of `channel`. */
export function streamed(messages: { channel: string; data?: unknown }[], channel: string): SupportStreamData[] {
  return messages.filter((m) => m.channel === channel && m.data && typeof m.data === 'object' && 'conversation' in m.data)
    .map((m) => m.data as SupportStreamData);
}
