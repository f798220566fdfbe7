import { api } from '../../../dataProvider/api';
import { MAIN_BASE } from '../../../dataProvider/params';
import type { LearningDraft, Proposal } from '../../../common/robotLearning';

const BASE = `${MAIN_BASE}/robotLearning`;

/** The entry fields the learning calls take, as the Q&A form holds them. */
export interface EntryValues {
  question: string;
  answer: string;
  classify: number;
}

/** The calls of `robotLearning/` (issue 38); refusals are shown by the http client and thrown with their field errors. */
export const learningApi = {
  draft: (id: string) => api.request<LearningDraft>('GET', `${BASE}/draft`, { query: { id }, silent: true }),
  teach: (id: string, entry: EntryValues) => api.request<{ qaId: string }>('POST', `${BASE}/teach`, { body: { id, ...entry } }),
  proposals: () => api.request<Proposal[]>('GET', `${BASE}/proposals`, { silent: true }),
  approve: (body: Partial<EntryValues> & { key: string; action: 'new' | 'similar'; question: string; qaId?: string }) =>
    api.request<{ qaId: string; taught: number }>('POST', `${BASE}/proposals/approve`, { body }),
  dismiss: (key: string) => api.request('POST', `${BASE}/proposals/dismiss`, { body: { key } }),
};

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An agent's plain reply as the rich-text answer of an entry: one paragraph per line. */
export function textToHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}
