// Writes a recording of reference prices as the replay feed reads it: JSON lines of symbol,
// offsetMs and price, one line per symbol and second.
import fs from 'node:fs';
import path from 'node:path';

/** Writes `seconds` of prices (`pricesAt(second)` gives each symbol's price as decimal text) to `dir/name` and returns its path. */
export function writeRecording(dir: string, name: string, seconds: number, pricesAt: (second: number) => Record<string, string>): string {
  const lines: string[] = [];
  for (let second = 0; second < seconds; second++) {
    for (const [symbol, price] of Object.entries(pricesAt(second))) lines.push(JSON.stringify({ symbol, offsetMs: second * 1000, price }));
  }
  const file = path.join(dir, name);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}
