import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { defaultRange, isDateDisabled, normaliseRange, rangeProblem, shortcutRange } from '../../../src/admin/controls/dateRangeRules';

const today = dayjs('2025-03-20');

describe('date-range rules', () => {
  it('defaults to the last 14 days, today included', () => {
    expect(defaultRange(today)).toEqual({ startDate: '2025-03-07', endDate: '2025-03-20' });
  });

  it('offers today, the last week (7 days) and the last 15 days', () => {
    expect(shortcutRange('today', today)).toEqual({ startDate: '2025-03-20', endDate: '2025-03-20' });
    expect(shortcutRange('lastWeek', today)).toEqual({ startDate: '2025-03-14', endDate: '2025-03-20' });
    expect(shortcutRange('last15Days', today)).toEqual({ startDate: '2025-03-06', endDate: '2025-03-20' });
  });

  it('never lets a future date be picked', () => {
    expect(isDateDisabled(dayjs('2025-03-21'), { today })).toBe(true);
    expect(isDateDisabled(dayjs('2025-03-20'), { today })).toBe(false);
    expect(isDateDisabled(dayjs('2024-01-01'), { today })).toBe(false);
  });

  it('keeps a restricted range within 14 days of the first picked date', () => {
    const opts = { today, restricted: true, anchor: '2025-03-01' };
    expect(isDateDisabled(dayjs('2025-03-15'), opts)).toBe(false);
    expect(isDateDisabled(dayjs('2025-03-16'), opts)).toBe(true);
    expect(isDateDisabled(dayjs('2025-02-15'), opts)).toBe(false);
    expect(isDateDisabled(dayjs('2025-02-14'), opts)).toBe(true);
    expect(isDateDisabled(dayjs('2025-01-01'), { today, restricted: false, anchor: '2025-03-01' })).toBe(false);
  });

  it('normalises a range: swapped ends, future dates and the 14-day limit', () => {
    expect(normaliseRange({ startDate: '2025-03-10', endDate: '2025-03-01' }, { today })).toEqual({ startDate: '2025-03-01', endDate: '2025-03-10' });
    expect(normaliseRange({ startDate: '2025-03-10', endDate: '2025-04-01' }, { today })).toEqual({ startDate: '2025-03-10', endDate: '2025-03-20' });
    expect(normaliseRange({ startDate: '2025-01-01', endDate: '2025-03-01' }, { today, restricted: true })).toEqual({ startDate: '2025-01-01', endDate: '2025-01-15' });
    expect(normaliseRange({ startDate: '2025-01-01', endDate: '2025-03-01' }, { today, restricted: true, keep: 'end' })).toEqual({ startDate: '2025-02-15', endDate: '2025-03-01' });
    expect(normaliseRange({ startDate: '2025-01-01', endDate: '2025-03-01' }, { today })).toEqual({ startDate: '2025-01-01', endDate: '2025-03-01' });
  });

  it('names what is wrong with a range', () => {
    expect(rangeProblem({ startDate: '2025-03-01' }, { today })).toBe('required');
    expect(rangeProblem({ startDate: '2025-03-10', endDate: '2025-03-01' }, { today })).toBe('reversed');
    expect(rangeProblem({ startDate: '2025-03-10', endDate: '2025-03-21' }, { today })).toBe('future');
    expect(rangeProblem({ startDate: '2025-03-01', endDate: '2025-03-16' }, { today, restricted: true })).toBe('tooLong');
    expect(rangeProblem({ startDate: '2025-03-01', endDate: '2025-03-15' }, { today, restricted: true })).toBeNull();
  });
});
