import { describe, expect, it } from 'vitest';
import { formatPercent, percent, round2 } from '../../src/common/percent';

describe('percent', () => {
  it('computes a percentage to two decimals', () => {
    expect(percent(2, 3)).toBe(66.67);
    expect(percent(1, 3)).toBe(33.33);
    expect(percent(1, 8)).toBe(12.5);
    expect(percent(3, 3)).toBe(100);
  });

  it('is zero, not NaN or Infinity, when the whole is zero or missing', () => {
    expect(percent(0, 0)).toBe(0);
    expect(percent(5, 0)).toBe(0);
    expect(percent(null, undefined)).toBe(0);
    expect(percent(Number.NaN, 4)).toBe(0);
  });

  it('rounds half away from zero without binary drift', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(-1.005)).toBe(-1.01);
    expect(percent(1, 200)).toBe(0.5);
  });

  it('formats with two decimals and a percent sign', () => {
    expect(formatPercent(12.5)).toBe('12.50%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(null)).toBe('0.00%');
    expect(formatPercent(66.666)).toBe('66.67%');
  });
});
