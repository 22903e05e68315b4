// The three verification charts walked through the API: every simple path of junior, senior and
// address is generated from the chart and played by a real user (submit, re-verify) and a real
// reviewer (approve, fail with a reason). After each step the user's overview must be in the
// chart's state with the timeline so far, and every event the chart refuses there must be refused
// by the server and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycLevels, type KycEvent, type KycLevel } from '../../api/lifecycles/kyc-level';
import { kycCharts, kycTarget } from '../../server/modules/kyc/kyc-moves';
import { startTestServer, type TestServer } from './harness';
import { manualClock, newUser, noRateLimit, type TestUser } from './auth-fixtures';
import { operatorToken } from './withdraw-fixtures';
import { levelOf, passLevel, queuedId, submitLevel } from './kyc-fixtures';

let server: TestServer;
let reviewer: string;

beforeAll(async () => {
  server = await startTestServer({ env: noRateLimit });
  reviewer = await operatorToken(server, 'reviewer');
});
afterAll(async () => { await server.stop(); });

const events: KycEvent[] = [{ type: 'SUBMIT' }, { type: 'APPROVE' }, { type: 'REJECT' }, { type: 'RESUBMIT' }];

interface ChartPath { events: KycEvent['type'][]; states: string[] }

/**
 * Every path from the start that takes each transition at most once, generated from the chart:
 * unlike simple paths (no state twice) these include the re-verify loop, once.
 */
function everyPath(level: KycLevel): ChartPath[] {
  const out: ChartPath[] = [];
  const walk = (path: ChartPath, used: Set<string>) => {
    out.push(path);
    const from = path.states.at(-1)!;
    for (const e of events) {
      const to = kycTarget(level, from, e.type);
      const edge = `${from}-${e.type}`;
      if (to === null || used.has(edge)) continue;
      walk({ events: [...path.events, e.type], states: [...path.states, to] }, new Set([...used, edge]));
    }
  };
  walk({ events: [], states: [kycCharts[level].config.initial as string] }, new Set());
  return out;
}

interface Walker { user: TestUser; id: string | null; reasons: string[] }

/** Performs one chart event through the API; answers the envelope. */
async function perform(level: KycLevel, w: Walker, event: KycEvent['type'], step: number) {
  if (event === 'SUBMIT' || event === 'RESUBMIT') {
    const res = await submitLevel(server, w.user.token, level);
    if (res.code === 0 && !w.id) w.id = await queuedId(server, reviewer, w.user.account, level);
    return res;
  }
  if (!w.id) return { code: -1 }; // nothing to decide yet: the chart cannot APPROVE or REJECT either
  if (event === 'APPROVE') return server.call('web/opsKycApprove', { id: w.id }, { token: reviewer });
  const reason = `Photo unreadable (${level} step ${step})`;
  const res = await server.call('web/opsKycReject', { id: w.id, reason }, { token: reviewer });
  if (res.code === 0) w.reasons.push(reason);
  return res;
}

describe.each(kycLevels)('the %s chart through the API', (level) => {
  const chart = kycCharts[level];
  const paths = everyPath(level);

  it('has paths to every state, through every transition, including re-verify', () => {
    const ends = new Set(paths.map((p) => p.states.at(-1)));
    expect([...ends].sort()).toEqual(Object.keys(chart.config.states ?? {}).sort());
    const names = paths.map((p) => p.events.join(' → '));
    expect(names).toContain('SUBMIT → REJECT → RESUBMIT → APPROVE');
    expect(names).toContain('SUBMIT → REJECT → RESUBMIT');
    expect(paths).toHaveLength(6);
  });

  it.each(paths.map((p) => [p.events.join(' → ') || '(start)', p] as const))('walks %s', async (_name, path) => {
    const user = await newUser(server);
    // Senior and address open once junior has passed.
    if (level !== 'junior') await passLevel(server, reviewer, user, 'junior');
    const w: Walker = { user, id: null, reasons: [] };
    for (let step = 0; step < path.states.length; step++) {
      if (step > 0) {
        manualClock(server).advance(1000); // each step at its own time, as people act
        const res = await perform(level, w, path.events[step - 1], step);
        expect(res.code, `${path.events[step - 1]} in ${path.states[step - 1]}`).toBe(0);
      }
      const state = path.states[step];
      const view = await levelOf(server, user.token, level);
      expect(view.state).toBe(state);
      expect(view.timeline.map((t: { state: string }) => t.state)).toEqual(path.states.slice(1, step + 1));
      expect(view.reason).toBe(state === 'failed' ? w.reasons.at(-1) : null);
      expect(view.can_submit).toBe(state === 'notSubmitted' || state === 'failed');

      // Every event the chart refuses here is refused by the server and changes nothing.
      for (const refused of events.filter((e) => kycTarget(level, state, e.type) === null)) {
        if ((refused.type === 'APPROVE' || refused.type === 'REJECT') && !w.id) continue;
        if (refused.type === 'SUBMIT' && state === 'failed') continue; // in the API, a submit after a failure is the re-verify
        if (refused.type === 'RESUBMIT' && state === 'notSubmitted') continue; // ... and before any, the first submit
        const res = await perform(level, { ...w, reasons: [] }, refused.type, step);
        expect(res.code, `${refused.type} refused in ${state}`).not.toBe(0);
        const after = await levelOf(server, user.token, level);
        expect(after.state).toBe(state);
        expect(after.timeline).toHaveLength(step);
      }
    }
  });
});
