import { describe, expect, it } from 'vitest';
import { decideMatch, THRESHOLDS } from '../../adapter-server/src/features/robot/robot-brain';
import type { Ranked } from '../../adapter-server/src/features/robot/qa-index';

const entry = (id: string): Ranked['entry'] => ({
  row: { id, question: `q ${id}`, similar_questions: '[]', keywords: '[]', answer: `<p>${id}</p>`, classify: 0, links: '[]', enabled: 1, valid_from: null, valid_to: null, hits: 0, created_at: 0, updated_at: 0 },
  links: [],
  zh: false,
});
const ranked = (...xs: [string, number, number][]): Ranked[] => xs.map(([id, score, coverage]) => ({ entry: entry(id), score, coverage }));

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

  it('gives up when nothing shares enough of the question', () => {
    expect(decideMatch(ranked(['a', 3, THRESHOLDS.suggestCoverage - 0.01])).kind).toBe('none');
    expect(decideMatch([]).kind).toBe('none');
  });
});
