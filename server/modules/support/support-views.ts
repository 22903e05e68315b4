// How support rows travel on the wire: the member's view, the staff view, and the stream's.
import type { z } from 'zod';
import type { opsSupportConversation, SupportMessage, supportConversation } from '../../../api/endpoints/support';
import type { SupportConversationState } from '../../../api/lifecycles/support-conversation.lifecycle';
import type { ConversationRow, MessageRow, StaffViewRow } from './support.store';

export const conversationView = (c: ConversationRow): z.infer<typeof supportConversation> => ({
  id: c.id, state: c.state as SupportConversationState, created_at: Number(c.created_at), updated_at: Number(c.updated_at),
});

// The member sees "support", never which operator wrote.
export const messageView = (m: MessageRow): SupportMessage => ({
  id: m.id, conversation_id: m.conversation_id, author: m.user_id ? 'user' : 'staff', text: m.text, image: m.upload_id, created_at: Number(m.created_at),
});

export const staffConversationView = (r: StaffViewRow): z.infer<typeof opsSupportConversation> => ({
  id: r.id, state: r.state as SupportConversationState, created_at: Number(r.created_at), updated_at: Number(r.updated_at),
  user_id: r.user_id, user_email: r.email, user_phone: r.phone,
  last_text: r.text, last_author: r.last_user_id ? 'user' : 'staff', last_message_id: r.last_message_id,
});
