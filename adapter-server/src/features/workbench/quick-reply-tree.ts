import type { QuickReplyNode } from '../../../../src/common/quickReplies';
import type { QuickRepliesTable, QuickReplyTypesTable } from '../../db/tables/management.table';


type Reply = Pick<QuickRepliesTable, 'id' | 'type_id' | 'title' | 'content' | 'sort' | 'click_count'>;

/**
 * The type tree with each type's replies; replies of no (or an unknown) type gather in a last node with a
 * null id. Types keep their stored order (sort, then name).
 */
export function quickReplyTree(types: QuickReplyTypesTable[], replies: Reply[]): QuickReplyNode[] {
  const nodes = new Map<string, QuickReplyNode>(types.map((t) => [t.id, { id: t.id, name: t.name, children: [], replies: [] }]));
  const roots: QuickReplyNode[] = [];
  for (const t of types) {
    const node = nodes.get(t.id)!;
    const parent = t.parent_id ? nodes.get(t.parent_id) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const loose: QuickReplyNode = { id: null, name: '', children: [], replies: [] };
  for (const r of replies) {
    const item = { id: r.id, title: r.title, content: r.content, clickCount: r.click_count };
    (r.type_id ? (nodes.get(r.type_id) ?? loose) : loose).replies.push(item);
  }
  if (loose.replies.length) roots.push(loose);
  return roots;
}
