// A recording of reference prices for the quick purchase journey, as the replay feed reads it (JSON
// lines of symbol, offsetMs, price): BTC steps between two prices every few seconds for half an
// hour, low then 2% higher, far beyond a quote's bound. The market maker's ladder follows it, so a
// test can take a quote while the price is low and confirm it after the step up.
import fs from 'node:fs';
import path from 'node:path';

/** Seconds at each of the two prices. */
export const PHASE_SECONDS = 5;
export const LOW_PRICE = 65000;
export const HIGH_PRICE = 66300;
const SECONDS = 30 * 60;

/** Writes the recording into `dir` and returns its path. */
export function writeQuickBuyReplay(dir: string): string {
  const lines: string[] = [];
  for (let second = 0; second < SECONDS; second++) {
    const high = Math.floor(second / PHASE_SECONDS) % 2 === 1;
    lines.push(JSON.stringify({ symbol: 'BTCUSDT', offsetMs: second * 1000, price: (high ? HIGH_PRICE : LOW_PRICE).toFixed(1) }));
  }
  const file = path.join(dir, 'quick-buy-replay.jsonl');
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}
