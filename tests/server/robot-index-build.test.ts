import { describe, expect, it } from 'vitest';
import { QaIndex } from '../../adapter-server/src/features/robot/qa-index';
import type { QaRow } from '../../adapter-server/src/features/robot/robot.repository';

const row = (i: number): QaRow => ({
  id: `qa${i}`,
  question: `上海到北京的快递${i}要几天到`,
  similar_questions: JSON.stringify([`寄到北京${i}多久`, `how long to Beijing ${i}`]),
  keywords: JSON.stringify([`时效${i}`]),
  answer: `<p>一般 2-3 天送达 ${i}</p>`,
  classify: 2,
  links: '[]',
  enabled: 1,
  published: 1,
  valid_from: null,
  valid_to: null,
  hits: 0,
  created_at: 0,
  updated_at: 0,
});

describe('the robot index', () => {
  it('is built in slices, so the event loop keeps turning (chats go on) while a large base is indexed', async () => {
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const index = await QaIndex.build(Array.from({ length: 1000 }, (_, i) => row(i)), []);
    ticking = false;
    expect(index.entries).toHaveLength(1000);
    // One turn at least per slice of the build: a build in one piece would let the ticker run once, after it.
    expect(turns).toBeGreaterThanOrEqual(9);
  });
});
