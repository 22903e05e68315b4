// `canMove`, the question the browser asks before it offers an action and the server before it
// says an action is open: checked against every lifecycle chart's own transitions, state by
// state and event by event, and against `nextState`, which the server moves entities with.
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { canMove, nextState } from '../../api/lifecycles/lifecycle';
import { depositLifecycle } from '../../api/lifecycles/deposit.lifecycle';
import { kycAddressLifecycle } from '../../api/lifecycles/kyc-address.lifecycle';
import { kycJuniorLifecycle } from '../../api/lifecycles/kyc-junior.lifecycle';
import { kycSeniorLifecycle } from '../../api/lifecycles/kyc-senior.lifecycle';
import { manualDepositLifecycle } from '../../api/lifecycles/manual-deposit.lifecycle';
import { spotOrderLifecycle } from '../../api/lifecycles/spot-order.lifecycle';
import { withdrawalLifecycle } from '../../api/lifecycles/withdrawal.lifecycle';

const charts: AnyStateMachine[] = [
  depositLifecycle, kycAddressLifecycle, kycJuniorLifecycle, kycSeniorLifecycle, manualDepositLifecycle, spotOrderLifecycle, withdrawalLifecycle,
];

type StateConfig = { on?: Record<string, unknown> };
const statesOf = (chart: AnyStateMachine) => (chart.config.states ?? {}) as Record<string, StateConfig>;
const eventTypesOf = (chart: AnyStateMachine) => [...new Set(Object.values(statesOf(chart)).flatMap((s) => Object.keys(s.on ?? {})))];

describe('canMove', () => {
  it('offers Cancel on a withdrawal under review and not once it is approved', () => {
    expect(canMove(withdrawalLifecycle, 'underReview', { type: 'CANCEL' })).toBe(true);
    expect(canMove(withdrawalLifecycle, 'approved', { type: 'CANCEL' })).toBe(false);
  });

  it('lets a spot order fill from either open state and nothing move a filled one', () => {
    expect(canMove(spotOrderLifecycle, 'new', { type: 'FILLED' })).toBe(true);
    expect(canMove(spotOrderLifecycle, 'partiallyFilled', { type: 'FILLED' })).toBe(true);
    expect(canMove(spotOrderLifecycle, 'filled', { type: 'CANCEL' })).toBe(false);
  });

  for (const chart of charts) {
    it(`answers as the ${chart.id} chart's transitions say, in every state and for every event, and as nextState does`, () => {
      const types = eventTypesOf(chart);
      expect(types.length).toBeGreaterThan(0);
      for (const [state, config] of Object.entries(statesOf(chart))) {
        for (const type of types) {
          const accepted = Object.hasOwn(config.on ?? {}, type);
          expect(canMove(chart, state, { type }), `${chart.id}: ${type} in ${state}`).toBe(accepted);
          expect(nextState(chart, state, { type }) !== null, `${chart.id}: nextState ${type} in ${state}`).toBe(accepted);
        }
      }
    });
  }
});
