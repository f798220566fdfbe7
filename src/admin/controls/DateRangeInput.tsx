import { Box, Button, ButtonGroup, FormHelperText } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { PickersLocale } from './PickersLocale';
import {
  DATE_FORMAT,
  EARLIEST_DATE,
  type DateRange,
  isDateDisabled,
  moveRange,
  RANGE_LIMIT_DAYS,
  rangeProblem,
  SHORTCUTS,
  shortcutRange,
} from './dateRangeRules';

const MIN_DATE = dayjs(EARLIEST_DATE);

interface DateRangeInputProps {
  value: DateRange;
  onChange(range: DateRange): void;
  /** Keep the range within 14 days of the first picked date (product.md §5). */
  restricted?: boolean;
}

/**
 * The date-range control of the reports: two date pickers (the community edition has no range picker) and
 * the shortcuts today, last week, last 15 days. Dates may be picked or typed (see EndPicker); future dates cannot
 * be picked.
 * An end before the start is refused with a message (nothing moves); in restricted mode picking one end moves
 * the other with it when the range would be longer than 14 days.
 */
interface EndPickerProps {
  label: string;
  id: string;
  date: string;
  onPick(date: string): void;
}

/**
 * One end of the range. A date picked in the calendar counts at once. A typed date reaches the picker's onChange
 * after every keystroke ('2' is the year 0002, '20261' is January), so typing only changes a draft the field
 * shows, kept as typed even while it is not a date yet (a draft replaced by the last good date would undo the
 * keystroke, and typing into the middle of a date would give another date); the draft, when it is a full valid
 * date, counts when the field is left or Enter is pressed, and an unfinished one goes back to the range's date.
 * So typing 20261001 gives 2026-10-01 and never moves the range, or calls a report, with the dates on the way.
 */
function EndPicker({ label, id, date, onPick }: EndPickerProps) {
  const [draft, setDraft] = useState<Dayjs | null | undefined>(undefined);
  const draftRef = useRef<Dayjs | null | undefined>(undefined);
  const setBoth = (d: Dayjs | null | undefined) => {
    draftRef.current = d;
    setDraft(d);
  };
  // The picker moves its calendar to the value's month whenever the value is a new object: one made per render
  // would pull a calendar the user is paging through back to the range's month at every re-render of the page.
  const picked = useMemo(() => dayjs(date), [date]);
  const today = dayjs();
  const usable = (d: Dayjs | null | undefined): d is Dayjs => !!d && d.isValid() && !isDateDisabled(d, { today });
  const commit = () => {
    const d = draftRef.current;
    setBoth(undefined);
    if (usable(d) && d.format(DATE_FORMAT) !== date) onPick(d.format(DATE_FORMAT));
  };
  return (
    <DatePicker
      label={label}
      value={draft !== undefined ? draft : picked}
      onChange={(d: Dayjs | null) => setBoth(d)}
      // The field accepts every keystroke too (source 'unknown'); only the calendar's pick ('view') counts at once.
      onAccept={(d: Dayjs | null, context: { validationError: unknown; source?: string }) => {
        if (context.source !== 'view' || !usable(d) || context.validationError) return;
        setBoth(undefined);
        onPick(d.format(DATE_FORMAT));
      }}
      format={DATE_FORMAT}
      minDate={MIN_DATE}
      disableFuture
      shouldDisableDate={(d) => isDateDisabled(d, { today })}
      slotProps={{
        textField: {
          size: 'small',
          sx: { width: { xs: '50%', sm: 170 } },
          id,
          onBlur: (e: FocusEvent<HTMLElement>) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) commit();
          },
          onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
            if (e.key === 'Enter') commit();
          },
        },
      }}
    />
  );
}

export function DateRangeInput({ value, onChange, restricted = false }: DateRangeInputProps) {
  const translate = useTranslate();
  const pick = (which: 'start' | 'end') => (date: string) => onChange(moveRange(value, which, date, { restricted }));
  const problem = rangeProblem(value, { restricted });
  return (
    <PickersLocale>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Box sx={{ display: 'flex', gap: 1, width: { xs: '100%', sm: 'auto' } }}>
          <EndPicker label={translate('ccim.date.start')} id="report-range-start" date={value.startDate} onPick={pick('start')} />
          <EndPicker label={translate('ccim.date.end')} id="report-range-end" date={value.endDate} onPick={pick('end')} />
        </Box>
        <ButtonGroup size="small" variant="outlined" aria-label={translate('ccim.reports.range.shortcuts')}>
          {SHORTCUTS.map((s) => (
            <Button key={s} onClick={() => onChange(shortcutRange(s))}>
              {translate(`ccim.date.${s}`)}
            </Button>
          ))}
        </ButtonGroup>
        {restricted && <FormHelperText sx={{ m: 0 }}>{translate('ccim.date.rangeLimit', { days: RANGE_LIMIT_DAYS })}</FormHelperText>}
        {problem && <FormHelperText error>{translate(`ccim.reports.range.${problem}`)}</FormHelperText>}
      </Box>
    </PickersLocale>
  );
}
