// Runs the security-questions flow of /secQuestion through the wire; the session reloads the user
// after saving.
import { useActorRef } from '@xstate/react';
import { usePlatform } from '../../app/platform-context';
import { securityQuestionsFlow } from '../../machines/security-questions.flow';
import { sessionEvents } from '../../machines/session.events';
import { securityQuestionsServices } from '../../services/account';

export function useSecurityQuestionsFlow() {
  const { client, session } = usePlatform();
  return useActorRef(
    securityQuestionsFlow.provide({
      actors: securityQuestionsServices(client),
      actions: { refreshSession: sessionEvents(session).refreshUser },
    }),
  );
}
