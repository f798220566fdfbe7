import { describe, expect, it } from 'vitest';
import { filterTree, flatten } from '../../../src/workbench/quickReplies/filterTree';
import type { QuickReplyNode } from '../../../src/common/quickReplies';

const reply = (id: string, title: string, content = '') => ({ id, title, content, clickCount: 0 });
const TREE: QuickReplyNode[] = [
  { id: 'g', name: 'Greetings', replies: [reply('a', 'Opening', 'Hello')], children: [{ id: 'm', name: 'Morning', replies: [reply('b', 'Good morning')], children: [] }] },
  { id: 'f', name: 'Fees', replies: [reply('c', 'Fee rules', 'Fees are by weight')], children: [] },
];

describe('quick reply search', () => {
  it('keeps only matching replies and drops empty branches, case-insensitively', () => {
    const found = filterTree(TREE, 'MORNING');
    expect(found).toHaveLength(1);
    expect(found[0].replies).toEqual([]);
    expect(found[0].children[0].replies.map((r) => r.id)).toEqual(['b']);
    expect(flatten(filterTree(TREE, 'weight')).map((r) => r.id)).toEqual(['c']);
  });

  it('returns the whole tree for an empty search, in order', () => {
    expect(filterTree(TREE, '  ')).toBe(TREE);
    expect(flatten(TREE).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });
});
