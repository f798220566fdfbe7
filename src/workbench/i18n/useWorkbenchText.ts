import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { chatEn } from './chat';

export type WorkbenchT = (key: keyof typeof chatEn, params?: Record<string, string>) => string;

/** The chat view's texts (`ccim.workbench.*`) through the shell's i18nProvider, with the keys checked by the compiler. */
export function useWorkbenchText(): WorkbenchT {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // Stable per language, so memoised lists given `t` skip re-rendering when nothing else changed; the locale is a
  // dependency on purpose, so a language switch always hands them a new `t` and they render in the new language.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback<WorkbenchT>((key, params) => translate(`ccim.workbench.${key}`, params), [translate, locale]);
}
