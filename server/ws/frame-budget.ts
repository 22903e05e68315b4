// How many frames one /ws connection may send: a burst, refilled at a steady rate (a token bucket).
// Every frame may cost a lookup (`auth` reads the sessions table), so a client that floods is
// closed with 1008 rather than allowed to keep the server busy.
import { FRAME_BURST, FRAMES_PER_SECOND } from '../../api/stream';

/** A function that takes one frame from the budget; false once the budget is spent. */
export function frameBudget(now: () => number, burst = FRAME_BURST, perSecond = FRAMES_PER_SECOND): () => boolean {
  let tokens = burst;
  let at = now();
  return () => {
    const t = now();
    tokens = Math.min(burst, tokens + ((t - at) * perSecond) / 1000);
    at = t;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}
