// Runs the collection settings flow of /receive through the wire; the session is refreshed after
// saving, since it carries the same fields.
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { usePlatform } from '../../app/platform-context';
import { collectionFlow, type CollectionValues } from '../../machines/collection.flow';

export function useCollectionFlow() {
  const { client, session } = usePlatform();
  return useActorRef(
    collectionFlow.provide({
      actors: {
        loadCollection: fromPromise<CollectionValues, void>(async ({ signal }) => (await client.call('getCollection', {}, { signal, quiet: true })).data),
        saveCollection: fromPromise<CollectionValues, { values: CollectionValues; rtoken: string }>(async ({ input, signal }) => {
          const saved = (await client.call('saveCollection', input.values, { rtoken: input.rtoken, signal, quiet: true })).data;
          session.send({ type: 'REFRESH' });
          return saved;
        }),
      },
    }),
  );
}
