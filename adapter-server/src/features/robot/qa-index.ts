import MiniSearch from 'minisearch';
import type { QaRow } from './robot.repository';
import { Synonyms, type SynonymGroup } from './robot-synonyms';
import { htmlToText } from './robot-texts';
import { isChinese, normalize, tokenize } from './tokenizer';

export interface QaLink {
  title: string;
  url: string;
}

export const parseList = <T>(json: string): T[] => {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
};

export interface Entry {
  row: QaRow;
  links: QaLink[];
  zh: boolean;
}

export interface Ranked {
  entry: Entry;
  /** BM25 score (after the language factor) times the coverage. */
  score: number;
  /** Share of the question's weight (idf) that this entry's text holds, 0..1. */
  coverage: number;
}

/** Fields and their weights: what the entry is asked as counts most, its answer least. */
const BOOST = { q: 3, kw: 1, a: 0.1 };
// English stems also find longer stems (deliv → deliveri) and one typo in five letters (parcle → parcel).
const LATIN = /^[a-z]+$/;
/** An entry in the other language still ranks, far behind (the demo base holds each topic in both). */
const OTHER_LANGUAGE = 0.3;
/**
 * In the coverage, a concept of the synonyms table weighs as much as five words (it names what is asked) and a
 * single Chinese character half a word (characters are there to find 拒 in 拒收, not to say what is asked).
 */
const CONCEPT_WEIGHT = 5;
const CHARACTER_WEIGHT = 0.5;
/** A synonyms-table concept says more than one word in the ranking too. */
const termBoost = (t: string) => (t.startsWith('#') ? 8 : 1);
const SEARCH = {
  boost: BOOST,
  boostTerm: termBoost,
  prefix: (t: string) => LATIN.test(t) && t.length >= 4,
  fuzzy: (t: string) => (LATIN.test(t) && t.length >= 5 ? 0.2 : 0),
};

interface Doc {
  id: number;
  q: string[];
  kw: string[];
  a: string[];
}

/**
 * The QA base as a BM25 index (MiniSearch) over the question with its similar questions, the keywords and the
 * answer's text, each tokenized by `tokenize` plus the synonyms table's concept terms. Only enabled entries are
 * indexed; validity dates are checked at answer time so an entry comes and goes on its dates without a rebuild.
 */
/** Entries segmented between two turns of the event loop while the index is built. */
const BUILD_SLICE = 100;

export class QaIndex {
  readonly entries: Entry[] = [];
  private readonly search_: MiniSearch<Doc>;
  private readonly df = new Map<string, number>();
  private readonly exact = new Map<string, number>();
  private readonly synonyms: Synonyms;

  private constructor(groups: SynonymGroup[]) {
    this.synonyms = new Synonyms(groups);
    this.search_ = new MiniSearch<Doc>({
      fields: ['q', 'kw', 'a'],
      // Documents arrive tokenized: the field holds its terms.
      extractField: (doc, field) => (field === 'id' ? doc.id : (doc[field as 'q'] as string[]).join('\u0001')) as never,
      tokenize: (text) => text.split('\u0001'),
      processTerm: (t) => t || null,
    });
  }

  static empty(): QaIndex {
    return new QaIndex([]);
  }

  /**
   * Indexes the base. Segmenting thousands of entries takes seconds of CPU: the work is cut into slices with a
   * turn of the event loop between them, so chats and calls go on while the robot's index is rebuilt.
   */
  static async build(rows: QaRow[], groups: SynonymGroup[]): Promise<QaIndex> {
    const index = new QaIndex(groups);
    const docs: Doc[] = [];
    for (const [id, row] of rows.entries()) {
      if (id % BUILD_SLICE === BUILD_SLICE - 1) await new Promise((resolve) => setImmediate(resolve));
      docs.push(index.add(id, row));
    }
    await index.search_.addAllAsync(docs, { chunkSize: BUILD_SLICE });
    return index;
  }

