import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEARCH } from '../../adapter-server/src/features/robot/qa-index';
import { TopSearch, type TopHit } from '../../adapter-server/src/features/robot/top-search';
import { tokenize } from '../../adapter-server/src/features/robot/tokenizer';
import { QA_TOPICS } from '../../adapter-server/src/seed/robot-qa.data';

interface Doc {
  id: number;
  q: string[];
  kw: string[];
  a: string[];
}

/** The robot's MiniSearch configuration (`QaIndex`): documents arrive tokenized. */
const newIndex = () =>
  new TopSearch<Doc>({
    fields: ['q', 'kw', 'a'],
    extractField: (doc, field) => (field === 'id' ? doc.id : (doc[field as 'q'] as string[]).join('\u0001')) as never,
    tokenize: (text) => text.split('\u0001'),
    processTerm: (t) => t || null,
  });

/** The demo base in both languages and generated entries like the bench's 5,000 (places, topics, numbers). */
function docs(): Doc[] {
  const out: Doc[] = [];
  for (const t of QA_TOPICS) {
    for (const side of [t.zh, t.en]) {
      out.push({ id: out.length, q: tokenize([side.q, ...side.similar].join(' ; ')), kw: tokenize(side.keywords.join(' ; ')), a: tokenize(side.answer.replace(/<[^>]+>/g, ' ')) });
    }
  }
  const topics = ['运费', '时效', '破损', '丢件', '改地址', '发票', 'fee', 'delivery', 'damaged', 'lost', 'address', 'invoice', 'insurance', 'refused'];
  const places = ['北京', '上海', '成都', 'Beijing', 'Shanghai', 'Chengdu'];
  for (let i = 0; i < 600; i++) {
    const topic = topics[i % topics.length];
    const place = places[Math.floor(i / topics.length) % places.length];
    const q = `${place}${topic}问题${i}：${topic}怎么处理 ${place} ${topic} case ${i}`;
    out.push({ id: out.length, q: tokenize(`${q} ; ${topic} ${place} ${i} ; 关于${place}的${topic}`), kw: tokenize(`${topic}${i}`), a: tokenize(q) });
  }
  return out;
}

const questions = () => {
  const load = (f: string) => (JSON.parse(fs.readFileSync(new URL(`../../bench/${f}`, import.meta.url), 'utf8')) as { questions: { q: string }[] }).questions.map((x) => x.q);
  // Typos and stems that only prefix and fuzzy matching find, a repeated term, a term no document holds.
  return [...load('robot-eval.json'), ...load('robot-eval-check.json'), 'parcle delivry adress insurence', 'deliv damag invoic refus', '运费 运费 fee fee', 'zzzz'];
};

/** What the ranking reads of MiniSearch's own first k hits. */
const searched = (index: TopSearch<Doc>, terms: string[], k: number): TopHit[] =>
  index
    .search(terms.join('\u0001'), SEARCH)
    .slice(0, k)
    .map((h) => ({ id: h.id as number, score: h.score, queryTerms: h.queryTerms, match: h.match }));

describe('the robot index’s top hits (TopSearch)', () => {
  const index = newIndex();
  index.addAll(docs());

  it('are MiniSearch’s first hits, the same scores to the bit and in the same order, ties included', () => {
    let ties = 0;
    for (const q of questions()) {
      const terms = [...new Set(tokenize(q))];
      for (const k of [1, 3, 30]) {
        const top = index.top(terms, SEARCH, k);
        expect(top, `${q} (top ${k})`).toEqual(searched(index, terms, k));
        ties += top.filter((h, i) => i > 0 && h.score === top[i - 1].score).length;
      }
    }
    // The generated entries tie on many questions: the order among equals is checked too.
    expect(ties).toBeGreaterThan(0);
  });

  it('counts a term given twice once in the matched terms, as MiniSearch does', () => {
    const terms = ['运费', 'fee', '运费', 'fee'];
    expect(index.top(terms, SEARCH, 30)).toEqual(searched(index, terms, 30));
    expect(index.top([], SEARCH, 30)).toEqual([]);
  });

  it('leaves the search to MiniSearch while discarded documents are still in the index', () => {
    // Twins: MiniSearch's search cleans the discarded documents' terms as it meets them, so each search is made on
    // an index with the same history.
    const [small, twin] = [newIndex(), newIndex()];
    for (const index of [small, twin]) {
      index.addAll(docs().slice(0, 120));
      index.discard(3);
      index.discard(50);
    }
    for (const q of questions().slice(0, 40)) {
      const terms = [...new Set(tokenize(q))];
      expect(small.top(terms, SEARCH, 30)).toEqual(searched(twin, terms, 30));
    }
  });
});
