// The bounds of support messages, shared by the server and the browser (which checks before sending).

/** The longest message, in characters. */
export const SUPPORT_TEXT_MAX = 2000;
/** Messages a member may send a minute, and a day: enough to talk, too few to flood the queue. */
export const SUPPORT_MESSAGES_PER_MINUTE = 10;
export const SUPPORT_MESSAGES_PER_DAY = 200;
/** The newest messages a conversation shows. */
export const SUPPORT_HISTORY_LIMIT = 200;
/** Operator roles that answer members: support staff, and admins. */
export const SUPPORT_STAFF_ROLES = ['support', 'admin'] as const;
