// Runs the register flow: the site's invitation rule and countdown from the session's settings,
// the code sender and the registration through the wire.
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useSearchParams } from 'react-router-dom';
import { usePlatform, useSessionSelector } from '../../app/platform-context';
import { codeSenderWith, defaultCodeCountdownSeconds } from '../../components/forms/code-sender-service';
import { registerFlow, type RegisterParams, type Registered } from '../../machines/register.flow';

export function useRegisterFlow() {
  const { client } = usePlatform();
  const [search] = useSearchParams();
  const invitation = useSessionSelector((s) => s.context.settings?.registration.invitation_code ?? 'optional');
  const countdownSeconds = useSessionSelector((s) => s.context.settings?.code_countdown_s ?? defaultCodeCountdownSeconds);

  return useActorRef(
    registerFlow.provide({
      actors: {
        codeSender: codeSenderWith(client),
        register: fromPromise<Registered, { params: RegisterParams; rtoken: string }>(async ({ input, signal }) =>
          (await client.call('register', input.params, { rtoken: input.rtoken, signal })).data),
      },
    }),
    // An invitation link brings its code along (`?invite=`).
    { input: { invitation, invitationCode: search.get('invite'), countdownSeconds } },
  );
}
