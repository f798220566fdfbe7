import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';

/** Dates in Chinese when the user chose Chinese (2026/11/24 20:05:00), whatever the browser's language. */
export const dateLocale = (locale: string): string => (locale === 'zh' ? 'zh-CN' : 'en-US');

/** A date (and time) in the user's chosen language. */
export function LocaleDateField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  return <DateField {...props} locales={dateLocale(locale)} />;
}
