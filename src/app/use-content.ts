// Runs a resource flow for one kind of content and gives the view its state. The flow reloads
// when the input or the session language changes, since the server answers in that language.
import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  resourceEvents, resourceFlow, selectResourceData, selectResourceError, selectResourceStatus, type ResourceStatus,
} from '../machines/resource.flow';
import { contentLoaders, type ContentData, type ContentInput, type ContentKind } from '../services/content';
import { usePlatform, useSessionSelector } from './platform-context';
import { selectLang } from '../machines/session.selectors';

export interface ContentView<T> {
  status: ResourceStatus;
  data: T | undefined;
  error: unknown;
  retry(): void;
}

export function useContent<K extends ContentKind>(kind: K, input: ContentInput<K>): ContentView<ContentData<K>> {
  const { client } = usePlatform();
  const lang = useSessionSelector(selectLang);
  const [flow] = useState(() =>
    resourceFlow.provide({
      actors: {
        loadResource: fromPromise<unknown, unknown>(({ input, signal }) => {
          const { params } = input as { params: ContentInput<K> };
          const load = contentLoaders[kind] as (c: typeof client, i: ContentInput<K>, s: AbortSignal) => Promise<unknown>;
          return load(client, params, signal).catch((error) => {
            // A cancelled load has nothing to report. It must not settle: when React mounts the
            // flow twice (StrictMode), the restarted flow would take its abort as the answer.
            if (signal.aborted) return new Promise<never>(() => {});
            throw error;
          });
        }),
      },
    }),
  );
  const actor = useActorRef(flow, { input: { params: input, lang } });
  const events = resourceEvents(actor);

  const key = JSON.stringify([input, lang]);
  const loadedKey = useRef(key);
  useEffect(() => {
    if (loadedKey.current === key) return;
    loadedKey.current = key;
    events.reload({ params: input, lang });
  });

  return {
    status: useSelector(actor, selectResourceStatus),
    data: useSelector(actor, selectResourceData) as ContentData<K> | undefined,
    error: useSelector(actor, selectResourceError),
    retry: events.retry,
  };
}
