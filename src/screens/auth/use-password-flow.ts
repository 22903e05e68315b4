// Runs the password flow for /forgetpwd: a reset by a visitor or a change by a member, its code
// sender and its calls through the wire; after a change the session reloads the user.
import { useActorRef } from '@xstate/react';
import { usePlatform, useSessionSelector } from '../../app/platform-context';
import { passwordResetFlow, type PasswordMode } from '../../machines/password-reset.flow';
import { sessionEvents } from '../../machines/session.events';
import { selectCodeCountdownSeconds } from '../../machines/session.selectors';
import { passwordServices } from '../../services/auth';

export function usePasswordFlow(mode: PasswordMode) {
  const { client, session } = usePlatform();
  const countdownSeconds = useSessionSelector(selectCodeCountdownSeconds);

  return useActorRef(
    passwordResetFlow.provide({
      actors: passwordServices(client),
      actions: { refreshSession: sessionEvents(session).refreshUser },
    }),
    { input: { mode, countdownSeconds } },
  );
}
