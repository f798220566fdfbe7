import type { DB } from '../../db/database';
import { AhoCorasick } from './aho-corasick';
import { listEnabledQa, qaSignature, type QaRow } from './robot.repository';
import { RefreshingIndex } from './refreshing-index';
import { hasIntention, normalize, tokenize } from './tokenizer';

/** At or above: the robot answers. Between SUGGEST and CONFIDENT: "did you mean". */
export const CONFIDENT = 0.6;
export const SUGGEST = 0.25;

export interface QaLink {
  title: string;
  url: string;
}

export type RobotMatch =
  | { kind: 'answer'; qaId: string; question: string; answer: string; links: QaLink[]; classify: number; score: number }
  | { kind: 'suggest'; suggestions: { id: string; question: string; score: number }[] }
  | { kind: 'none' }
  | { kind: 'noIntention' };

const parseList = <T>(json: string): T[] => {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
};

export const parseLinks = (json: string): QaLink[] => parseList<QaLink>(json);

interface Entry {
  row: QaRow;
  links: QaLink[];
}
/**
 * The QA index: an inverted index from token to (entry, variant) with idf weights, and an Aho–Corasick
 * automaton over the keywords. A question is scored by cosine similarity (binary tf, idf weights) against
 * every variant sharing a token, taking each entry's best variant, plus a bonus per keyword the text
 * contains. Only enabled entries are indexed; validity dates are checked at answer time so an entry comes
 * and goes on its dates without a rebuild.
 */
class QaIndex {
  readonly entries: Entry[] = [];
  /** Token → the variants holding it (numbered across all entries: the question and each similar question). */
  private readonly postings = new Map<string, Int32Array>();
  private readonly idf = new Map<string, number>();
  /** Per variant: its entry, and its tokens' squared-idf norm. */
  private readonly entryOf: Int32Array;
  private readonly norms: Float64Array;
  private readonly keywordOwners = new Map<string, number[]>();
  private readonly keywords: AhoCorasick;
  private readonly exact = new Map<string, number>();
  /** Tokens in this share of entries or more still count in the norms but are not walked (too common to rank). */
  private readonly commonDf: number;
  // Scratch for one search at a time (searches are synchronous): dot products per variant, best score per
  // entry, and which slots were touched so they can be cleared without sweeping the arrays.
  private readonly dots: Float64Array;
  private readonly best: Float64Array;
  private readonly touchedVariants: Int32Array;
  private readonly touchedEntries: Int32Array;

  constructor(rows: QaRow[]) {
    const variants: { e: number; tokens: string[] }[] = [];
    const df = new Map<string, number>();
    rows.forEach((row, e) => {
      const texts = [row.question, ...parseList<string>(row.similar_questions)];
      const vars = texts.map((t) => tokenize(t));
      for (const tokens of vars) variants.push({ e, tokens });
      const seen = new Set(vars.flat());
      seen.forEach((t) => df.set(t, (df.get(t) ?? 0) + 1));
      for (const k of parseList<string>(row.keywords).map(normalize).filter(Boolean)) {
        const owners = this.keywordOwners.get(k) ?? [];
        owners.push(e);
        this.keywordOwners.set(k, owners);
      }
      texts.forEach((t) => this.exact.set(normalize(t), e));
      this.entries.push({ row, links: parseList<QaLink>(row.links) });
    });
    const n = Math.max(rows.length, 1);
    this.commonDf = Math.max(50, n * 0.2);
    df.forEach((d, t) => this.idf.set(t, Math.log(1 + n / d)));
    this.entryOf = new Int32Array(variants.length);
    this.norms = new Float64Array(variants.length);
    const lists = new Map<string, number[]>();
    variants.forEach(({ e, tokens }, v) => {
      this.entryOf[v] = e;
      for (const t of tokens) {
        const list = lists.get(t);
        if (list) list.push(v);
        else lists.set(t, [v]);
        this.norms[v] += (this.idf.get(t) ?? 0) ** 2;
      }
    });
    lists.forEach((list, t) => this.postings.set(t, Int32Array.from(list)));
    this.keywords = new AhoCorasick(this.keywordOwners.keys());
    this.dots = new Float64Array(variants.length);
    this.best = new Float64Array(rows.length);
    this.touchedVariants = new Int32Array(variants.length);
    this.touchedEntries = new Int32Array(rows.length);
  }

