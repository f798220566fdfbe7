import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { zhCN } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';
import 'dayjs/locale/zh-cn';
import { useLocaleState } from 'react-admin';

const ZH_TEXTS = zhCN.components.MuiLocalizationProvider.defaultProps.localeText;

/** The pickers' calendar (month and weekday names, first day of the week) and buttons in the user's language. */
export function PickersLocale({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const zh = locale === 'zh';
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={zh ? 'zh-cn' : 'en'} localeText={zh ? ZH_TEXTS : undefined}>
      {children}
    </LocalizationProvider>
  );
}
