// The figures of new-coin subscription: coins of whole lots, the USDT frozen as issue price ×
// quantity in integers of minor units (never a float, rounded up to USDT's scale so the frozen
// amount never falls short), and the problems found before the confirm step.
import { describe, expect, it } from 'vitest';
import { newcoinProject } from '../../../api/endpoints/launchpad';
import { coinsOf, costOf, lotsIn, lotsOf, quantityOf, subscribeProblem, sumOf } from '../../../src/machines/launchpad-math';
import { epochOfLocal, projectErrors, projectParams, blankProject } from '../../../src/machines/launchpad-ops.flow';

const project = newcoinProject.parse({
  id: 'np1', name: 'Nova', symbol: 'NOVA', issue_price: '0.25', quantity: '1000000', circulation: '10000000', lot: '100',
  min_per_user: '200', max_per_user: '10000', starts_at: 1, ends_at: 2, listing_at: 3, lock_days: 7, description: '', phase: 'open',
  subscribed: '0', remaining: '1000000', subscribers: 0, sold_out: false, created_at: 0,
});

describe('coins and cost', () => {
  it('reads only whole, plain numbers of lots', () => {
    expect(lotsOf(' 12 ')).toBe(12n);
    expect(lotsOf('1.5')).toBeNull();
    expect(lotsOf('-1')).toBeNull();
    expect(lotsOf('1e3')).toBeNull();
    expect(lotsOf('')).toBeNull();
  });

  it('counts the coins of lots, also of fractional lots, without floats', () => {
    expect(coinsOf(3n, '100')).toBe('300');
    expect(coinsOf(3n, '0.1')).toBe('0.3');
    expect(coinsOf(7n, '0.07')).toBe('0.49');
    expect(lotsIn('1050', '100')).toBe(10n);
    expect(quantityOf({ project, lots: 'x' })).toBe('0');
  });

  it('freezes price × quantity exactly when it fits USDT scale, rounded up when it does not', () => {
    expect(costOf('0.25', '300')).toBe('75');
    expect(costOf('0.1', '3')).toBe('0.3');
    expect(costOf('0.000001', '1')).toBe('0.000001');
    expect(costOf('0.0000001', '1')).toBe('0.000001');
    expect(costOf('0.0000001', '10')).toBe('0.000001');
    expect(costOf('0.0000001', '11')).toBe('0.000002');
    expect(costOf('123456789.123456', '1000000')).toBe('123456789123456');
  });

  it('adds decimal texts', () => {
    expect(sumOf([])).toBe('0');
    expect(sumOf(['0.1', '0.2', '3'])).toBe('3.3');
  });
});

describe('problems before the confirm step', () => {
  const form = { project, lots: '3', available: '500', held: '0' };

  it('takes a subscription within every limit', () => {
    expect(subscribeProblem(form)).toBeNull();
  });

  it('names each problem with the server message key and its values', () => {
    expect(subscribeProblem({ ...form, project: { ...project, phase: 'allocated' } })).toEqual({ id: 'error.subscriptionClosed' });
    expect(subscribeProblem({ ...form, lots: '' })).toEqual({ id: 'error.amountRequired' });
    expect(subscribeProblem({ ...form, lots: '0' })).toEqual({ id: 'error.amountInvalid' });
    expect(subscribeProblem({ ...form, lots: '1' })).toEqual({ id: 'error.subscriptionBelowMin', values: { min: '200', symbol: 'NOVA' } });
    expect(subscribeProblem({ ...form, lots: '2', held: '9900' })).toEqual({ id: 'error.subscriptionAboveMax', values: { max: '10000', symbol: 'NOVA', held: '9900' } });
    expect(subscribeProblem({ ...form, lots: '2', held: '9800' })).toBeNull();
    expect(subscribeProblem({ ...form, lots: '21' })).toEqual({ id: 'error.subscriptionInsufficientUsdt', values: { need: '525' } });
    expect(subscribeProblem({ ...form, lots: '20' })).toBeNull();
  });
});

describe('the console form', () => {
  const valid = {
    ...blankProject, name: 'Lumen', symbol: 'LUM', issue_price: '0.25', quantity: '1000', circulation: '5000', lot: '10',
    min_per_user: '10', max_per_user: '100', starts_at: '2026-12-01T10:00', ends_at: '2026-12-02T10:00', listing_at: '2026-12-02T10:00', lock_days: '0',
  };

  it('sends the local times as epoch milliseconds', () => {
    expect(epochOfLocal('2026-12-01T10:00')).toBe(new Date(2026, 11, 1, 10, 0).getTime());
    expect(epochOfLocal('tomorrow')).toBeNaN();
    expect(projectParams(valid).listing_at).toBe(new Date(2026, 11, 2, 10, 0).getTime());
    expect(projectErrors(valid)).toEqual({});
  });

  it('finds the problems across fields the server refuses', () => {
    expect(projectErrors({ ...valid, quantity: '1005' })).toEqual({ quantity: 'error.projectLimitsInvalid' });
    expect(projectErrors({ ...valid, min_per_user: '200' })).toEqual({ max_per_user: 'error.projectLimitsInvalid' });
    expect(projectErrors({ ...valid, min_per_user: '15' })).toEqual({ min_per_user: 'error.projectLimitsInvalid' });
    expect(projectErrors({ ...valid, lot: '0' })).toEqual({ lot: 'error.projectQuantityInvalid' });
    expect(projectErrors({ ...valid, circulation: '999' })).toEqual({ circulation: 'error.projectQuantityInvalid' });
    expect(projectErrors({ ...valid, max_per_user: '100.000000001' })).toEqual({ max_per_user: 'error.projectQuantityInvalid' });
    expect(projectErrors({ ...valid, issue_price: '0.0000025' })).toEqual({ issue_price: 'error.projectPriceInvalid' });
    // A lot of 0.1 coin at 0.000005 USDT would cost 0.0000005 USDT: not whole minor units.
    expect(projectErrors({ ...valid, issue_price: '0.000005', lot: '0.1', quantity: '1000', min_per_user: '10', max_per_user: '100' })).toEqual({ lot: 'error.projectLimitsInvalid' });
    expect(projectErrors({ ...valid, issue_price: '0.00002', lot: '0.1', quantity: '1000', min_per_user: '10', max_per_user: '100' })).toEqual({});
    expect(projectErrors({ ...valid, ends_at: valid.starts_at })).toEqual({ ends_at: 'error.projectWindowInvalid' });
    expect(projectErrors({ ...valid, listing_at: '2026-12-02T09:59' })).toEqual({ listing_at: 'error.projectWindowInvalid' });
    expect(projectErrors({ ...valid, starts_at: '' })).toEqual({ starts_at: 'error.projectWindowInvalid' });
    expect(projectErrors({ ...valid, name: ' ' })).toEqual({ name: 'error.projectNameRequired' });
  });
});
