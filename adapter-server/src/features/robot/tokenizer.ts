import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { stemmer } from 'stemmer';

/**
 * Question segmentation for the robot: jieba (search mode, so 收件人 also yields 收件) for Chinese, Porter stems
 * for English. Chinese is also indexed by its single characters besides the words, so 算 meets 计算 and 拒 meets
 * 拒收 (measured on the evaluation set: more right answers at the same count of wrong ones; character bigrams
 * measured no better). Chinese particles and English stop words are left out.
 */
const jieba = Jieba.withDict(dict);
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/g;
const LATIN_WORD = /^[\p{L}\p{N}]+$/u;
const STOP = new Set(
  ('the a an is are was were be been am to of my i me we us our you your it its in on at for and or but with from by as this that these those ' +
    'do does did can could would should will shall may might have has had what how why when which who whom please just so if than then there here ' +
    'any some get got im id ive dont cant wont not no yes hi hello hey thanks thank one stuff thing things something anything ' +
    'need wanna gonna go about also really kindly know tell let theyre youre').split(' '),
);
/** Chinese particles and fillers jieba keeps as words. */
const ZH_STOP = new Set([...'的了我你他她它是在有和就也都要会能吗呢吧啊呀哦嗯个这那么么去来到说给把被让对从跟与或还又很太更最已不没一上下里中大小多少好想用做看点些些', '我们', '你们', '东西', '怎么', '怎么办', '怎样', '如何', '什么', '为什么', '为啥', '可以', '能不能', '是不是', '一下', '请问', '的话', '这个', '那个', '一个', '还是', '就是', '已经', '没有', '现在', '但是', '因为', '所以', '吗', '呢', '吧', '啊',
  // Colloquial fillers: 帮我看看, 麻烦问一下, 怎么弄.
  '帮我', '帮忙', '麻烦', '看看', '请', '您', '怎', '弄', '怎么弄', '怎么搞', '一点']);

/** jieba's verb-plus-measure words (寄点, 发个) and 递给 cut out of 快递给: only their first character says something. */
const TRAILING = /^([\u3400-\u9fff][个些给]|[寄发送买]点)$/;

export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** English words, stemmed (what the synonyms table's English terms are matched against). */
export function latinStems(norm: string): string[] {
  const out: string[] = [];
  for (const raw of norm.replace(/[\u3400-\u9fff\uf900-\ufaff]+/g, ' ').split(/[^\p{L}\p{N}']+/u)) {
    const w = raw.replace(/'/g, '');
    if (!w || !LATIN_WORD.test(w)) continue;
    out.push(/^\d+$/.test(w) ? w : stemmer(w));
  }
  return out;
}

const STEMMED_STOP = new Set([...STOP].map((w) => stemmer(w)));

/** The terms a text is indexed and searched by (with repeats, so BM25 sees term frequency). */
export function tokenize(text: string): string[] {
  const norm = normalize(text);
  const out: string[] = [];
  for (const s of latinStems(norm)) if (s.length >= 2 && !STOP.has(s) && !STEMMED_STOP.has(s) && !/^\d{6,}$/.test(s)) out.push(s);
  for (const run of norm.match(CJK_RUN) ?? []) {
    for (const w of jieba.cutForSearch(run, true)) if (CJK.test(w) && !ZH_STOP.has(w) && !TRAILING.test(w)) out.push(w);
    // The characters of the words that say something: 怎么 and 你们 lend no 怎 or 们 to match on.
    for (const w of jieba.cut(run, true)) if (!ZH_STOP.has(w)) for (const c of w) if (!ZH_STOP.has(c)) out.push(c);
  }
  return out;
}

/**
 * Chinese verbs customers use alone for the service they name: 保 (insure) in 保一万块 / 能保吗 / 保个价 is 保价.
 * Only where jieba leaves the character a word of its own, or with function characters only (能保, 要保, 保个):
 * 确保, 保修 and 保质期 are other words.
 */
const SHORTHAND: Record<string, string> = { 保: '保价' };
const SHORTHAND_CHARS = Object.keys(SHORTHAND);
const SHORTHAND_FILLER = /^[能要可以不个吗帮给我]*$/;

/** The text with those verbs written out (保一万 → 保价一万); text without them comes back as it is, unsegmented. */
export function readShorthand(text: string): string {
  if (!SHORTHAND_CHARS.some((c) => text.includes(c))) return text;
  return jieba
    .cut(text, true)
    .map((w) => {
      const c = SHORTHAND_CHARS.find((k) => w.includes(k));
      return c && SHORTHAND_FILLER.test(w.replace(c, '')) ? w.replace(c, SHORTHAND[c]) : w;
    })
    .join('');
}

/** jieba's parts of speech for a place, a person's name, a number or a time: what a question is about, not what it asks. */
const SLOT_TAG = /^(ns|nr|m|t)/;
/** A capitalised word after the first: a place or a name ("to Urumqi on Monday"). */
const PROPER = /(?<=\S\s+)[A-Z][a-z'’]+/gu;

/**
 * The terms of a question's places, names, numbers and times (to Chengdu, 八千块, 今天, 3kg): the matcher weighs
 * those the base does not hold as nothing in the coverage, so "从上海寄到成都要几天" is as clearly about the
 * delivery time as "要几天".
 */
export function slotTerms(text: string): string[] {
  const words: string[] = text.match(PROPER)?.filter((w) => w !== 'I') ?? [];
  for (const w of normalize(text).split(/[^\p{L}\p{N}.]+/u)) if (/\d/.test(w) && !CJK.test(w)) words.push(w);
  for (const run of normalize(text).match(CJK_RUN) ?? []) for (const { tag, word } of jieba.tag(run, true)) if (SLOT_TAG.test(tag)) words.push(word);
  return words.length ? tokenize(words.join(' ')) : [];
}

/** Whether the text is mainly Chinese: the robot answers in the language asked. */
export const isChinese = (text: string) => CJK.test(text);

/** Small talk and empty text: nothing the robot could look up. */
const CHITCHAT = new Set([
  'hi', 'hello', 'hey', 'ok', 'okay', 'thanks', 'thank you', 'yes', 'no', 'bye', 'good',
  '你好', '您好', '在吗', '在不在', '嗯', '哦', '好的', '好', '谢谢', '再见', '是的', '不是', '哈哈', '喂',
]);

export function hasIntention(text: string): boolean {
  const norm = normalize(text).replace(/[\p{P}\p{S}\s]+/gu, ' ').trim();
  if (!norm) return false;
  if (CHITCHAT.has(norm)) return false;
  return norm.replace(/\s/g, '').length >= 2;
}
