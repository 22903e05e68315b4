// Runs the transaction-password flow of /bindmpwd through the wire; the session reloads the user
// after saving, so `transaction_password` is current everywhere.
import { useActorRef } from '@xstate/react';
import { usePlatform, useSessionSelector } from '../../app/platform-context';
import { sessionEvents } from '../../machines/session.events';
import { selectCodeCountdownSeconds } from '../../machines/session.selectors';
import { tpwdFlow } from '../../machines/tpwd.flow';
import { tpwdServices } from '../../services/account';

export function useTpwdFlow() {
  const { client, session } = usePlatform();
  const countdownSeconds = useSessionSelector(selectCodeCountdownSeconds);
  return useActorRef(
    tpwdFlow.provide({
      actors: tpwdServices(client),
      actions: { refreshSession: sessionEvents(session).refreshUser },
    }),
    { input: { countdownSeconds } },
  );
}
