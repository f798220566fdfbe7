import type { QaRow } from './robot.repository';
import { Synonyms, type SynonymGroup } from './robot-synonyms';
import { Spelling } from './spelling';
import { htmlToText } from './robot-texts';
import { isChinese, latinStems, normalize, readShorthand, slotTerms, tokenize } from './tokenizer';
import { TopSearch } from './top-search';

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
  /** The keywords as the question must hold them: Chinese as text, English as stem sequences, and their concepts. */
  keys: { zh: string[]; en: string[][]; concepts: Set<string> };
}

export interface Ranked {
  entry: Entry;
  /** BM25 score (after the language factor) times the coverage. */
  score: number;
  /** Share of the question's weight (idf) that this entry's text holds, 0..1. */
  coverage: number;
  /** Whether the question holds one of the entry's keywords, whole, or its concept (what the entry is about). */
  topical: boolean;
  /** How many of the question's words (not single Chinese characters) and concepts the entry holds where it is asked. */
  words: number;
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
export const SEARCH = {
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
  private readonly search_: TopSearch<Doc>;
  private readonly df = new Map<string, number>();
  private readonly exact = new Map<string, number>();
  private readonly synonyms: Synonyms;
  private readonly spelling = new Spelling();

  private constructor(groups: SynonymGroup[]) {
    this.synonyms = new Synonyms(groups);
    for (const g of groups) g.words.forEach((w) => this.spelling.learn(w));
    this.search_ = new TopSearch<Doc>({
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
    const keywords = parseList<string>(row.keywords).map(normalize).filter(Boolean);
    const kwText = keywords.join(' ; ');
    [...texts, kwText].forEach((t) => this.spelling.learn(t));
    const keys = { zh: keywords.filter(isChinese), en: keywords.filter((k) => !isChinese(k)).map(latinStems), concepts: new Set(this.synonyms.concepts(kwText)) };
    this.entries.push({ row, links: parseList<QaLink>(row.links), zh: isChinese(row.question), keys });
    const answer = htmlToText(row.answer).slice(0, 2000);
    const doc = { id, q: this.terms(texts.join(' ; ')), kw: this.terms(kwText), a: this.terms(answer) };
    new Set([...doc.q, ...doc.kw, ...doc.a]).forEach((t) => this.df.set(t, (this.df.get(t) ?? 0) + 1));
    return doc;
  }

  /** A text's terms: its words and the synonyms table's concepts it holds. */
  terms(raw: string): string[] {
    const text = readShorthand(raw);
    return [...tokenize(text), ...this.synonyms.concepts(text)];
  }

  /**
   * A term's weight in the coverage: its idf, the highest for a term no entry holds (a place, a name, a word the
   * base does not know): a question mostly made of such words is not clearly about any entry.
   */
  private idf(t: string): number {
    const n = Math.max(this.entries.length, 1);
    const df = this.df.get(t);
    // A single character the base does not hold weighs nothing: the word it is part of, unknown too, weighs already.
    if (!df && t.length === 1 && isChinese(t)) return 0;
    const idf = df ? Math.log(1 + n / df) : Math.log(1 + n);
    // A concept held by much of the base (parcel, send) says little: its weight falls with its idf's share of the most.
    if (t.startsWith('#')) return idf * CONCEPT_WEIGHT * (idf / Math.log(1 + n));
    return idf * (t.length === 1 && isChinese(t) ? CHARACTER_WEIGHT : 1);
  }

  exactMatch(text: string): Entry | undefined {
    const e = this.exact.get(bare(text));
    return e === undefined ? undefined : this.entries[e];
  }

  /** Live entries sharing a term with the question, best first. */
  rank(typed: string, at: number, limit = 10): Ranked[] {
    const text = this.spelling.correct(typed);
    const terms = [...new Set(this.terms(text))];
    if (!terms.length) return [];
    const zh = isChinese(text);
    const norm = normalize(readShorthand(text));
    const asked = { norm, stems: latinStems(norm), terms: new Set(terms) };
    // Places, names, numbers and times the base does not hold say what the question is about, not what it asks.
    const slots = new Set(slotTerms(text).filter((t) => !this.df.has(t)));
    const weight = (t: string) => (slots.has(t) ? 0 : this.idf(t));
    const total = terms.reduce((s, t) => s + weight(t), 0);
    // Terms in a fifth of the base or more rank nothing and would walk most of it: weighed, not searched.
    const common = Math.max(50, this.entries.length * 0.2);
    const searched = terms.filter((t) => (this.df.get(t) ?? 0) < common);
    const hits = this.search_.top(searched, SEARCH, limit * 3);
    const scored: Ranked[] = [];
    for (const hit of hits) {
      const entry = this.entries[hit.id as number];
      if (!live(entry, at)) continue;
      const matched = askedAs(hit.match, hit.queryTerms, searched);
      const topical = holdsKeyword(entry.keys, asked);
      let got = 0;
      let words = 0;
      for (const t of terms) {
        if (!matched.has(t) || !weight(t)) continue;
        got += weight(t);
        // A word found only through its prefix or a typo (pack in package) is no evidence of a clear win.
        if ((t.length > 1 || !isChinese(t)) && t in hit.match) words++;
      }
      const coverage = total ? got / total : 0;
      // Ranked by relevance times the share of the question explained: an entry that scores on one repeated
      // word yields to one that holds more of what was asked (measured on the evaluation set).
      scored.push({ entry, score: hit.score * (entry.zh === zh ? 1 : OTHER_LANGUAGE) * coverage, coverage, topical, words });
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

/** Whether the question holds one of the entry's keywords whole (a word inside it is not enough) or their concept. */
function holdsKeyword(keys: Entry['keys'], asked: { norm: string; stems: string[]; terms: Set<string> }): boolean {
  if (keys.zh.some((k) => asked.norm.includes(k))) return true;
  if ([...keys.concepts].some((c) => asked.terms.has(c))) return true;
  return keys.en.some((seq) => seq.length > 0 && asked.stems.some((_, i) => seq.every((s, j) => asked.stems[i + j] === s)));
}

/** A question as typed, without its punctuation: "how do I track my parcel?" is the entry's own question. */
const bare = (text: string) => normalize(text).replace(/[\p{P}\p{S}]+/gu, '').trim();

export const live = (e: Entry, at: number) => (e.row.valid_from === null || e.row.valid_from <= at) && (e.row.valid_to === null || e.row.valid_to >= at);
