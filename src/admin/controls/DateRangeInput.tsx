import { Box, Button, ButtonGroup, FormHelperText } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import 'dayjs/locale/zh-cn';
import { useLocaleState, useTranslate } from 'react-admin';
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
 * Picking one end moves the other with it when the range would be reversed or, in restricted mode, longer
 * than 14 days.
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
 * shows; the draft, when it is a full valid date, counts when the field is left or Enter is pressed. So typing
 * 20261001 gives 2026-10-01 and never moves the range, or calls a report, with the dates on the way there.
 */
function EndPicker({ label, id, date, onPick }: EndPickerProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const draftRef = useRef<string | null>(null);
  const setBoth = (d: string | null) => {
    draftRef.current = d;
    setDraft(d);
  };
  const commit = () => {
    const d = draftRef.current;
    setBoth(null);
    if (d && d !== date) onPick(d);
  };
  const today = dayjs();
  const usable = (d: Dayjs | null, context: { validationError: unknown }): d is Dayjs =>
    !!d && d.isValid() && !context.validationError && !isDateDisabled(d, { today });
  return (
    <DatePicker
      label={label}
      value={dayjs(draft ?? date)}
      onChange={(d: Dayjs | null, context: { validationError: unknown }) => {
        if (usable(d, context)) setBoth(d.format(DATE_FORMAT));
      }}
      // The field accepts every keystroke too (source 'unknown'); only the calendar's pick ('view') counts at once.
      onAccept={(d: Dayjs | null, context: { validationError: unknown; source?: string }) => {
        if (context.source !== 'view' || !usable(d, context)) return;
        setBoth(null);
        onPick(d.format(DATE_FORMAT));
      }}
      format={DATE_FORMAT}
      minDate={dayjs(EARLIEST_DATE)}
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
  const [locale] = useLocaleState();
  const pick = (which: 'start' | 'end') => (date: string) => onChange(moveRange(value, which, date, { restricted }));
  const problem = rangeProblem(value, { restricted });
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale === 'zh' ? 'zh-cn' : 'en'}>
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
    </LocalizationProvider>
  );
}
