/**
 * English typos against the base's own words (adress → address, recieved → received, parcle → parcel): a word of
 * six letters or more that the base does not hold becomes the base's word one edit away (a letter missing,
 * extra, changed or two swapped), the most frequent if several are. Lookup by single-letter deletions (SymSpell):
 * a few map reads per unknown word, whatever the size of the base. Capitalised words after the first (places,
 * names) are left alone.
 */
const MIN = 6;
const WORD = /[A-Za-z]+/g;

const deletions = (w: string) => Array.from(w, (_, i) => w.slice(0, i) + w.slice(i + 1));

/** Whether a and b are at most one edit apart (insertion, deletion, substitution or adjacent swap). */
function oneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export class Spelling {
  private readonly count = new Map<string, number>();
  private readonly byDeletion = new Map<string, string[]>();

  /** Learns the words of a text (the entries' questions, similar questions and keywords, the synonyms' words). */
  learn(text: string): void {
    for (const raw of text.match(WORD) ?? []) {
      const w = raw.toLowerCase();
      if (w.length < MIN - 1) continue;
      const n = this.count.get(w) ?? 0;
      this.count.set(w, n + 1);
      if (n) continue;
      for (const d of deletions(w)) this.byDeletion.set(d, [...(this.byDeletion.get(d) ?? []), w]);
    }
  }

  /** The text with its unknown words corrected where the base holds a word one edit away. */
  correct(text: string): string {
    if (!this.count.size) return text;
    return text.replace(WORD, (raw, at: number) => {
      const w = raw.toLowerCase();
      if (w.length < MIN || this.count.has(w) || (at > 0 && /[A-Z]/.test(raw[0]))) return raw;
      let best: string | undefined;
      const consider = (c: string) => {
        if (oneEdit(w, c) && (!best || (this.count.get(c) ?? 0) > (this.count.get(best) ?? 0))) best = c;
      };
      (this.byDeletion.get(w) ?? []).forEach(consider);
      for (const d of deletions(w)) {
        if (this.count.has(d)) consider(d);
        (this.byDeletion.get(d) ?? []).forEach(consider);
      }
      return best ?? raw;
    });
  }
}
