// Platform events between modules of one instance: a module announces a fact, others react (the
// stream hub closes the private streams of an ended session). A broker takes this shape's place
// when several instances run. A listener that throws is logged and never reaches the announcer.
import type { Logger } from 'pino';
import type { SupportStreamData } from '../api/endpoints/support';

/** Reasons a session ends. Only 'logout' and 'expired' look like an unknown token to the client. */
export type RevokeReason = 'logout' | 'password_changed' | 'disabled' | 'expired';

export interface BusEvents {
  /** Sessions of one user stopped being valid (logout, password change or reset, account disabled). */
  sessionsEnded: { userId: string; sessionIds: string[]; reason: RevokeReason };
  /**
   * Sessions are being ended inside a transaction that has not committed yet: a stream may no longer
   * authenticate with them, but their pages are told only by `sessionsEnded` after the commit (told
   * earlier, a page's check of its session could still find it alive).
   */
  sessionsEnding: { userId: string; sessionIds: string[]; reason: RevokeReason };
  /** A support conversation got a message or moved (committed): the stream tells its member and staff. */
  supportChanged: SupportStreamData;
}

type Listener<K extends keyof BusEvents> = (event: BusEvents[K]) => void;

export function createBus(log: Pick<Logger, 'error'>) {
  const listeners = new Map<keyof BusEvents, Set<Listener<never>>>();
  return {
    /** Listens to `name`; the returned function stops listening. */
    on<K extends keyof BusEvents>(name: K, listener: Listener<K>): () => void {
      let set = listeners.get(name);
      if (!set) { set = new Set(); listeners.set(name, set); }
      set.add(listener as Listener<never>);
      return () => { set.delete(listener as Listener<never>); };
    },
    emit<K extends keyof BusEvents>(name: K, event: BusEvents[K]) {
      for (const l of listeners.get(name) ?? []) {
        try { (l as Listener<K>)(event); } catch (err) { log.error({ err, event: name }, 'bus listener failed'); }
      }
    },
  };
}

export type Bus = ReturnType<typeof createBus>;
