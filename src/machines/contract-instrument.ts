// A contract instrument as web/contractInstruments states it, and whether it takes opens now.
// Kept apart from the flows so a list of instruments (the /market contracts tab) carries no
// trade-form code.
import type { z } from 'zod';
import type { contractInstrument } from '../../api/endpoints/contract';

export type ContractInstrument = z.infer<typeof contractInstrument>;

/** Why opens wait: the mark's pause (stale, jump, closed, none), or the platform switched them off. */
export type OpenBlock = NonNullable<ContractInstrument['mark']['paused']> | 'disabled';

/** Why the instrument takes no opens now, or null when it does. */
export function pauseOf(instrument: ContractInstrument): OpenBlock | null {
  if (!instrument.enabled) return 'disabled';
  if (instrument.mark.paused) return instrument.mark.paused;
  return instrument.mark.price === null ? 'none' : null;
}