  private add(id: number, row: QaRow): Doc {
    const similar = parseList<string>(row.similar_questions);
    const texts = [row.question, ...similar];
    texts.forEach((t) => this.exact.set(bare(t), id));
    this.entries.push({ row, links: parseList<QaLink>(row.links), zh: isChinese(row.question) });
    const kwText = parseList<string>(row.keywords).join(' ; ');
    const answer = htmlToText(row.answer).slice(0, 2000);
    const doc = { id, q: this.terms(texts.join(' ; ')), kw: this.terms(kwText), a: this.terms(answer) };
    new Set([...doc.q, ...doc.kw, ...doc.a]).forEach((t) => this.df.set(t, (this.df.get(t) ?? 0) + 1));
    return doc;
  }

  /** A text's terms: its words and the synonyms table's concepts it holds. */
  terms(text: string): string[] {
    return [...tokenize(text), ...this.synonyms.concepts(text)];
  }

  /**
   * A term's weight in the coverage: its idf, the highest for a term no entry holds (a place, a name, a word the
   * base does not know): a question mostly made of such words is not clearly about any entry.
   */
  private idf(t: string): number {
    const n = Math.max(this.entries.length, 1);
    const df = this.df.get(t);
    return (df ? Math.log(1 + n / df) : Math.log(1 + n)) * (t.startsWith('#') ? CONCEPT_WEIGHT : t.length === 1 && isChinese(t) ? CHARACTER_WEIGHT : 1);
  }

  exactMatch(text: string): Entry | undefined {
    const e = this.exact.get(bare(text));
    return e === undefined ? undefined : this.entries[e];
  }

  /** Live entries sharing a term with the question, best first. */
  rank(text: string, at: number, limit = 10): Ranked[] {
    const terms = [...new Set(this.terms(text))];
    if (!terms.length) return [];
    const zh = isChinese(text);
    const total = terms.reduce((s, t) => s + this.idf(t), 0);
    // Terms in a fifth of the base or more rank nothing and would walk most of it: weighed, not searched.
    const common = Math.max(50, this.entries.length * 0.2);
    const searched = terms.filter((t) => (this.df.get(t) ?? 0) < common);
    const hits = this.search_.search(searched.join('\u0001'), SEARCH);
    const scored: Ranked[] = [];
    for (const hit of hits.slice(0, limit * 3)) {
      const entry = this.entries[hit.id as number];
      if (!live(entry, at)) continue;
      const matched = askedAs(hit.match, hit.queryTerms, searched);
      const got = terms.reduce((s, t) => s + (matched.has(t) ? this.idf(t) : 0), 0);
      const coverage = total ? got / total : 0;
      // Ranked by relevance times the share of the question explained: an entry that scores on one repeated
      // word yields to one that holds more of what was asked (measured on the evaluation set).
      scored.push({ entry, score: hit.score * (entry.zh === zh ? 1 : OTHER_LANGUAGE) * coverage, coverage });
    }
    // The base holds each topic in both languages: an entry in the other language is offered only when none in the
    // question's language holds any of it (a "did you mean" in one language, not both).
    const own = scored.filter((r) => r.entry.zh === zh && r.coverage > 0);
    return (own.length ? own : scored).sort((a, b) => b.score - a.score).slice(0, limit);
  }
}

/**
 * The question's terms an entry holds where it is asked (question, similar questions, keywords): a word found
 * only in the answer ranks the entry but does not make it the question's subject. A term found through its
 * prefix or a typo is a query term that is not itself among the matched document terms.
 */
function askedAs(match: Record<string, string[]>, queryTerms: string[], terms: string[]): Set<string> {
  const out = new Set<string>();
  const query = new Set(terms);
  let approximate = false;
  for (const [term, fields] of Object.entries(match)) {
    if (!fields.some((f) => f !== 'a')) continue;
    if (query.has(term)) out.add(term);
    else approximate = true;
  }
  if (approximate) for (const t of queryTerms) if (!(t in match)) out.add(t);
  return out;
}

/** A question as typed, without its punctuation: "how do I track my parcel?" is the entry's own question. */
const bare = (text: string) => normalize(text).replace(/[\p{P}\p{S}]+/gu, '').trim();

export const live = (e: Entry, at: number) => (e.row.valid_from === null || e.row.valid_from <= at) && (e.row.valid_to === null || e.row.valid_to >= at);
