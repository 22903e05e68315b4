// Runs the collection settings flow of /receive through the wire; the session is refreshed after
// saving, since it carries the same fields.
import { useActorRef } from '@xstate/react';
import { usePlatform } from '../../app/platform-context';
import { collectionFlow } from '../../machines/collection.flow';
import { sessionEvents } from '../../machines/session.events';
import { collectionServices } from '../../services/withdrawals';

export function useCollectionFlow() {
  const { client, session } = usePlatform();
  return useActorRef(collectionFlow.provide({ actors: collectionServices(client, sessionEvents(session).refreshUser) }));
}
