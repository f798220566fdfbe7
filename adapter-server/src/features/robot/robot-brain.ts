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
  /** Each variant (the question and each similar question): its tokens' squared-idf norm. */
  norms: number[];
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
  private readonly postings = new Map<string, { e: number; v: number }[]>();
  private readonly idf = new Map<string, number>();
  private readonly keywordOwners = new Map<string, number[]>();
  private readonly keywords: AhoCorasick;
  private readonly exact = new Map<string, number>();
  /** Tokens in this share of entries or more still count in the norms but are not walked (too common to rank). */
  private readonly commonDf: number;

  constructor(rows: QaRow[]) {
    const variantsOf: string[][][] = [];
    const df = new Map<string, number>();
    rows.forEach((row, e) => {
      const texts = [row.question, ...parseList<string>(row.similar_questions)];
      const vars = texts.map((t) => tokenize(t));
      variantsOf.push(vars);
      const seen = new Set(vars.flat());
      seen.forEach((t) => df.set(t, (df.get(t) ?? 0) + 1));
      for (const k of parseList<string>(row.keywords).map(normalize).filter(Boolean)) {
        const owners = this.keywordOwners.get(k) ?? [];
        owners.push(e);
        this.keywordOwners.set(k, owners);
      }
      texts.forEach((t) => this.exact.set(normalize(t), e));
      this.entries.push({ row, links: parseList<QaLink>(row.links), norms: [] });
    });
    const n = Math.max(rows.length, 1);
    this.commonDf = Math.max(50, n * 0.2);
    df.forEach((d, t) => this.idf.set(t, Math.log(1 + n / d)));
    variantsOf.forEach((vars, e) => {
      this.entries[e].norms = vars.map((tokens, v) => {
        for (const t of tokens) {
          const list = this.postings.get(t) ?? [];
          list.push({ e, v });
          this.postings.set(t, list);
        }
        return tokens.reduce((s, t) => s + (this.idf.get(t) ?? 0) ** 2, 0);
      });
    });
    this.keywords = new AhoCorasick(this.keywordOwners.keys());
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
    const dots = new Map<number, number>();
    for (const t of tokens) {
      const w = this.idf.get(t);
      const list = this.postings.get(t);
      if (w === undefined || !list || list.length > this.commonDf) continue;
      for (const p of list) {
        const key = p.e * 64 + Math.min(p.v, 63);
        dots.set(key, (dots.get(key) ?? 0) + w * w);
      }
    }
    const best = new Map<number, number>();
    dots.forEach((dot, key) => {
      const e = Math.floor(key / 64);
      const vNorm = this.entries[e].norms[key % 64] ?? 0;
      const score = qNorm && vNorm ? dot / Math.sqrt(qNorm * vNorm) : 0;
      if (score > (best.get(e) ?? 0)) best.set(e, score);
    });
    const bonus = new Map<number, number>();
    this.keywords.scan(norm, (m) => {
      for (const e of this.keywordOwners.get(m.word) ?? []) bonus.set(e, Math.min((bonus.get(e) ?? 0) + 0.2, 0.4));
    });
    bonus.forEach((b, e) => best.set(e, (best.get(e) ?? 0) + b));
    const exact = this.exact.get(norm);
    if (exact !== undefined) best.set(exact, 1);
    const out: { entry: Entry; score: number }[] = [];
    best.forEach((score, e) => {
      if (score >= floor && this.live(this.entries[e], at)) out.push({ entry: this.entries[e], score: Math.min(score, 1) });
    });
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
