// Runs the transaction-password flow of /bindmpwd through the wire; the session reloads the user
// after saving, so `transaction_password` is current everywhere.
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { usePlatform, useSessionSelector } from '../../app/platform-context';
import { codeSenderWith, defaultCodeCountdownSeconds } from '../../components/forms/code-sender-service';
import type { SecurityOverview } from '../../machines/security-overview.flow';
import { tpwdFlow, type TpwdSubmission } from '../../machines/tpwd.flow';

export function useTpwdFlow() {
  const { client, session } = usePlatform();
  const countdownSeconds = useSessionSelector((s) => s.context.settings?.code_countdown_s ?? defaultCodeCountdownSeconds);
  return useActorRef(
    tpwdFlow.provide({
      actors: {
        codeSender: codeSenderWith(client),
        loadSecurity: fromPromise<SecurityOverview, void>(async ({ signal }) => (await client.call('info', {}, { signal })).data),
        saveTpwd: fromPromise<null, { submission: TpwdSubmission; rtoken: string }>(async ({ input: { submission, rtoken }, signal }) => {
          if (submission.call === 'saveTpwd') await client.call('saveTpwd', submission.params, { rtoken, signal });
          else await client.call('updateTpassword', submission.params, { rtoken, signal });
          return null;
        }),
      },
      actions: { refreshSession: () => session.send({ type: 'REFRESH' }) },
    }),
    { input: { countdownSeconds } },
  );
}
