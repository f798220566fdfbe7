import type { QuickReplyItem, QuickReplyNode } from '../../common/quickReplies';
import { MAIN_BASE } from '../../common/runtimeConfig';
import { api } from '../../dataProvider/api';
import { flatten } from './filterTree';

/** Common and personal replies change rarely: read once, again after this long. */
const FRESH_MS = 5 * 60_000;
let cache: { at: number; replies: Promise<QuickReplyItem[]> } | null = null;

/** Every quick reply the agent may use (common, then personal), read once for the page and kept a few minutes. */
export function allQuickReplies(): Promise<QuickReplyItem[]> {
  if (cache && Date.now() - cache.at < FRESH_MS) return cache.replies;
  const read = (path: string) => api.request<QuickReplyNode[]>('GET', `${MAIN_BASE}/${path}`, { silent: true }).then(flatten);
  const replies = Promise.all([read('workbench/listQuickReply'), read('workbench/pub/listQuickReply')]).then(([common, mine]) => [...common, ...mine]);
  cache = { at: Date.now(), replies };
  // A failed read is tried again next time.
  replies.catch(() => (cache = null));
  return replies;
}

/** The '/keyword' being typed at the end of the reply ('' right after the slash), or null when there is none. */
export function slashQuery(text: string): string | null {
  const m = /(?:^|\s)\/([^\s/]*)$/.exec(text);
  return m ? m[1] : null;
}

/** The reply with the '/keyword' at its end replaced by the quick reply's text. */
export const replaceSlash = (text: string, content: string) => text.replace(/\/[^\s/]*$/, content);

/** The replies whose title or text holds the keyword, in the list's order (common first), at most `max`. */
export function matchReplies(replies: QuickReplyItem[], query: string, max = 8): QuickReplyItem[] {
  const needle = query.toLowerCase();
  return replies.filter((r) => !needle || r.title.toLowerCase().includes(needle) || r.content.toLowerCase().includes(needle)).slice(0, max);
}
