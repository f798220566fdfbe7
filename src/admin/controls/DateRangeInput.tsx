import { Box, Button, ButtonGroup, FormHelperText } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useLocaleState, useTranslate } from 'react-admin';
import {
  DATE_FORMAT,
  type DateRange,
  isDateDisabled,
  normaliseRange,
  RANGE_LIMIT_DAYS,
  rangeProblem,
  SHORTCUTS,
  shortcutRange,
} from './dateRangeRules';

interface DateRangeInputProps {
  value: DateRange;
  onChange(range: DateRange): void;
  /** Keep the range within 14 days of the first picked date (spec 5). */
  restricted?: boolean;
}

/**
 * The date-range control of the reports: two date pickers (the community edition has no range picker) and
 * the shortcuts today, last week, last 15 days. Future dates cannot be picked; in restricted mode each end
 * stays within 14 days of the other.
 */
export function DateRangeInput({ value, onChange, restricted = false }: DateRangeInputProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const today = dayjs();
  const pick = (which: 'start' | 'end') => (d: Dayjs | null) => {
    if (!d || !d.isValid()) return;
    const next = which === 'start' ? { ...value, startDate: d.format(DATE_FORMAT) } : { ...value, endDate: d.format(DATE_FORMAT) };
    onChange(normaliseRange(next, { restricted, keep: which }));
  };
  const problem = rangeProblem(value, { restricted });
  const field = { size: 'small' as const, sx: { width: { xs: '50%', sm: 170 } } };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale === 'zh' ? 'zh-cn' : 'en'}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Box sx={{ display: 'flex', gap: 1, width: { xs: '100%', sm: 'auto' } }}>
          <DatePicker
            label={translate('ccim.date.start')}
            value={dayjs(value.startDate)}
            onChange={pick('start')}
            format={DATE_FORMAT}
            disableFuture
            shouldDisableDate={(d) => isDateDisabled(d, { today, restricted, anchor: value.endDate })}
            slotProps={{ textField: { ...field, id: 'report-range-start' } }}
          />
          <DatePicker
            label={translate('ccim.date.end')}
            value={dayjs(value.endDate)}
            onChange={pick('end')}
            format={DATE_FORMAT}
            disableFuture
            minDate={dayjs(value.startDate)}
            shouldDisableDate={(d) => isDateDisabled(d, { today, restricted, anchor: value.startDate })}
            slotProps={{ textField: { ...field, id: 'report-range-end' } }}
          />
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
