// Runs the password flow for /forgetpwd: a reset by a visitor or a change by a member, its code
// sender and its calls through the wire; after a change the session reloads the user.
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { usePlatform, useSessionSelector } from '../../app/platform-context';
import { codeSenderWith, defaultCodeCountdownSeconds } from '../../components/forms/code-sender-service';
import { passwordResetFlow, type PasswordMode, type PasswordSubmission } from '../../machines/password-reset.flow';
import type { SecurityOverview } from '../../machines/security-overview.flow';

export function usePasswordFlow(mode: PasswordMode) {
  const { client, session } = usePlatform();
  const countdownSeconds = useSessionSelector((s) => s.context.settings?.code_countdown_s ?? defaultCodeCountdownSeconds);

  return useActorRef(
    passwordResetFlow.provide({
      actors: {
        codeSender: codeSenderWith(client),
        loadSecurity: fromPromise<SecurityOverview, void>(async ({ signal }) => (await client.call('info', {}, { signal })).data),
        savePassword: fromPromise<null, { submission: PasswordSubmission; rtoken: string }>(async ({ input: { submission, rtoken }, signal }) => {
          const options = { rtoken, signal };
          if (submission.call === 'resetPassword') await client.call('resetPassword', submission.params, options);
          else if (submission.call === 'resetBySecQuestion') await client.call('resetBySecQuestion', submission.params, options);
          else await client.call('updatePassword', submission.params, options);
          return null;
        }),
      },
      actions: {
        refreshSession: () => session.send({ type: 'REFRESH' }),
      },
    }),
    { input: { mode, countdownSeconds } },
  );
}