  private live(e: Entry, at: number): boolean {
    return (e.row.valid_from === null || e.row.valid_from <= at) && (e.row.valid_to === null || e.row.valid_to >= at);
  }

  /** Entries scoring at least `floor`, best first. */
  search(text: string, at: number, floor: number): { entry: Entry; score: number }[] {
    const norm = normalize(text);
    const tokens = tokenize(text);
    // Unknown tokens still count in the question's norm: a long question sharing one word is a weak match.
    const unknownIdf = Math.log(1 + Math.max(this.entries.length, 1));
    const qNorm = tokens.reduce((s, t) => s + (this.idf.get(t) ?? unknownIdf) ** 2, 0);
    const { dots, best, touchedVariants, touchedEntries, entryOf, norms } = this;
    let variantCount = 0;
    let entryCount = 0;
    const touchEntry = (e: number, score: number) => {
      if (best[e] === 0) touchedEntries[entryCount++] = e;
      best[e] = score;
    };
    for (const t of tokens) {
      const w = this.idf.get(t);
      const list = this.postings.get(t);
      if (w === undefined || !list || list.length > this.commonDf) continue;
      const w2 = w * w;
      for (let i = 0; i < list.length; i++) {
        const v = list[i];
        if (dots[v] === 0) touchedVariants[variantCount++] = v;
        dots[v] += w2;
      }
    }
    for (let i = 0; i < variantCount; i++) {
      const v = touchedVariants[i];
      const score = qNorm && norms[v] ? dots[v] / Math.sqrt(qNorm * norms[v]) : 0;
      dots[v] = 0;
      // Each entry scores as its best variant.
      if (score > best[entryOf[v]]) touchEntry(entryOf[v], score);
    }
    const bonus = new Map<number, number>();
    this.keywords.scan(norm, (m) => {
      for (const e of this.keywordOwners.get(m.word) ?? []) bonus.set(e, Math.min((bonus.get(e) ?? 0) + 0.2, 0.4));
    });
    bonus.forEach((b, e) => touchEntry(e, best[e] + b));
    const exact = this.exact.get(norm);
    if (exact !== undefined) touchEntry(exact, 1);
    const out: { entry: Entry; score: number }[] = [];
    for (let i = 0; i < entryCount; i++) {
      const e = touchedEntries[i];
      const score = best[e];
      best[e] = 0;
      if (score >= floor && this.live(this.entries[e], at)) out.push({ entry: this.entries[e], score: Math.min(score, 1) });
    }
    return out.sort((a, b) => b.score - a.score);
  }
}

/** The robot's understanding of a question; rebuilt when the QA base changes (see RefreshingIndex). */
export class RobotBrain {
  private readonly index: RefreshingIndex<QaIndex>;

  constructor(db: DB) {
    this.index = new RefreshingIndex(new QaIndex([]), () => qaSignature(db), async () => new QaIndex(await listEnabledQa(db)));
  }

  invalidate(): void {
    this.index.invalidate();
  }

  async ready(): Promise<void> {
    await this.index.ready();
  }

  /** Matching only (no logging): the caller records no-answer and no-intention. */
  async match(question: string, at = Date.now()): Promise<RobotMatch> {
    await this.ready();
    return this.matchNow(question, at);
  }

  matchNow(question: string, at = Date.now()): RobotMatch {
    if (!hasIntention(question)) return { kind: 'noIntention' };
    const ranked = this.index.current.search(question, at, SUGGEST);
    const top = ranked[0];
    if (top && top.score >= CONFIDENT) {
      const r = top.entry.row;
      return { kind: 'answer', qaId: r.id, question: r.question, answer: r.answer, links: top.entry.links, classify: r.classify, score: top.score };
    }
    const close = ranked.slice(0, 3);
    if (close.length) return { kind: 'suggest', suggestions: close.map((r) => ({ id: r.entry.row.id, question: r.entry.row.question, score: r.score })) };
    return { kind: 'none' };
  }
}
