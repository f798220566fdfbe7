import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../adapter-server/src/db/migrate';
import { newId } from '../../adapter-server/src/db/ids';
import { CONFIDENT, RobotBrain } from '../../adapter-server/src/features/robot/robot-brain';
import { openTestDb } from '../helpers/test-app';

// The matcher keeps scratch arrays between searches: every search must come out as if it were the first.
describe('robot matching', () => {
  let brain: RobotBrain;
  let drop: () => Promise<void>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const t = await openTestDb('sqlite');
    drop = t.drop;
    await migrateToLatest(t.db.kysely);
    const at = Date.now();
    const qa = (key: string, question: string, similar: string[], keywords: string[] = []) => {
      ids[key] = newId();
      return {
        id: ids[key],
        question,
        similar_questions: JSON.stringify(similar),
        keywords: JSON.stringify(keywords),
        answer: `<p>${key}</p>`,
        classify: 0,
        links: '[]',
        enabled: 1,
        published: 1,
        valid_from: null,
        valid_to: null,
        hits: 0,
        created_at: at,
        updated_at: at,
      };
    };
    await t.db.kysely
      .insertInto('robot_qa')
      .values([
        qa('fee', '运费怎么计算', ['快递运费多少钱', 'how much is the shipping fee']),
        qa('invoice', '怎么开发票', ['发票怎么开', 'how do I get an invoice'], ['发票']),
        qa('lost', '包裹丢了怎么办', ['parcel lost what now']),
      ])
      .execute();
    brain = new RobotBrain(t.db.kysely);
    await brain.ready();
  });
  afterAll(() => drop?.());

  it('scores an entry by its best variant, the same before and after other searches', async () => {
    const first = await brain.match('how much is the shipping fee');
    expect(first).toMatchObject({ kind: 'answer', qaId: ids.fee });
    // Searches sharing tokens with other entries leave nothing behind for the next one.
    for (const q of ['发票怎么开', '包裹丢了怎么办', 'parcel lost what now', '运费 发票 包裹']) await brain.match(q);
    expect(await brain.match('how much is the shipping fee')).toEqual(first);
    expect(await brain.match('发票怎么开')).toMatchObject({ kind: 'answer', qaId: ids.invoice });
  });

  it('adds the keyword bonus and answers an exact question outright', async () => {
    const exact = await brain.match('包裹丢了怎么办');
    expect(exact).toMatchObject({ kind: 'answer', qaId: ids.lost, score: 1 });
    const keyword = await brain.match('我要发票');
    expect(keyword.kind === 'answer' ? keyword.qaId : keyword.kind === 'suggest' ? keyword.suggestions[0].id : null).toBe(ids.invoice);
    const unrelated = await brain.match('Do you sell concert tickets in Paris?');
    expect(unrelated.kind).toBe('none');
    if (keyword.kind === 'answer') expect(keyword.score).toBeGreaterThanOrEqual(CONFIDENT);
  });
});
