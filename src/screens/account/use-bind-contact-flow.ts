// Runs the bind flow of /bindemail and /bindphone through the wire; the session reloads the user
// after binding, so the new contact shows everywhere.
import { useActorRef } from '@xstate/react';
import { usePlatform, useSessionSelector } from '../../app/platform-context';
import { bindContactFlow } from '../../machines/bind-contact.flow';
import type { AccountType } from '../../machines/form-validation';
import { sessionEvents } from '../../machines/session.events';
import { selectCodeCountdownSeconds } from '../../machines/session.selectors';
import { bindContactServices } from '../../services/account';

export function useBindContactFlow(channel: AccountType) {
  const { client, session } = usePlatform();
  const countdownSeconds = useSessionSelector(selectCodeCountdownSeconds);
  return useActorRef(
    bindContactFlow.provide({
      actors: bindContactServices(client),
      actions: { refreshSession: sessionEvents(session).refreshUser },
    }),
    { input: { channel, countdownSeconds } },
  );
}
