// What views read from the session actor, named for the product. The chart's own states are
// folded into the three phases a screen cares about.
import type { SnapshotFrom } from 'xstate';
import { displayAccount, type sessionMachine } from './session.machine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** `pending` until the stored token was checked; then a `visitor` or a `member` (logged in). */
export type SessionPhase = 'pending' | 'visitor' | 'member';

export function selectSessionPhase(s: SessionSnapshot): SessionPhase {
  if (s.matches('starting') || s.matches('checking') || s.matches('loadingUser') || s.matches('reconnecting')) return 'pending';
  if (s.matches('anonymous')) return 'visitor';
  // Still a member while the 2000 dialog or the 1000 countdown is shown and while logging out.
  return 'member';
}

/** Whether someone is logged in: unlike the phase, it stays the same when a visitor's session starts, so a view reading it is not drawn again then. */
export const selectIsMember = (s: SessionSnapshot) => selectSessionPhase(s) === 'member';

export const selectToken = (s: SessionSnapshot) => s.context.token;
export const selectLang = (s: SessionSnapshot) => s.context.lang;
export const selectSettings = (s: SessionSnapshot) => s.context.settings;
/** The site's settings were asked for (or taken from the start): forms may trust them. */
export const selectSettingsKnown = (s: SessionSnapshot) => !s.matches('starting');
export const selectSiteName = (s: SessionSnapshot) => s.context.settings?.site_name;
/** Seconds before another code may be asked for, when the server does not say. */
export const defaultCodeCountdownSeconds = 60;
export const selectCodeCountdownSeconds = (s: SessionSnapshot) => s.context.settings?.code_countdown_s ?? defaultCodeCountdownSeconds;
export const selectInvitationRule = (s: SessionSnapshot) => s.context.settings?.registration.invitation_code ?? 'optional';
export const selectIsDemo = (s: SessionSnapshot) => s.context.settings?.demo === true;
export const selectSupportEmail = (s: SessionSnapshot) => s.context.settings?.support_email ?? '';
export const selectAccountLabel = (s: SessionSnapshot) => displayAccount(s.context.user);
/** The email or phone the user has bound ('' when none). */
export const selectBoundContact = (channel: 'email' | 'phone') => (s: SessionSnapshot) => (channel === 'email' ? s.context.user?.email : s.context.user?.phone) ?? '';
export const selectSessionNotice = (s: SessionSnapshot) => s.context.notice ?? '';
export const selectIsSessionInvalid = (s: SessionSnapshot) => s.matches('invalid');
export const selectIsSessionEnding = (s: SessionSnapshot) => s.matches('ending');
/** The stored token is kept while the server cannot be reached; the chart tries again. */
export const selectIsReconnecting = (s: SessionSnapshot) => s.matches('reconnecting');
export const selectReconnectAttempts = (s: SessionSnapshot) => s.context.reconnectAttempts;
export const selectEndDelaySeconds = (s: SessionSnapshot) => s.context.endDelaySeconds;
