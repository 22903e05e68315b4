// A recording of reference prices for the quick purchase journey, as the replay feed reads it (JSON
// lines of symbol, offsetMs, price): BTC steps between two prices every few seconds for half an
// hour, low then 2% higher, far beyond a quote's bound. The market maker's ladder follows it, so a
// test can take a quote while the price is low and confirm it after the step up.
import { writeRecording } from './replay-recording';

/** Seconds at each of the two prices. */
export const PHASE_SECONDS = 5;
export const LOW_PRICE = 65000;
export const HIGH_PRICE = 66300;
const SECONDS = 30 * 60;

/** Writes the recording into `dir` and returns its path. */
export function writeQuickBuyReplay(dir: string): string {
  return writeRecording(dir, 'quick-buy-replay.jsonl', SECONDS, (second) => {
    const high = Math.floor(second / PHASE_SECONDS) % 2 === 1;
    return { BTCUSDT: (high ? HIGH_PRICE : LOW_PRICE).toFixed(1) };
  });
}
