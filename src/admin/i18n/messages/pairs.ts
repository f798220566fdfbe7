/** A text in English and Simplified Chinese, written once as a pair so both languages have the same keys. */
export type Pair = readonly [en: string, zh: string];

/** One language of `{ 'a': pair, 'b.c': pair }` as `{ a: text, b: { c: text } }` (keys of one or two parts). */
export function nestPairs(texts: Record<string, Pair>, i: 0 | 1): Record<string, unknown> {
  const out: Record<string, Record<string, string> | string> = {};
  for (const [k, p] of Object.entries(texts)) {
    const [a, b] = k.split('.');
    if (b === undefined) out[a] = p[i];
    else ((out[a] ??= {}) as Record<string, string>)[b] = p[i];
  }
  return out;
}
