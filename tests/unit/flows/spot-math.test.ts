import { describe, expect, it } from 'vitest';
import { add, compare, divide, floorToStep, isStepMultiple, multiply } from '../../../src/machines/spot-math';

describe('decimal arithmetic of the trade screens', () => {
  it('multiplies and divides exactly, truncating to the asked scale', () => {
    expect(multiply('30000.01', '0.0123', 6)).toBe('369.000123');
    expect(multiply('369.000123', '0.002', 6)).toBe('0.738');
    expect(multiply('0.1', '0.2', 8)).toBe('0.02');
    expect(divide('100', '3', 4)).toBe('33.3333');
    expect(divide('1', '0', 4)).toBe('0');
  });

  it('rounds down to a step and checks multiples', () => {
    expect(floorToStep('1.23456', '0.001')).toBe('1.234');
    expect(floorToStep('0.00009', '0.0001')).toBe('0');
    expect(isStepMultiple('61825.7', '0.1')).toBe(true);
    expect(isStepMultiple('61825.75', '0.1')).toBe(false);
  });

  it('compares and adds signed decimals', () => {
    expect(compare('-2.10', '1.5')).toBe(-1);
    expect(compare('10', '9.99')).toBe(1);
    expect(compare('1.50', '1.5')).toBe(0);
    expect(add('369.000123', '0.738')).toBe('369.738123');
  });
});
