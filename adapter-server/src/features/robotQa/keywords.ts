/** Words that carry no intent, in both languages; they never become keywords. */
const STOP = new Set(
  (
    '的 了 吗 呢 吧 啊 呀 是 在 有 和 与 及 还 没 到 不 也 就 都 又 给 被 把 让 我 你 他 她 它 们 我的 你的 这 那 个 怎么 怎样 如何 什么 为什么 哪里 哪 请问 请 一下 可以 能 会 要 想 ' +
    'the a an is are was were be to of in on at for and or my your i you he she it we they how what why where when which can could do does did please'
  ).split(' '),
);

const zh = new Intl.Segmenter('zh', { granularity: 'word' });
const en = new Intl.Segmenter('en', { granularity: 'word' });

/**
 * Cuts a question into keywords with the platform's word segmentation (ICU via `Intl.Segmenter`): Chinese
 * runs by the Chinese dictionary, other text by the English rules. Stop words, punctuation and single Latin
 * letters are dropped; order is kept and duplicates removed.
 */
export function splitKeywords(text: string, max = 20): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const run of text.match(/[\u3400-\u9fff\uf900-\ufaff]+|[^\u3400-\u9fff\uf900-\ufaff]+/g) ?? []) {
    const segmenter = /[\u3400-\u9fff]/.test(run) ? zh : en;
    for (const s of segmenter.segment(run)) {
      if (!s.isWordLike) continue;
      const word = s.segment.trim().toLowerCase();
      if (!word || STOP.has(word) || /^[a-z]$/.test(word) || seen.has(word)) continue;
      seen.add(word);
      out.push(word.slice(0, 32));
      if (out.length >= max) return out;
    }
  }
  return out;
}
