// The storm bench (bench/risk-storm.ts) at a small size: ours and the one-transaction-per-position
// peer settle the same storm, every crossed position once, and both leave the ledger's audit clean,
// so the ratio the bench reports compares like with like.
import { describe, expect, it } from 'vitest';
import { run } from '../../bench/risk-storm';

describe('the liquidation storm bench', () => {
  it('settles the same storm both ways, each position once, with the audit clean', async () => {
    const result = await run({ positions: 300, users: 12 });
    expect(result.ours).toMatchObject({ watched: 300, liquidated: 300, auditProblems: 0 });
    expect(result.peer).toMatchObject({ liquidated: 300, auditProblems: 0 });
    expect(result.ours.ms).toBeGreaterThan(0);
    expect(result.targets.stormMs).toBe(2000);
  }, 60_000);
});
