import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, type TestVisitor } from '../helpers/conversation';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';

const M = '/ccim-main/api/robotNoAnswerMgt';
type Reply = { kind: string; answer: { extra: { qaId?: string; asked?: string; suggestions?: { id: string; question: string }[] } } };

for (const dialect of DIALECTS) {
  describe(`robot learning from use (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      admin = await t.login('admin');
    });
    afterAll(() => t?.close());

    const ask = async (v: TestVisitor, question: string, qaId?: string) => {
      const r = await v.call('POST', '/ccim-robot/api/im/answer', { question, channel: 100, ...(qaId ? { qaId } : {}) });
      expect(r.body.status, JSON.stringify(r.body)).toBe(0);
      return r.body.data as Reply;
    };
    const logged = (question: string) => t.db.kysely.selectFrom('robot_no_answer').selectAll().where('question', '=', question).executeTakeFirst();

    it("records the suggestion a visitor picks, and the log's screen adds the phrasing to that entry in one call", async () => {
      const v = await newVisitor(t);
      const asked = await ask(v, '快递员');
      expect(asked.kind).toBe('suggest');
      expect(asked.answer.extra.asked).toBe('快递员');
      const pick = asked.answer.extra.suggestions![1];
      const picked = await ask(v, pick.question, pick.id);
      expect(picked.kind).toBe('answer');
      const picks = await t.db.kysely.selectFrom('robot_suggestion_picks').selectAll().execute();
      expect(picks).toEqual([expect.objectContaining({ question: '快递员', qa_id: pick.id, count: 1 })]);
      const row = await logged('快递员');
      expect(row).toMatchObject({ status: 0, qa_id: null });

      const c = await t.call('GET', `${M}/candidates?id=${row!.id}`, { token: admin });
      expect(c.body.status, JSON.stringify(c.body)).toBe(0);
      const candidates = c.body.data as { qaId: string; question: string; picks: number; score: number; known: boolean }[];
      // The picked entry first, then the robot's own best guesses.
      expect(candidates[0]).toMatchObject({ qaId: pick.id, question: pick.question, picks: 1, known: false });
      expect(candidates.length).toBeGreaterThan(1);
      expect(candidates.length).toBeLessThanOrEqual(4);

      const learn = await t.call('PUT', `${M}/learn`, { token: admin, body: { id: row!.id, qaId: pick.id } });
      expect(learn.body, JSON.stringify(learn.body)).toMatchObject({ status: 0 });
      const qa = await t.db.kysely.selectFrom('robot_qa').select('similar_questions').where('id', '=', pick.id).executeTakeFirstOrThrow();
      expect(JSON.parse(qa.similar_questions)).toContain('快递员');
      expect(await logged('快递员')).toMatchObject({ status: 1, qa_id: pick.id });
      // Taught: the same wording now gets that entry's answer.
      const again = await ask(v, '快递员');
      expect(again.kind).toBe('answer');
      expect(again.answer.extra.qaId).toBe(pick.id);
      // Twice is once.
      expect((await t.call('PUT', `${M}/learn`, { token: admin, body: { id: row!.id, qaId: pick.id } })).body.status).toBe(0);
      const twice = await t.db.kysely.selectFrom('robot_qa').select('similar_questions').where('id', '=', pick.id).executeTakeFirstOrThrow();
      expect((JSON.parse(twice.similar_questions) as string[]).filter((s) => s === '快递员')).toHaveLength(1);
      const shown = await t.call('GET', `${M}/candidates?id=${row!.id}`, { token: admin });
      expect(shown.body.data[0]).toMatchObject({ qaId: pick.id, known: true });
    });

    it('does not count a hot question clicked outside any suggestion as a pick', async () => {
      const v = await newVisitor(t);
      const qa = await t.db.kysely.selectFrom('robot_qa').select(['id', 'question']).where('question', '=', '快递几天能到').executeTakeFirstOrThrow();
      expect((await ask(v, qa.question, qa.id)).kind).toBe('answer');
      // A suggestion list that did not offer this entry does not count it either.
      const s = await ask(v, 'courier');
      expect(s.kind).toBe('suggest');
      const other = await t.db.kysely.selectFrom('robot_qa').select(['id', 'question']).where('question', '=', '怎么开发票').executeTakeFirstOrThrow();
      expect(s.answer.extra.suggestions!.map((x) => x.id)).not.toContain(other.id);
      await ask(v, other.question, other.id);
      const picks = await t.db.kysely.selectFrom('robot_suggestion_picks').select('qa_id').execute();
      expect(picks.map((p) => p.qa_id)).not.toContain(qa.id);
      expect(picks.map((p) => p.qa_id)).not.toContain(other.id);
    });

    it('refuses a learn call with an unknown entry or question, and the calls to an agent', async () => {
      const row = await t.db.kysely.selectFrom('robot_no_answer').select('id').executeTakeFirstOrThrow();
      const bad = await t.call('PUT', `${M}/learn`, { token: admin, body: { id: row.id, qaId: 'nope' } });
      expect(bad.status).toBe(400);
      expect(bad.body.data.errors[0].field).toBe('qaId');
      const gone = await t.call('PUT', `${M}/learn`, { token: admin, body: { id: 'gone', qaId: 'nope' } });
      expect(gone.body.status).not.toBe(0);
      expect((await t.call('PUT', `${M}/learn`, { token: admin, body: { id: row.id } })).status).toBe(400);
      const agent = await t.login('agent1');
      expect((await t.call('GET', `${M}/candidates?id=${row.id}`, { token: agent })).status).toBe(403);
      expect((await t.call('PUT', `${M}/learn`, { token: agent, body: { id: row.id, qaId: 'x' } })).status).toBe(403);
    });
  });
}
