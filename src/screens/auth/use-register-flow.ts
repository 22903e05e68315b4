// Runs the register flow: the site's invitation rule and countdown from the session's settings,
// the code sender and the registration through the wire.
import { useActorRef } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import { usePlatform, useSessionSelector } from '../../app/platform-context';
import { registerFlow } from '../../machines/register.flow';
import { selectCodeCountdownSeconds, selectInvitationRule } from '../../machines/session.selectors';
import { registerServices } from '../../services/auth';

export function useRegisterFlow() {
  const { client } = usePlatform();
  const [search] = useSearchParams();
  const invitation = useSessionSelector(selectInvitationRule);
  const countdownSeconds = useSessionSelector(selectCodeCountdownSeconds);

  return useActorRef(
    registerFlow.provide({ actors: registerServices(client) }),
    // An invitation link brings its code along (`?invite=`).
    { input: { invitation, invitationCode: search.get('invite'), countdownSeconds } },
  );
}
