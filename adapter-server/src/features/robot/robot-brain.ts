import type { DB } from '../../db/database';
import { live, QaIndex, parseList, type QaLink, type Ranked } from './qa-index';
import { listEnabledQa, listEnabledSynonyms, qaSignature } from './robot.repository';
import type { Embeddings } from './embeddings';
import { RefreshingIndex } from '../../db/refreshing-index';
import { hasIntention } from './tokenizer';

export type { QaLink } from './qa-index';

/**
 * When the robot answers, suggests or gives up, measured on the evaluation set (`npm run bench:robot`, see
 * bench/README.md), not guessed. It answers only when the best entry holds one of its own keywords in the question
 * (what the entry is about, not only words it happens to share), holds enough of the question's weight
 * (`answerCoverage`) and clearly beats the next one (`answerMargin`: the runner-up's score at most this share of
 * the best); below that the top three are offered as "did you mean" when the best holds at least `suggestCoverage`
 * of the question. A wrong confident answer costs more than a suggestion. Without one of its keywords, the best
 * entry is answered only on a clear win: it holds `clearCoverage` of the question and at least
 * `clearWords` of its words or concepts (not single characters: one or two words are shared by chance, as in
 * 招快递员 or "hiring drivers"), and the runner-up scores at most `clearMargin` of it.
 */
export const THRESHOLDS = { answerCoverage: 0.3, answerMargin: 0.55, suggestCoverage: 0.05, clearCoverage: 0.5, clearMargin: 0.35, clearWords: 3 };
/** Texts whose terms `termsKept` keeps. */
const KEPT_TERMS = 5000;
/** A kept ranking is reused this long at most: an entry's publication window may open or close meanwhile. */
const KEPT_RANKING_MS = 60_000;
/** An answer's reported confidence is at least this (kept for callers that compare). */
export const CONFIDENT = 0.3;

export type RobotMatch =
  | { kind: 'answer'; qaId: string; question: string; answer: string; links: QaLink[]; classify: number; score: number }
  | { kind: 'suggest'; suggestions: { id: string; question: string; score: number }[] }
  | { kind: 'none' }
  | { kind: 'noIntention' };

export const parseLinks = (json: string): QaLink[] => parseList<QaLink>(json);

export type Thresholds = typeof THRESHOLDS;

/** The decision on a ranking: pure, so the bench can replay it with other thresholds. */
export function decideMatch(ranked: Ranked[], t: Thresholds = THRESHOLDS): RobotMatch {
  const [top, second] = ranked;
  if (!top || top.coverage < t.suggestCoverage) return { kind: 'none' };
  const margin = second ? second.score / top.score : 0;
  if (top.topical && top.coverage >= t.answerCoverage && margin <= t.answerMargin) return answerOf(top, Math.max(CONFIDENT, top.coverage));
  if (top.words >= t.clearWords && top.coverage >= t.clearCoverage && margin <= t.clearMargin) return answerOf(top, Math.max(CONFIDENT, top.coverage));
  return {
    kind: 'suggest',
    suggestions: ranked.slice(0, 3).map((r) => ({ id: r.entry.row.id, question: r.entry.row.question, score: Math.min(1, r.coverage) })),
  };
}

const answerOf = (r: Pick<Ranked, 'entry'>, score: number): RobotMatch => {
  const row = r.entry.row;
  return { kind: 'answer', qaId: row.id, question: row.question, answer: row.answer, links: r.entry.links, classify: row.classify, score };
};

/** The robot's understanding of a question; rebuilt when the QA base or the synonyms change (see RefreshingIndex). */
export class RobotBrain {
  private readonly index: RefreshingIndex<QaIndex>;
  private kept = { index: null as QaIndex | null, terms: new Map<string, Set<string>>(), rankings: new Map<string, { at: number; ranked: Ranked[]; terms: Set<string> }>() };

  /** `embeddings`: the optional semantic layer re-ranking the candidates (see embeddings.ts). */
  constructor(
    db: DB,
    private readonly embeddings?: Embeddings,
  ) {
    this.index = new RefreshingIndex(
      QaIndex.empty(),
      () => qaSignature(db),
      async () => QaIndex.build(await listEnabledQa(db), await listEnabledSynonyms(db)),
    );
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
    if (!this.embeddings) return this.matchNow(question, at);
    const early = this.before(question, at);
    if (early) return early;
    return decideMatch(await this.embeddings.rerank(question, this.index.current.rank(question, at, 10)));
  }

  /** The ranking itself, for the bench and the no-answer screen's candidates. */
  rankNow(question: string, at = Date.now(), limit = 10): Ranked[] {
    return this.index.current.rank(question, at, limit);
  }

  /** A text's terms as the index reads them (its tokenizer and synonyms), for ranking other texts the same way. */
  termsNow(text: string): string[] {
    return this.index.current.terms(text);
  }

  /**
   * The terms of a text ranked again and again (a quick reply), kept under `key` until the index is rebuilt (its
   * concept terms are the synonyms table's ids). At most `KEPT_TERMS` texts, the oldest forgotten first.
   */
  termsKept(key: string, text: string): Set<string> {
    const kept = this.keptNow();
    let terms = this.kept.terms.get(key);
    if (!terms) {
      terms = new Set(this.termsNow(text));
      kept.terms.set(key, terms);
      if (kept.terms.size > KEPT_TERMS) kept.terms.delete(kept.terms.keys().next().value!);
    }
    return terms;
  }

  /**
   * A visitor's message ranked (its best `limit` entries) and its terms, kept until the index is rebuilt or for a
   * minute: the suggested replies rank the latest three messages at every call, so each message is ranked about once.
   */
  rankKept(text: string, at: number, limit: number): { ranked: Ranked[]; terms: Set<string> } {
    const kept = this.keptNow();
    const key = `${limit}\u0001${text}`;
    const found = kept.rankings.get(key);
    if (found && at - found.at >= 0 && at - found.at < KEPT_RANKING_MS) return found;
    const fresh = { at, ranked: this.rankNow(text, at, limit), terms: new Set(this.termsNow(text)) };
    kept.rankings.delete(key);
    kept.rankings.set(key, fresh);
    if (kept.rankings.size > KEPT_TERMS) kept.rankings.delete(kept.rankings.keys().next().value!);
    return fresh;
  }

  /** What is kept for the index now loaded (dropped when it is rebuilt). */
  private keptNow() {
    if (this.kept.index !== this.index.current) this.kept = { index: this.index.current, terms: new Map(), rankings: new Map() };
    return this.kept;
  }

  matchNow(question: string, at = Date.now()): RobotMatch {
    return this.before(question, at) ?? decideMatch(this.index.current.rank(question, at, 10));
  }

  /**
   * The decision as `matchNow` takes it and the ranking beside it (the help centre lists the other entries under
   * the answer); small talk is neither ranked nor answered.
   */
  matchAndRankNow(question: string, at = Date.now()): { match: RobotMatch; ranked: Ranked[] } {
    const early = this.before(question, at);
    if (early?.kind === 'noIntention') return { match: early, ranked: [] };
    const ranked = this.index.current.rank(question, at, 10);
    return { match: early ?? decideMatch(ranked), ranked };
  }

  /** What needs no ranking: small talk, and a question asked in an entry's own words. */
  private before(question: string, at: number): RobotMatch | null {
    if (!hasIntention(question)) return { kind: 'noIntention' };
    const exact = this.index.current.exactMatch(question);
    return exact && live(exact, at) ? answerOf({ entry: exact }, 1) : null;
  }
}
