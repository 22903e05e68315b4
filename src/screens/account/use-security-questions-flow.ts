// Runs the security-questions flow of /secQuestion through the wire; the session reloads the user
// after saving.
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { usePlatform } from '../../app/platform-context';
import { securityQuestionsFlow, type SecQuestionParams } from '../../machines/security-questions.flow';

export function useSecurityQuestionsFlow() {
  const { client, session } = usePlatform();
  return useActorRef(
    securityQuestionsFlow.provide({
      actors: {
        saveAnswers: fromPromise<null, { params: SecQuestionParams; rtoken: string }>(async ({ input, signal }) => {
          await client.call('setSecQuestion', input.params, { rtoken: input.rtoken, signal });
          return null;
        }),
      },
      actions: { refreshSession: () => session.send({ type: 'REFRESH' }) },
    }),
  );
}
