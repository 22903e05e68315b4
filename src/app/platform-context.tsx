// Gives screens the session actor and the API client. Screens read the session through selectors
// and send it events; they never call the API themselves (flows do, through provided services).
import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from '../machines/session.machine';
import type { WebPlatform } from './platform';

const PlatformContext = createContext<WebPlatform | null>(null);

export function PlatformProvider({ platform, children }: { platform: WebPlatform; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): WebPlatform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform outside PlatformProvider');
  return platform;
}

export function useSessionSelector<T>(selector: (snapshot: SnapshotFrom<typeof sessionMachine>) => T): T {
  return useSelector(usePlatform().session, selector);
}
