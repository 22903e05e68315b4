// A recording of reference prices for the contract journey, written as the replay feed reads it
// (JSON lines of symbol, offsetMs, price). It repeats one 90-second cycle for half an hour, one
// tick a second per symbol: 75 seconds of a slow drift up from the base price (so a test can tell
// how far into the cycle it is from the mark alone), then a move and the way back. BTC rises 1.25%
// and returns; XAU and ETH (ETH stands in for gold when its market is closed) rise 37% in 4% steps,
// below the 10% jump that would pause them, and come back.
import { writeRecording } from './replay-recording';

export const CYCLE_SECONDS = 90;
/** Seconds of each cycle before the move starts. */
export const CALM_SECONDS = 75;
const CYCLES = 20;

interface Path { symbol: string; base: number; decimals: number; drift: number; move(s: number): number }

/** A rise in `steps` equal ratios to `top` (× base), and back down the same way. */
function spike(top: number, steps: number) {
  const ratio = top ** (1 / steps);
  return (s: number) => (s <= steps ? ratio ** s : ratio ** Math.max(0, 2 * steps - s));
}

const paths: Path[] = [
  { symbol: 'BTCUSDT', base: 65000, decimals: 1, drift: 0.1, move: (s) => (s <= 5 ? 1 + 0.0025 * s : 1 + 0.0025 * Math.max(0, 10 - s)) },
  { symbol: 'XAUUSDT', base: 2400, decimals: 2, drift: 0.01, move: spike(1.04 ** 8, 8) },
  { symbol: 'ETHUSDT', base: 3200, decimals: 2, drift: 0.01, move: spike(1.04 ** 8, 8) },
];

export const basePrice = (symbol: string) => paths.find((p) => p.symbol === symbol)!.base;
export const driftPerSecond = (symbol: string) => paths.find((p) => p.symbol === symbol)!.drift;

function priceAt(p: Path, second: number): string {
  const s = second % CYCLE_SECONDS;
  const price = s < CALM_SECONDS ? p.base + p.drift * s : p.base * p.move(s - CALM_SECONDS + 1);
  return price.toFixed(p.decimals);
}

/** Writes the recording into `dir` and returns its path. */
export function writeContractReplay(dir: string): string {
  return writeRecording(dir, 'contract-replay.jsonl', CYCLES * CYCLE_SECONDS, (second) => Object.fromEntries(paths.map((p) => [p.symbol, priceAt(p, second)])));
}
