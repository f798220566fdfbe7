import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { defaultRange, isDateDisabled, moveRange, rangeProblem, shortcutRange } from '../../../src/admin/controls/dateRangeRules';

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

  it('lets any past date be picked, whatever the other end is', () => {
    expect(isDateDisabled(dayjs('2024-10-01'), { today })).toBe(false);
    expect(isDateDisabled(dayjs('2000-01-01'), { today })).toBe(false);
    expect(isDateDisabled(dayjs('0202-10-01'), { today })).toBe(true);
  });

  it('picking a new start moves the end with it in restricted mode (no 14-day hops)', () => {
    const opts = { today, restricted: true };
    const lateMonth = { startDate: '2025-03-06', endDate: '2025-03-20' };
    // Far back in one pick: the end follows, keeping the 14-day length.
    expect(moveRange(lateMonth, 'start', '2024-10-01', opts)).toEqual({ startDate: '2024-10-01', endDate: '2024-10-15' });
    // A start inside the allowed range keeps the end.
    expect(moveRange(lateMonth, 'start', '2025-03-10', opts)).toEqual({ startDate: '2025-03-10', endDate: '2025-03-20' });
    // Then any end up to the limit is one more pick.
    const october = { startDate: '2024-10-01', endDate: '2024-10-15' };
    expect(moveRange(october, 'end', '2024-10-09', opts)).toEqual({ startDate: '2024-10-01', endDate: '2024-10-09' });
    // An end past the limit moves the start with it; an end before the start is kept as picked, and named.
    expect(moveRange(october, 'end', '2024-11-30', opts)).toEqual({ startDate: '2024-11-16', endDate: '2024-11-30' });
    const reversed = moveRange({ startDate: '2024-10-01', endDate: '2024-10-04' }, 'end', '2024-09-20', opts);
    expect(reversed).toEqual({ startDate: '2024-10-01', endDate: '2024-09-20' });
    expect(rangeProblem(reversed, opts)).toBe('reversed');
  });

  it('never moves an end past today, and leaves long ranges alone when unrestricted', () => {
    expect(moveRange({ startDate: '2025-03-01', endDate: '2025-03-15' }, 'start', '2025-02-18', { today, restricted: true })).toEqual({ startDate: '2025-02-18', endDate: '2025-03-04' });
    expect(moveRange({ startDate: '2025-03-10', endDate: '2025-03-11' }, 'end', '2025-04-30', { today, restricted: true })).toEqual({ startDate: '2025-03-10', endDate: '2025-03-20' });
    expect(moveRange({ startDate: '2025-03-01', endDate: '2025-03-15' }, 'end', '2025-04-02', { today })).toEqual({ startDate: '2025-03-01', endDate: '2025-03-20' });
    expect(moveRange({ startDate: '2025-03-01', endDate: '2025-03-15' }, 'start', '2024-01-01', { today })).toEqual({ startDate: '2024-01-01', endDate: '2025-03-15' });
    // A start after the end is kept as picked (refused with a message), not followed by the end.
    expect(moveRange({ startDate: '2025-03-01', endDate: '2025-03-03' }, 'start', '2025-03-10', { today })).toEqual({ startDate: '2025-03-10', endDate: '2025-03-03' });
  });

  it('names what is wrong with a range', () => {
    expect(rangeProblem({ startDate: '2025-03-01' }, { today })).toBe('required');
    expect(rangeProblem({ startDate: '2025-03-10', endDate: '2025-03-01' }, { today })).toBe('reversed');
    expect(rangeProblem({ startDate: '2025-03-10', endDate: '2025-03-21' }, { today })).toBe('future');
    expect(rangeProblem({ startDate: '2025-03-01', endDate: '2025-03-16' }, { today, restricted: true })).toBe('tooLong');
    expect(rangeProblem({ startDate: '2025-03-01', endDate: '2025-03-15' }, { today, restricted: true })).toBeNull();
  });
});
