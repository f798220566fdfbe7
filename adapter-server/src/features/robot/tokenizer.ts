/**
 * Question segmentation for the robot: Intl.Segmenter words, plus character bigrams over every run of CJK
 * characters. The segmenter alone splits many domain words into single characters (运/单/号), and bigrams
 * recover them without a dictionary; single CJK characters are left out as too common to mean anything.
 */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/g;
const STOP = new Set(['the', 'a', 'an', 'is', 'are', 'to', 'of', 'my', 'i', 'me', 'do', 'does', 'can', 'you', 'it', 'in', 'on', 'for', 'and', 'or', 'what', 'how', 'please']);

export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function tokenize(text: string): string[] {
  const norm = normalize(text);
  const out = new Set<string>();
  for (const seg of segmenter.segment(norm)) {
    if (!seg.isWordLike) continue;
    const w = seg.segment;
    if (CJK.test(w)) {
      if (w.length >= 2) out.add(w);
    } else if (w.length >= 2 && !STOP.has(w)) {
      out.add(w);
      // Crude English stemming: "parcels" and "parcel" should meet.
      if (w.length > 4 && w.endsWith('s')) out.add(w.slice(0, -1));
    }
  }
  for (const run of norm.match(CJK_RUN) ?? []) {
    for (let i = 0; i + 1 < run.length; i++) out.add(run.slice(i, i + 2));
  }
  return [...out];
}

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
