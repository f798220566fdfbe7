import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHOR } from '../../src/common/events';
import { newId } from '../../adapter-server/src/db/ids';
import { newVisitor } from '../helpers/conversation';
import { makeMessage, makeSession } from '../helpers/factories';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';

const L = '/ccim-main/api/robotLearning';

for (const dialect of DIALECTS) {
  describe(`teaching the robot a new entry from an unanswered question (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      admin = await t.login('admin');
    });
    afterAll(() => t?.close());

    /**
     * A logged question; with `replies`, asked in a chat (after an agent's line) where the robot did not know and
     * agents then wrote these replies.
     */
    const logged = async (question: string, replies?: string[]) => {
      const at = Date.now() - 60_000;
      let sessionId: string | null = null;
      if (replies !== undefined) {
        sessionId = await makeSession(t.db.kysely, { created_at: at });
        await makeMessage(t.db.kysely, sessionId, 1, AUTHOR.agent, 'A line before the question', at);
        await makeMessage(t.db.kysely, sessionId, 2, AUTHOR.customer, question, at + 1);
        await makeMessage(t.db.kysely, sessionId, 3, AUTHOR.robot, 'I am not sure', at + 2);
        for (const [i, reply] of replies.entries()) await makeMessage(t.db.kysely, sessionId, 4 + i, AUTHOR.agent, reply, at + 3 + i);
      }
      const id = newId();
      await t.db.kysely.insertInto('robot_no_answer').values({ id, question, visitor_id: null, session_id: sessionId, channel: 100, status: 0, qa_id: null, count: 1, created_at: at, updated_at: at }).execute();
      return id;
    };
    const row = (id: string) => t.db.kysely.selectFrom('robot_no_answer').select(['status', 'qa_id']).where('id', '=', id).executeTakeFirstOrThrow();
    const entries = async () => (await t.db.kysely.selectFrom('robot_qa').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;
    const audit = (action: string) => t.db.kysely.selectFrom('audit_log').select(['action', 'target', 'outcome']).where('action', '=', action).execute();

    it("drafts the entry from the agent's first reply after the question, and creates it: the robot answers the question", async () => {
      const question = 'Do you ship a grand piano zyxwq';
      const id = await logged(question, ['Yes: pianos go by freight, crated.\nBook a pickup two days ahead.', 'Anything else?']);
      const draft = await t.call('GET', `${L}/draft?id=${id}`, { token: admin });
      expect(draft.body, JSON.stringify(draft.body)).toMatchObject({ status: 0, data: { id, question, answer: 'Yes: pianos go by freight, crated.\nBook a pickup two days ahead.', fromAgent: true } });

      const answer = '<p>Yes: pianos go by freight, crated.</p><p>Book a pickup two days ahead.</p>';
      const taught = await t.call('POST', `${L}/teach`, { token: admin, body: { id, question: `${question} ?`, answer, classify: 2 } });
      expect(taught.body, JSON.stringify(taught.body)).toMatchObject({ status: 0 });
      const qaId = taught.body.data.qaId as string;
      const qa = await t.db.kysely.selectFrom('robot_qa').selectAll().where('id', '=', qaId).executeTakeFirstOrThrow();
      expect(qa).toMatchObject({ question: `${question} ?`, answer, classify: 2, enabled: 1, similar_questions: '[]' });
      expect(await row(id)).toEqual({ status: 1, qa_id: qaId });
      expect(await audit('teachNew')).toEqual([{ action: 'teachNew', target: `robotNoAnswerMgt #${id} · ${question}`, outcome: 'success' }]);

      // The index is rebuilt as for any new entry: the question now gets the entry's answer.
      const v = await newVisitor(t);
      await expect
        .poll(async () => {
          const r = await v.call('POST', '/ccim-robot/api/im/answer', { question, channel: 100 });
          return r.body.data?.answer?.extra?.qaId;
        })
        .toBe(qaId);
    });

    it('drafts an empty answer when no agent replied in that chat, or the question was asked in none', async () => {
      // Only a line before the question: no reply to it.
      const unanswered = await logged('Where do you keep lost umbrellas qwzx', []);
      const d1 = await t.call('GET', `${L}/draft?id=${unanswered}`, { token: admin });
      expect(d1.body.data).toMatchObject({ question: 'Where do you keep lost umbrellas qwzx', answer: '', fromAgent: false });
      const nowhere = await logged('Can I send a kite by air vbnm');
      const d2 = await t.call('GET', `${L}/draft?id=${nowhere}`, { token: admin });
      expect(d2.body.data).toMatchObject({ answer: '', fromAgent: false });

      // Written by hand, it is taught all the same.
      const r = await t.call('POST', `${L}/teach`, { token: admin, body: { id: nowhere, question: 'Can I send a kite by air vbnm', answer: '<p>Kites go by road only.</p>', classify: 0 } });
      expect(r.body, JSON.stringify(r.body)).toMatchObject({ status: 0 });
      expect(await row(nowhere)).toMatchObject({ status: 1 });
    });

    it('refuses what the Q&A base refuses, with the field, and writes nothing', async () => {
      const id = await logged('How heavy may a drum kit be plmk', ['Up to 60 kg.']);
      const before = await entries();
      const empty = await t.call('POST', `${L}/teach`, { token: admin, body: { id, question: 'How heavy may a drum kit be plmk', answer: '', classify: 0 } });
      expect(empty.status).toBe(400);
      expect(empty.body.data.errors).toEqual([{ field: 'answer', message: 'must not be empty' }]);
      // Rich text that sanitizes to nothing is as empty as none (the base's own rule).
      const script = await t.call('POST', `${L}/teach`, { token: admin, body: { id, question: 'How heavy may a drum kit be plmk', answer: '<script>x()</script>', classify: 0 } });
      expect(script.status).toBe(400);
      expect(script.body.data.errors[0].field).toBe('answer');
      const badClass = await t.call('POST', `${L}/teach`, { token: admin, body: { id, question: 'x', answer: '<p>a</p>', classify: 9 } });
      expect(badClass.status).toBe(400);
      expect(badClass.body.data.errors[0].field).toBe('classify');
      // An entry asking the same question already exists: the base's uniqueness warning, with the field.
      const existing = await t.db.kysely.selectFrom('robot_qa').select('question').where('question', '=', '快递几天能到').executeTakeFirstOrThrow();
      const dup = await t.call('POST', `${L}/teach`, { token: admin, body: { id, question: existing.question, answer: '<p>a</p>', classify: 0 } });
      expect(dup.body).toMatchObject({ status: -2, data: { errors: [{ field: 'question', message: 'already exists' }] } });
      const gone = await t.call('POST', `${L}/teach`, { token: admin, body: { id: 'no-such-question', question: 'Fresh zzq', answer: '<p>a</p>', classify: 0 } });
      expect(gone.body).toMatchObject({ status: -1, msg: 'This unanswered question no longer exists' });

      expect(await entries()).toBe(before);
      expect(await row(id)).toEqual({ status: 0, qa_id: null });
      // The refusals met after the input's checks are entered as failures (the sanitized-away answer, the duplicate).
      expect((await audit('teachNew')).filter((a) => a.target.includes(id)).map((a) => a.outcome)).toEqual(['failure', 'failure']);
    });

    it('is for the managers of the unanswered questions: an agent is refused every learning call', async () => {
      const id = await logged('Do you carry live lobsters xqwe', ['No live animals, sorry.']);
      const agent = await t.login('agent1');
      expect((await t.call('GET', `${L}/draft?id=${id}`, { token: agent })).status).toBe(403);
      expect((await t.call('POST', `${L}/teach`, { token: agent, body: { id, question: 'q', answer: '<p>a</p>', classify: 0 } })).status).toBe(403);
      expect((await t.call('GET', `${L}/proposals`, { token: agent })).status).toBe(403);
      expect((await t.call('POST', `${L}/proposals/approve`, { token: agent, body: { key: 'q', action: 'new', question: 'q', answer: '<p>a</p>' } })).status).toBe(403);
      expect((await t.call('POST', `${L}/proposals/dismiss`, { token: agent, body: { key: 'q' } })).status).toBe(403);
      expect((await t.call('GET', `${L}/draft?id=${id}`)).status).toBe(401);
      const supervisor = await t.login('supervisor');
      expect((await t.call('GET', `${L}/draft?id=${id}`, { token: supervisor })).body.data).toMatchObject({ answer: 'No live animals, sorry.' });
      expect(await row(id)).toEqual({ status: 0, qa_id: null });
    });
  });
}
