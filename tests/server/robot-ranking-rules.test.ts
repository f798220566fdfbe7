import { describe, expect, it } from 'vitest';
import { QaIndex } from '../../adapter-server/src/features/robot/qa-index';
import { readShorthand, tokenize } from '../../adapter-server/src/features/robot/tokenizer';
import { Spelling } from '../../adapter-server/src/features/robot/spelling';
import { Synonyms } from '../../adapter-server/src/features/robot/robot-synonyms';

let n = 0;
const row = (question: string, similar: string[] = [], keywords: string[] = []) => ({
  id: `qa${n++}`, question, similar_questions: JSON.stringify(similar), keywords: JSON.stringify(keywords), answer: `<p>${question}</p>`,
  classify: 0, links: '[]', enabled: 1, published: 1, valid_from: null, valid_to: null, hits: 0, created_at: 0, updated_at: 0,
});

describe('the ranking rules on a small base', () => {
  it('lends no characters of function words to match on (怎么 has no 怎)', () => {
    expect(tokenize('怎么在你们这里寄包裹')).not.toEqual(expect.arrayContaining(['怎']));
    expect(tokenize('怎么在你们这里寄包裹')).not.toContain('们');
    expect(tokenize('为什么快递一直卡在一个地方')).not.toContain('为什么');
    expect(tokenize('拒收')).toEqual(expect.arrayContaining(['拒收', '拒', '收']));
  });

  it('weighs colloquial fillers and jieba\'s verb-plus-measure words as nothing, keeping their verb and real words', () => {
    const asked = tokenize('麻烦帮我看看，想发个快递给朋友，寄点东西怎么弄');
    for (const filler of ['麻烦', '帮我', '看看', '发个', '递给', '寄点', '怎么弄', '弄']) expect(asked).not.toContain(filler);
    expect(asked).toEqual(expect.arrayContaining(['发', '寄', '快', '朋友']));
    expect(tokenize('快递员几点来')).toContain('几点');
    expect(tokenize('快递被弄丢了')).toEqual(expect.arrayContaining(['丢']));
    expect(tokenize('I need to know about the fee, could you tell me')).toEqual(['fee']);
  });

  it('counts the question\'s words and concepts an entry holds, not its single characters (a clear win\'s evidence)', async () => {
    const index = await QaIndex.build([row('物流信息好几天没更新了', ['快递一直没有变化', '物流卡在一个地方不动']), row('怎么寄快递')], []);
    const [top] = index.rank('为什么快递一直卡在一个地方', Date.now());
    expect(top.entry.row.question).toBe('物流信息好几天没更新了');
    expect(top.words).toBeGreaterThanOrEqual(3);
    const [weak] = index.rank('招快递员', Date.now());
    expect(weak.words).toBeLessThan(3);
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

  it('carries a paraphrase to its entry through a synonyms concept, held as the entry\'s keyword', async () => {
    const groups = [{ id: 'large', words: ['大件', '冰箱', '家具', 'fridge', 'furniture'] }, { id: 'send', words: ['寄', '寄件', 'send', 'ship'] }];
    const index = await QaIndex.build([row('快运大件怎么寄', ['家具怎么寄'], ['大件']), row('怎么寄快递', ['我要寄件'], ['寄件'])], groups);
    const [top] = index.rank('我要寄一台冰箱到外地', Date.now());
    expect(top.entry.row.question).toBe('快运大件怎么寄');
    expect(top.topical).toBe(true);
  });

  it('holds a keyword only whole: a word inside it (付款 in 货到付款) does not make the entry the subject', async () => {
    const index = await QaIndex.build([row('代收货款怎么收费', ['货到付款手续费'], ['货到付款'])], []);
    const [top] = index.rank('可以用信用卡付款吗', Date.now());
    expect(top.topical).toBe(false);
    expect(index.rank('支持货到付款吗', Date.now())[0].topical).toBe(true);
  });

  it('weighs places, names and numbers the base does not hold as nothing in the coverage', async () => {
    const index = await QaIndex.build([row('快递几天能到', ['快递需要几天'], ['几天']), row('How long does delivery take', ['delivery time'], ['how long'])], []);
    const near = index.rank('寄到成都要几天', Date.now())[0].coverage;
    expect(index.rank('从上海寄到成都要几天', Date.now())[0].coverage).toBeCloseTo(near, 5);
    expect(index.rank('how long does delivery take to Urumqi', Date.now())[0].coverage).toBeCloseTo(index.rank('how long does delivery take', Date.now())[0].coverage, 5);
  });

  it('reads 保 standing alone as 保价 (insure), not inside another word (确保, 保质期)', async () => {
    expect(readShorthand('保一万块的东西要多少钱')).toBe('保价一万块的东西要多少钱');
    expect(readShorthand('能保吗')).toContain('保价');
    expect(readShorthand('确保一下能到吗')).toBe('确保一下能到吗');
    expect(readShorthand('保质期短的食品能寄吗')).toBe('保质期短的食品能寄吗');
    const groups = [{ id: 'insurance', words: ['保价', '保险'] }, { id: 'price', words: ['多少钱', '运费', '贵'] }];
    const index = await QaIndex.build([row('运费怎么计算', ['寄快递多少钱'], ['运费', '多少钱']), row('保价怎么收费', ['保价费用'], ['保价', '贵重物品'])], groups);
    const [top, second] = index.rank('保一万块的东西要多少钱', Date.now());
    expect(top.entry.row.question).toBe('保价怎么收费');
    expect(second.score).toBeLessThan(top.score * 0.45);
  });

  it('corrects an unknown English word one edit from a word of the base, and leaves names and known words alone', async () => {
    const spelling = new Spelling();
    spelling.learn('Can I change the delivery address; wrong address; parcel; received; Harbour');
    expect(spelling.correct('I typed the wrong adress')).toBe('I typed the wrong address');
    expect(spelling.correct('wheres my parcle, never recieved it')).toBe('wheres my parcel, never received it');
    expect(spelling.correct('send it to Harbin')).toBe('send it to Harbin');
    expect(spelling.correct('two addresses')).toBe('two addresses');
    const index = await QaIndex.build([row('Can I change the delivery address', [], ['change address'])], [{ id: 'addr', words: ['wrong address', 'change address'] }]);
    expect(index.rank('I typed the wrong adress, help', Date.now())[0].topical).toBe(true);
  });
  it('reads a group word inside a longer word of another group as that longer word\'s group only', () => {
    const synonyms = new Synonyms([
      { id: 'pickup', words: ['上门', '来拿', 'come to my house'] },
      { id: 'door', words: ['送货上门', 'to my house'] },
      { id: 'received', words: ['签收'] },
      { id: 'refuse', words: ['不签收'] },
      { id: 'moving', words: ['搬家'] },
      { id: 'address', words: ['搬家', '新地址'] },
    ]);
    expect(synonyms.concepts('能送货上门吗')).toEqual(['#door']);
    expect(synonyms.concepts('快递员几点上门来拿')).toEqual(['#pickup']);
    expect(synonyms.concepts('can someone come to my house for it')).toEqual(['#pickup']);
    expect(synonyms.concepts('please bring it to my house')).toEqual(['#door']);
    expect(synonyms.concepts('我不签收')).toEqual(['#refuse']);
    expect(synonyms.concepts('显示签收了')).toEqual(['#received']);
    // The same word in two groups says both; words side by side say each its own.
    expect(synonyms.concepts('搬家了').sort()).toEqual(['#address', '#moving']);
    expect(synonyms.concepts('送货上门，上门取件').sort()).toEqual(['#door', '#pickup']);
  });

  it('weighs a character the base does not hold as nothing: the unknown word it belongs to weighs already', async () => {
    const index = await QaIndex.build([row('包裹破损了怎么办', ['快递破损'], ['破损']), row('怎么寄快递')], []);
    const [vase] = index.rank('花瓶破损了', Date.now());
    expect(vase.entry.row.question).toBe('包裹破损了怎么办');
    // 花瓶 weighs as one unknown word, as "vase" does, not once more through 花 and 瓶.
    expect(vase.coverage).toBeCloseTo(index.rank('vase 破损了', Date.now())[0].coverage, 5);
    // A character the base holds still counts (损 of 破损 in 损坏).
    expect(tokenize('损坏了')).toContain('损');
    expect(index.rank('东西损坏了', Date.now())[0].entry.row.question).toBe('包裹破损了怎么办');
  });

  it('counts a word found only through its prefix in the coverage, not among the words of a clear win', async () => {
    const index = await QaIndex.build([row('My parcel arrived damaged', ['damaged package', 'box was broken'], ['damaged']), row('How do I send a parcel')], []);
    const [packing] = index.rank('do you sell packing boxes', Date.now());
    expect(packing.entry.row.question).toBe('My parcel arrived damaged');
    expect(packing.words).toBe(1);
    expect(packing.coverage).toBeGreaterThan(index.rank('do you sell qwerty boxes', Date.now())[0].coverage);
  });
});
