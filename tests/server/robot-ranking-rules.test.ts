import { describe, expect, it } from 'vitest';
import { QaIndex } from '../../adapter-server/src/features/robot/qa-index';
import { tokenize } from '../../adapter-server/src/features/robot/tokenizer';

let n = 0;
const row = (question: string, similar: string[] = [], keywords: string[] = []) => ({
  id: `qa${n++}`, question, similar_questions: JSON.stringify(similar), keywords: JSON.stringify(keywords), answer: `<p>${question}</p>`,
  classify: 0, links: '[]', enabled: 1, valid_from: null, valid_to: null, hits: 0, created_at: 0, updated_at: 0,
});

describe('the ranking rules on a small base', () => {
  it('lends no characters of function words to match on (怎么 has no 怎)', () => {
    expect(tokenize('怎么在你们这里寄包裹')).not.toEqual(expect.arrayContaining(['怎']));
    expect(tokenize('怎么在你们这里寄包裹')).not.toContain('们');
    expect(tokenize('为什么快递一直卡在一个地方')).not.toContain('为什么');
    expect(tokenize('拒收')).toEqual(expect.arrayContaining(['拒收', '拒', '收']));
  });

  it('keeps the suggestions in the language asked when that language has candidates', async () => {
    const index = await QaIndex.build([row('包裹破损了怎么办', ['快递破损']), row('My parcel arrived damaged', ['damaged package'], ['破损']), row('快递丢了怎么办')], [
      { id: 'damaged', words: ['破损', 'damaged', '碎了'] },
    ]);
    const zh = index.rank('收到的花瓶碎了', Date.now());
    expect(zh.map((r) => r.entry.row.question)).toEqual(['包裹破损了怎么办']);
    // Only the other language holds it: offered all the same.
    const only = await QaIndex.build([row('My parcel arrived damaged', ['damaged package'], ['破损'])], [{ id: 'damaged', words: ['破损', 'damaged', '碎了'] }]);
    expect(only.rank('花瓶碎了', Date.now()).map((r) => r.entry.row.question)).toEqual(['My parcel arrived damaged']);
  });

  it('ranks by relevance times the share of the question held: the entry holding more of it wins', async () => {
    const index = await QaIndex.build([row('How do I track my parcel', ['track my package']), row('Tracking has not updated for days', ['tracking stuck'])], [
      { id: 'stalled', words: ['stuck', 'not updated', 'no update'] },
    ]);
    const [top, second] = index.rank('my parcel tracking is stuck, no update', Date.now());
    expect(top.entry.row.question).toBe('Tracking has not updated for days');
    expect(top.coverage).toBeGreaterThan(second.coverage);
  });
});
