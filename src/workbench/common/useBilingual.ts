import { useLocaleState } from 'react-admin';
import type { Bilingual } from '../../common/waybillRecords';

/** Picks the text of the user's language from an `{en, zh}` pair. */
export function useBilingual(): (t: Bilingual | null | undefined) => string {
  const [locale] = useLocaleState();
  return (t) => (t ? (locale === 'zh' ? t.zh : t.en) : '');
}

export const formatTime = (at: number | null | undefined) => (at ? new Date(at).toLocaleString() : '—');
