import { systemText, type Lang } from '../../../../src/common/systemLines';
import type { MessageRow, SessionListRow } from './session-list.repository';
import type { ReasonView } from '../contactReasons/session-reason.service';

export interface Evaluation {
  categories: Record<string, string[]>;
  comment: string;
}

/** Reads the stored evaluation JSON; anything malformed counts as no reasons rather than failing a report. */
export function parseEvaluation(raw: string | null): Evaluation | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as { categories?: unknown; comment?: unknown };
    const categories: Record<string, string[]> = {};
    // Categories are an object of reason lists; anything else (a list, a number) gives none, as the rollups read it.
    if (v.categories && typeof v.categories === 'object' && !Array.isArray(v.categories)) {
      for (const [k, reasons] of Object.entries(v.categories as Record<string, unknown>)) {
        categories[k] = Array.isArray(reasons) ? reasons.filter((r): r is string => typeof r === 'string') : [];
      }
    }
    return { categories, comment: typeof v.comment === 'string' ? v.comment : '' };
  } catch {
    return null;
  }
}

export type SessionView = Omit<SessionListRow, 'converted' | 'evaluation'> & { converted: boolean; evaluation: Evaluation | null; reasons?: ReasonView[]; labels?: string[] };

export const toSessionView = (r: SessionListRow): SessionView => ({
  ...r,
  converted: r.converted === 1,
  evaluation: parseEvaluation(r.evaluation),
});

export interface MessageView {
  id: string;
  seq: number;
  author: number;
  type: string;
  content: string;
  createdAt: number;
  revoked: boolean;
}

const parseExtra = (extra: string | null): Record<string, unknown> | null => {
  try {
    return extra ? (JSON.parse(extra) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

const NOTE_LABEL: Record<Lang, string> = { en: '[Internal note] ', zh: '[内部备注] ' };

/**
 * A message's text as staff read it in the reader's language: a system line (stored as a code with parameters)
 * rendered, an internal note marked as one.
 */
export function messageText(m: Pick<MessageRow, 'author' | 'type' | 'content' | 'extra'>, lang: Lang): string {
  if (m.author === 0) return systemText({ content: m.content, extra: parseExtra(m.extra) }, lang);
  return m.type === 'note' ? `${NOTE_LABEL[lang]}${m.content}` : m.content;
}

export const toMessageView = (m: MessageRow, lang: Lang): MessageView => ({
  id: m.id,
  seq: m.seq,
  author: m.author,
  type: m.type,
  content: messageText(m, lang),
  createdAt: m.createdAt,
  revoked: m.revokedAt !== null,
});
