import { useLocaleState } from 'react-admin';
import { formatDateTime } from '../../common/dateTime';
import type { Bilingual } from '../../common/waybillRecords';

/** Picks the text of the user's language from an `{en, zh}` pair. */
export function useBilingual(): (t: Bilingual | null | undefined) => string {
  const [locale] = useLocaleState();
  return (t) => (t ? (locale === 'zh' ? t.zh : t.en) : '');
}

/** A moment on the waybill, work-bill and visitor tabs, as every screen writes it (not the browser's US default). */
export const formatTime = (at: number | null | undefined) => (at ? formatDateTime(at) : '—');
