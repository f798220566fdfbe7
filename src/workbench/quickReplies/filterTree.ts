import type { QuickReplyItem, QuickReplyNode } from '../../common/quickReplies';

/** The tree with only the replies whose title or content holds the text, and no empty branches. */
export function filterTree(nodes: QuickReplyNode[], text: string): QuickReplyNode[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return nodes;
  const match = (r: QuickReplyItem) => r.title.toLowerCase().includes(needle) || r.content.toLowerCase().includes(needle);
  return nodes
    .map((n) => ({ ...n, children: filterTree(n.children, text), replies: n.replies.filter(match) }))
    .filter((n) => n.replies.length > 0 || n.children.length > 0);
}

export const flatten = (nodes: QuickReplyNode[]): QuickReplyItem[] => nodes.flatMap((n) => [...n.replies, ...flatten(n.children)]);
