import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { DateRangeInput } from '../../../src/admin/controls/DateRangeInput';
import type { DateRange } from '../../../src/admin/controls/dateRangeRules';
import { i18nProvider } from '../../../src/admin/i18n/i18nProvider';

const today = dayjs();
const start = today.subtract(13, 'day');
const monthName = (d: dayjs.Dayjs) => d.toDate().toLocaleString('en-US', { month: 'long', year: 'numeric' });

/** A report page: it re-renders (a refetch, a socket event) with an equal range in a new object. */
function Report({ tick }: { tick: number }) {
  const [range, setRange] = useState<DateRange>({ startDate: start.format('YYYY-MM-DD'), endDate: today.format('YYYY-MM-DD') });
  return (
    <div data-tick={tick}>
      <DateRangeInput value={{ ...range }} onChange={setRange} restricted />
    </div>
  );
}

const page = (tick: number) => (
  <AdminContext i18nProvider={i18nProvider}>
    <Report tick={tick} />
  </AdminContext>
);

describe('DateRangeInput', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('keeps the month the user paged to when the page re-renders with the same range', async () => {
    const { rerender } = render(page(0));
    const [startGroup] = await screen.findAllByRole('group', { name: 'Start date' });
    fireEvent.click(within(startGroup.parentElement!).getByRole('button', { name: /Choose date/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('grid', { name: monthName(start) });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous month' }));
    const earlier = monthName(start.subtract(1, 'month'));
    await within(dialog).findByRole('grid', { name: earlier });
    rerender(page(1));
    rerender(page(2));
    // The calendar stays on the month paged to; before, it went back to the start's month at each re-render.
    expect(within(dialog).queryByRole('grid', { name: monthName(start) })).toBeNull();
    expect(within(dialog).getByRole('grid', { name: earlier })).toBeVisible();
  });
});
