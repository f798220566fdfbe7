import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { MAIN_BASE } from '../../common/runtimeConfig';
import { api } from '../../dataProvider/api';

/**
 * Drafts a summary of the chat (`workbench/summary`: its reasons, labels, waybills with their state and what the
 * agent promised) in the workbench's language, for the agent to edit; null after a failure, which the client shows.
 */
export function useChatSummary(sessionId: string | undefined): (() => Promise<string | null>) | undefined {
  const [locale] = useLocaleState();
  const lang = locale === 'zh' ? 'zh' : 'en';
  const draft = useCallback(async () => {
    try {
      return (await api.request<{ text: string }>('GET', `${MAIN_BASE}/workbench/summary`, { query: { sessionId: sessionId!, lang } })).text;
    } catch {
      return null;
    }
  }, [sessionId, lang]);
  return sessionId ? draft : undefined;
}
