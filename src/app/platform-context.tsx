// Gives screens the session actor and the API client. Screens read the session through selectors
// and send it events; they never call the API themselves (flows do, through provided services).
import { createContext, useCallback, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from '../machines/session.machine';
import type { WebPlatform } from './platform';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

const PlatformContext = createContext<WebPlatform | null>(null);
/** The session as the page's first render saw it: what a prerendered page was rendered with. */
const FirstSessionContext = createContext<SessionSnapshot | null>(null);

export function PlatformProvider({ platform, children }: { platform: WebPlatform; children: ReactNode }) {
  const [first] = useState(() => platform.session.getSnapshot());
  return (
    <PlatformContext.Provider value={platform}>
      <FirstSessionContext.Provider value={first}>{children}</FirstSessionContext.Provider>
    </PlatformContext.Provider>
  );
}

export function usePlatform(): WebPlatform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform outside PlatformProvider');
  return platform;
}

/**
 * A value read from the session, re-rendering when it changes (`Object.is`). While a prerendered
 * page hydrates, a part hydrated late (its code arrived after the session moved on) reads the
 * session's first state, which the page was rendered with, then renders again with the present one.
 */
export function useSessionSelector<T>(selector: (snapshot: SessionSnapshot) => T): T {
  const { session } = usePlatform();
  const first = useContext(FirstSessionContext)!;
  const subscribe = useCallback((onChange: () => void) => session.subscribe({ next: onChange, error: onChange }).unsubscribe, [session]);
  const present = cachedBySnapshot(selector);
  const initial = cachedBySnapshot(selector);
  return useSyncExternalStore(subscribe, () => present(session.getSnapshot()), () => initial(first));
}

/** `selector`, answering the same value for the same snapshot (as useSyncExternalStore asks). */
function cachedBySnapshot<T>(selector: (snapshot: SessionSnapshot) => T) {
  let cached: { snapshot: SessionSnapshot; value: T } | undefined;
  return (snapshot: SessionSnapshot): T => {
    if (snapshot.status === 'error') throw snapshot.error;
    if (cached?.snapshot !== snapshot) cached = { snapshot, value: selector(snapshot) };
    return cached.value;
  };
}
