import { AhoCorasick } from './aho-corasick';
import { latinStems, normalize } from './tokenizer';

/** One row of the synonyms table: words and phrases (either language) that mean one thing to the robot. */
export interface SynonymGroup {
  id: string;
  words: string[];
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * The synonyms table as the matcher uses it: every group becomes one concept term (`#<id>`) added to any text
 * that holds one of its words, so "fridge", "sofa" and "大件" meet on the same term. Chinese words match as
 * substrings (Chinese has no spaces to respect); English words and phrases match whole stemmed words, so
 * "posted" finds "post" but "postcode" does not.
 */
export class Synonyms {
  private readonly zh = new Map<string, string[]>();
  private readonly zhScan: AhoCorasick;
  /** English phrases by their first stem, as stem lists. */
  private readonly en = new Map<string, { stems: string[]; concept: string }[]>();
  readonly size: number = 0;

  constructor(groups: SynonymGroup[]) {
    for (const g of groups) {
      const concept = `#${g.id}`;
      for (const raw of g.words) {
        const w = normalize(raw);
        if (!w) continue;
        if (CJK.test(w)) this.zh.set(w, [...(this.zh.get(w) ?? []), concept]);
        else {
          const stems = latinStems(w);
          if (stems.length) this.en.set(stems[0], [...(this.en.get(stems[0]) ?? []), { stems, concept }]);
        }
        this.size++;
      }
    }
    this.zhScan = new AhoCorasick(this.zh.keys());
  }

  /** The concept terms a text holds, each once. */
  concepts(text: string): string[] {
    return [...new Set(this.matches(text).map((m) => m.concept))];
  }

  /**
   * The group words a text holds. A word inside a longer word of another group says that group, not its own: 上门
   * (pickup) in 送货上门 (door delivery), 签收 in 不签收, "to my house" in "come to my house". Chinese places are
   * characters, English ones stems (after the characters, so the two never overlap).
   */
  private matches(text: string): Match[] {
    if (!this.size) return [];
    const norm = normalize(text);
    const found: Match[] = [];
    if (this.zh.size) this.zhScan.scan(norm, (m) => this.zh.get(m.word)?.forEach((concept) => found.push({ concept, start: m.start, end: m.end })));
    if (this.en.size) {
      const stems = latinStems(norm);
      stems.forEach((first, i) => {
        for (const e of this.en.get(first) ?? []) {
          if (e.stems.every((s, j) => stems[i + j] === s)) found.push({ concept: e.concept, start: norm.length + i, end: norm.length + i + e.stems.length });
        }
      });
    }
    if (found.length < 2) return found;
    return found.filter((m) => !found.some((o) => o.concept !== m.concept && o.start <= m.start && o.end >= m.end && o.end - o.start > m.end - m.start));
  }
}

interface Match {
  concept: string;
  start: number;
  end: number;
}
