// The console's own session and API client (DESIGN §3): the operator's token is kept in this tab
// only (sessionStorage), is sent only by this client, and is never the user's token. A 2000 answer
// to an operator call ends the operator session, not the user's.
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { usePlatform } from '../../app/platform-context';
import { showNotice } from '../../app/notices';
import { opsSessionFlow, selectOpsToken, type OpsGrant } from '../../machines/ops-session.flow';
import { selectLang } from '../../machines/session.selectors';
import { createOpsClient, opsLoginServices, type OpsClient, type OpsClientOptions } from '../../services/ops';

const STORAGE_KEY = 'ops.session';

type OpsSessionRef = ActorRefFrom<typeof opsSessionFlow>;
interface OpsContextValue { client: OpsClient; session: OpsSessionRef }
const OpsContext = createContext<OpsContextValue | null>(null);

function readStored(storage: Pick<Storage, 'getItem'>): OpsGrant | null {
  try {
    const raw = storage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as OpsGrant) : null;
  } catch {
    return null;
  }
}

export interface OpsSessionProviderProps {
  children: ReactNode;
  /** Builds the console's client (one that carries the operator token); tests give their own wire. */
  createClient?: (options: OpsClientOptions) => OpsClient;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

export function OpsSessionProvider({ children, createClient = createOpsClient, storage = window.sessionStorage }: OpsSessionProviderProps) {
  const platform = usePlatform();
  const sessionRef = useRef<OpsSessionRef | null>(null);
  const client = useMemo(() => createClient({
    getToken: () => (sessionRef.current ? selectOpsToken(sessionRef.current.getSnapshot()) : null),
    getLang: () => selectLang(platform.session.getSnapshot()),
    onNotice: (notice) => {
      if (notice.kind === 'sessionInvalid' || notice.kind === 'sessionEnded') sessionRef.current?.send({ type: 'SESSION_INVALID', message: notice.message });
      else showNotice(notice);
    },
  }), [createClient, platform]);
  const session = useActorRef(
    opsSessionFlow.provide({
      actors: opsLoginServices(client),
      actions: {
        persist: (_, { operator }) => {
          if (operator) storage.setItem(STORAGE_KEY, JSON.stringify(operator));
          else storage.removeItem(STORAGE_KEY);
        },
      },
    }),
    { input: { stored: readStored(storage), now: Date.now() } },
  );
  sessionRef.current = session;
  const value = useMemo(() => ({ client, session }), [client, session]);
  return <OpsContext.Provider value={value}>{children}</OpsContext.Provider>;
}

export function useOps(): OpsContextValue {
  const ops = useContext(OpsContext);
  if (!ops) throw new Error('useOps outside OpsSessionProvider');
  return ops;
}

export function useOpsSession<T>(selector: (s: SnapshotFrom<typeof opsSessionFlow>) => T): T {
  return useSelector(useOps().session, selector);
}
