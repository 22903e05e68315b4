// The risk benchmark at a small size: it must compare like with like, so our trigger book and the
// scanning peer decide the same positions (pending limit opens among them) on the same walk and
// crash, and the crash really fires.
import { describe, expect, it } from 'vitest';
import { run } from '../../../bench/risk';

describe('risk benchmark', () => {
  it('decides the same as the scanning peer on the walk and the crash', async () => {
    const result = await run({ positions: 3_000, seconds: 4, peerTicks: 300, crashPositions: 300, storm: null });
    expect(result.agree).toBe(true);
    expect(result.positions).toBe(3_000);
    expect(result.pendingLimits).toBe(300);
    expect(result.ours.wholeWalk.ticks).toBe(4 * 10 * 15);
    expect(result.crash.byKind.liquidation).toBeGreaterThanOrEqual(250);
    // The crash also reaches long limits waiting below the mark.
    expect(result.crash.byKind.limit).toBeGreaterThan(0);
    expect(result.crash.marks).toHaveLength(5);
  });
});
