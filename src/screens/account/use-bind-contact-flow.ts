// Runs the bind flow of /bindemail and /bindphone through the wire; the session reloads the user
// after binding, so the new contact shows everywhere.
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { usePlatform, useSessionSelector } from '../../app/platform-context';
import { codeSenderWith, defaultCodeCountdownSeconds } from '../../components/forms/code-sender-service';
import { bindContactFlow, type BindSubmission, type Bound } from '../../machines/bind-contact.flow';
import type { AccountType } from '../../machines/form-validation';

export function useBindContactFlow(channel: AccountType) {
  const { client, session } = usePlatform();
  const countdownSeconds = useSessionSelector((s) => s.context.settings?.code_countdown_s ?? defaultCodeCountdownSeconds);
  return useActorRef(
    bindContactFlow.provide({
      actors: {
        codeSender: codeSenderWith(client),
        bindContact: fromPromise<Bound, { submission: BindSubmission; rtoken: string }>(async ({ input: { submission, rtoken }, signal }) =>
          submission.call === 'bindEmail'
            ? (await client.call('bindEmail', submission.params, { rtoken, signal })).data
            : (await client.call('bindPhone', submission.params, { rtoken, signal })).data),
      },
      actions: { refreshSession: () => session.send({ type: 'REFRESH' }) },
    }),
    { input: { channel, countdownSeconds } },
  );
}
