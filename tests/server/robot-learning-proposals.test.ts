import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHOR } from '../../src/common/events';
import type { Proposal } from '../../src/common/robotLearning';
import { newId } from '../../adapter-server/src/db/ids';
import { makeMessage, makeSession } from '../helpers/factories';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';

const L = '/ccim-main/api/robotLearning';

for (const dialect of DIALECTS) {
  describe(`proposals drawn from agents' answers (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    let base: { id: string; question: string };
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      t = await createTestApp(dialect);
      admin = await t.login('admin');
      base = await t.db.kysely.selectFrom('robot_qa').select(['id', 'question']).where('question', '=', '快递几天能到').executeTakeFirstOrThrow();
      // Asked in chats an agent then answered: two wordings of one question (3 times in all), one asked once, one
      // picked among the robot's close topics; then a question no agent answered and one asked outside any chat.
      ids.piano1 = await logged('Harpsichord or glockenspiel, zqxw?', 2, 'They go by freight, crated.', 30);
      ids.piano2 = await logged('harpsichord or GLOCKENSPIEL zqxw', 1, 'Yes, as freight: book a crate.', 20);
      ids.cash = await logged('Seashells or pebbles vbqp', 1, 'Only cash or card, sorry.', 10);
      ids.picked = await logged('how long for my parcel to come mnbv', 1, 'Two to three days.', 5);
      await t.db.kysely.insertInto('robot_suggestion_picks').values({ id: newId(), question: 'how long for my parcel to come mnbv', qa_id: base.id, count: 2, created_at: Date.now(), updated_at: Date.now() }).execute();
      // An entry's own question in other words: the robot's best close topic holds it.
      ids.near = await logged('快递几天能到呀 zxcv', 1, 'Two days.', 50);
      ids.silent = await logged('Is there a lounge for couriers plok', 5, null, 5);
      ids.nowhere = await logged('Do you sell stamps wert', 9, undefined, 5);
    });
    afterAll(() => t?.close());

    /** A pending question asked `count` times, last `minutesAgo`; `reply`: what an agent answered in its chat (null: nothing). */
    async function logged(question: string, count: number, reply: string | null | undefined, minutesAgo: number): Promise<string> {
      const at = Date.now() - minutesAgo * 60_000;
      let sessionId: string | null = null;
      if (reply !== undefined) {
        sessionId = await makeSession(t.db.kysely, { created_at: at });
        await makeMessage(t.db.kysely, sessionId, 1, AUTHOR.customer, question, at);
        await makeMessage(t.db.kysely, sessionId, 2, AUTHOR.robot, 'I am not sure', at + 1);
        if (reply !== null) await makeMessage(t.db.kysely, sessionId, 3, AUTHOR.agent, reply, at + 2);
      }
      const id = newId();
      await t.db.kysely.insertInto('robot_no_answer').values({ id, question, visitor_id: null, session_id: sessionId, channel: 100, status: 0, qa_id: null, count, created_at: at, updated_at: at }).execute();
      return id;
    }
    const proposals = async () => {
      const r = await t.call('GET', `${L}/proposals`, { token: admin });
      expect(r.body.status, JSON.stringify(r.body)).toBe(0);
      return r.body.data as Proposal[];
    };
    const rows = (...which: string[]) => t.db.kysely.selectFrom('robot_no_answer').select(['id', 'status', 'qa_id']).where('id', 'in', which.map((w) => ids[w])).orderBy('id').execute();
    const entries = async () => Number((await t.db.kysely.selectFrom('robot_qa').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

    it('groups the questions agents answered by their normalised text and ranks them by how often they recur', async () => {
      const list = await proposals();
      const mine = list.filter((p) => /zqxw|vbqp|mnbv|plok|wert|zxcv/.test(p.question));
      expect(mine.map((p) => [p.question, p.count])).toEqual([
        ['Harpsichord or glockenspiel, zqxw?', 3],
        // Equally asked: the one asked last first.
        ['how long for my parcel to come mnbv', 1],
        ['Seashells or pebbles vbqp', 1],
        ['快递几天能到呀 zxcv', 1],
      ]);
      const [piano, picked, cash, near] = mine;
      expect(near).toMatchObject({ action: 'similar', qaId: base.id, qaQuestion: base.question });
      expect(piano).toMatchObject({ key: 'harpsichord or glockenspiel zqxw', action: 'new', qaId: null, answer: 'Yes, as freight: book a crate.' });
      expect(piano.questions.map((q) => q.id)).toEqual([ids.piano1, ids.piano2]);
      expect(cash).toMatchObject({ action: 'new', answer: 'Only cash or card, sorry.' });
      // A close topic visitors picked for this very question: proposed as its similar question.
      expect(picked).toMatchObject({ action: 'similar', qaId: base.id, qaQuestion: base.question, answer: 'Two to three days.' });
    });

    it('approves nothing that is refused: the fields are checked as in the Q&A base and nothing is written', async () => {
      const before = await entries();
      const noAnswer = await t.call('POST', `${L}/proposals/approve`, { token: admin, body: { key: 'harpsichord or glockenspiel zqxw', action: 'new', question: 'Harpsichords and glockenspiels?', classify: 2 } });
      expect(noAnswer.status).toBe(400);
      expect(noAnswer.body.data.errors).toEqual([{ field: 'answer', message: 'is required' }]);
      const noEntry = await t.call('POST', `${L}/proposals/approve`, { token: admin, body: { key: 'harpsichord or glockenspiel zqxw', action: 'similar', question: 'Harpsichords and glockenspiels?' } });
      expect(noEntry.status).toBe(400);
      expect(noEntry.body.data.errors[0].field).toBe('qaId');
      const unknownEntry = await t.call('POST', `${L}/proposals/approve`, { token: admin, body: { key: 'harpsichord or glockenspiel zqxw', action: 'similar', question: 'Harpsichords and glockenspiels?', qaId: 'no-such-entry' } });
      expect(unknownEntry.body.data.errors[0]).toEqual({ field: 'qaId', message: 'is not a known question and answer' });
      const gone = await t.call('POST', `${L}/proposals/approve`, { token: admin, body: { key: 'no such question', action: 'new', question: 'Q', answer: '<p>A</p>' } });
      expect(gone.body).toMatchObject({ status: -1, msg: 'This proposal is no longer open: its questions were handled or deleted' });
      expect(await entries()).toBe(before);
      expect((await rows('piano1', 'piano2')).map((r) => r.status)).toEqual([0, 0]);
    });

    it('approves a proposal as edited: a new entry closes every question of the group', async () => {
      const before = await entries();
      const r = await t.call('POST', `${L}/proposals/approve`, {
        token: admin,
        body: { key: 'harpsichord or glockenspiel zqxw', action: 'new', question: 'Harpsichords and glockenspiels?', answer: '<p>Yes, as freight, crated.</p>', classify: 2 },
      });
      expect(r.body, JSON.stringify(r.body)).toMatchObject({ status: 0, data: { taught: 2 } });
      const qaId = r.body.data.qaId as string;
      expect(await entries()).toBe(before + 1);
      expect(await t.db.kysely.selectFrom('robot_qa').select(['question', 'answer', 'classify']).where('id', '=', qaId).executeTakeFirstOrThrow()).toEqual({
        question: 'Harpsichords and glockenspiels?',
        answer: '<p>Yes, as freight, crated.</p>',
        classify: 2,
      });
      expect((await rows('piano1', 'piano2')).map((x) => [x.status, x.qa_id])).toEqual([[1, qaId], [1, qaId]]);
      expect((await proposals()).some((p) => p.key === 'harpsichord or glockenspiel zqxw')).toBe(false);
      const audit = await t.db.kysely.selectFrom('audit_log').select(['target', 'outcome']).where('action', '=', 'learnApprove').where('outcome', '=', 'success').execute();
      expect(audit).toEqual([{ target: expect.stringContaining('Harpsichords and glockenspiels?'), outcome: 'success' }]);
    });

    it('approves a similar question: the wording joins the near entry', async () => {
      const key = 'how long for my parcel to come mnbv';
      const r = await t.call('POST', `${L}/proposals/approve`, { token: admin, body: { key, action: 'similar', question: 'how long for my parcel to come mnbv', qaId: base.id } });
      expect(r.body, JSON.stringify(r.body)).toMatchObject({ status: 0, data: { qaId: base.id, taught: 1 } });
      const qa = await t.db.kysely.selectFrom('robot_qa').select('similar_questions').where('id', '=', base.id).executeTakeFirstOrThrow();
      expect(JSON.parse(qa.similar_questions)).toContain('how long for my parcel to come mnbv');
      expect(await rows('picked')).toEqual([{ id: ids.picked, status: 1, qa_id: base.id }]);
    });

    it('dismisses a proposal until its question is asked again, learning nothing', async () => {
      const key = 'seashells or pebbles vbqp';
      const before = await entries();
      const r = await t.call('POST', `${L}/proposals/dismiss`, { token: admin, body: { key } });
      expect(r.body, JSON.stringify(r.body)).toMatchObject({ status: 0 });
      expect((await proposals()).some((p) => p.key === key)).toBe(false);
      expect(await rows('cash')).toEqual([{ id: ids.cash, status: 0, qa_id: null }]);
      expect(await entries()).toBe(before);
      expect(await t.db.kysely.selectFrom('audit_log').select('outcome').where('action', '=', 'learnDismiss').execute()).toEqual([{ outcome: 'success' }]);
      // Asked again after the dismissal: proposed again.
      await t.db.kysely.updateTable('robot_no_answer').set((eb) => ({ count: eb('count', '+', 1), updated_at: Date.now() + 1000 })).where('id', '=', ids.cash).execute();
      expect((await proposals()).find((p) => p.key === key)).toMatchObject({ count: 2 });
      expect((await t.call('POST', `${L}/proposals/dismiss`, { token: admin, body: { key: 'nothing like it' } })).body.status).toBe(-1);
      expect((await t.call('POST', `${L}/proposals/dismiss`, { token: admin, body: {} })).status).toBe(400);
    });

    it('lets a supervisor approve, and refuses an agent', async () => {
      const supervisor = await t.login('supervisor');
      expect((await t.call('GET', `${L}/proposals`, { token: supervisor })).body.status).toBe(0);
      const agent = await t.login('agent2');
      expect((await t.call('GET', `${L}/proposals`, { token: agent })).status).toBe(403);
      expect((await t.call('POST', `${L}/proposals/dismiss`, { token: agent, body: { key: 'seashells or pebbles vbqp' } })).status).toBe(403);
      expect((await proposals()).some((p) => p.key === 'seashells or pebbles vbqp')).toBe(true);
    });
  });
}
