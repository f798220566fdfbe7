import { describe, expect, it } from 'vitest';
import { decideMatch, THRESHOLDS } from '../../adapter-server/src/features/robot/robot-brain';
import type { Ranked } from '../../adapter-server/src/features/robot/qa-index';

const entry = (id: string): Ranked['entry'] => ({
  row: { id, question: `q ${id}`, similar_questions: '[]', keywords: '[]', answer: `<p>${id}</p>`, classify: 0, links: '[]', enabled: 1, published: 1, valid_from: null, valid_to: null, hits: 0, created_at: 0, updated_at: 0 },
  links: [],
  zh: false,
  keys: { zh: [], en: [], concepts: new Set() },
});
const ranked = (...xs: [string, number, number][]): Ranked[] => xs.map(([id, score, coverage]) => ({ entry: entry(id), score, coverage, topical: true, words: 1 }));

describe('the robot decides on a ranking', () => {
  it('answers when the best entry holds enough of the question and clearly beats the next', () => {
    expect(decideMatch(ranked(['a', 100, 0.9], ['b', 20, 0.3]))).toMatchObject({ kind: 'answer', qaId: 'a' });
  });

  it('offers the top three when the runner-up is too close, even with full coverage', () => {
    const m = decideMatch(ranked(['a', 100, 1], ['b', 100 * THRESHOLDS.answerMargin + 1, 1], ['c', 10, 0.2], ['d', 5, 0.1]));
    expect(m).toEqual({ kind: 'suggest', suggestions: [expect.objectContaining({ id: 'a' }), expect.objectContaining({ id: 'b' }), expect.objectContaining({ id: 'c' })] });
  });

  it('offers rather than answers when the best entry holds too little of the question', () => {
    expect(decideMatch(ranked(['a', 100, THRESHOLDS.answerCoverage - 0.01])).kind).toBe('suggest');
  });

  it('offers rather than answers when the question holds none of the best entry\'s keywords or their concepts', () => {
    const [best, next] = ranked(['a', 100, 0.9], ['b', 20, 0.3]);
    expect(decideMatch([{ ...best, topical: false }, next])).toMatchObject({ kind: 'suggest', suggestions: [{ id: 'a' }, { id: 'b' }] });
  });

  it('answers without a keyword on a clear win: most of the question, several of its words, the runner-up far behind', () => {
    const [best, next] = ranked(['a', 100, THRESHOLDS.clearCoverage], ['b', 100 * THRESHOLDS.clearMargin, 0.3]);
    expect(decideMatch([{ ...best, topical: false, words: THRESHOLDS.clearWords }, next])).toMatchObject({ kind: 'answer', qaId: 'a' });
  });

  it('offers rather than answers a clear win held on too few words, too little of the question or a close runner-up', () => {
    const [best, next] = ranked(['a', 100, 1], ['b', 100 * THRESHOLDS.clearMargin, 0.3]);
    const clear = { ...best, topical: false, words: THRESHOLDS.clearWords };
    expect(decideMatch([{ ...clear, words: THRESHOLDS.clearWords - 1 }, next]).kind).toBe('suggest');
    expect(decideMatch([{ ...clear, coverage: THRESHOLDS.clearCoverage - 0.01 }, next]).kind).toBe('suggest');
    expect(decideMatch([clear, { ...next, score: 100 * THRESHOLDS.clearMargin + 1 }]).kind).toBe('suggest');
  });

  it('gives up when nothing shares enough of the question', () => {
    expect(decideMatch(ranked(['a', 3, THRESHOLDS.suggestCoverage - 0.01])).kind).toBe('none');
    expect(decideMatch([]).kind).toBe('none');
  });
});
