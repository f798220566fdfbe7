import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor } from '../helpers/conversation';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';

const M = '/ccim-main/api/robotSynonymMgt';

for (const dialect of DIALECTS) {
  describe(`robot synonyms (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      admin = await t.login('admin');
    });
    afterAll(() => t?.close());

    const ask = async (v: Awaited<ReturnType<typeof newVisitor>>, question: string) => {
      const r = await v.call('POST', '/ccim-robot/api/im/answer', { question, channel: 100 });
      expect(r.body.status).toBe(0);
      return r.body.data as { kind: string; answer: { extra: { question?: string; suggestions?: { question: string }[] } } };
    };

    it('lists the seeded logistics vocabulary', async () => {
      const r = await t.call('POST', `${M}/list`, { token: admin, body: { pageNum: 1, pageSize: 100, name: 'lockers' } });
      expect(r.status).toBe(200);
      expect(r.body.data.records[0].words).toEqual(expect.arrayContaining(['快递柜', '驿站', 'locker']));
    });

    it('answers a question in a word the base does not know once an admin adds it as a synonym', async () => {
      const v = await newVisitor(t);
      const before = await ask(v, 'zorblax, help');
      expect(before.kind).toBe('none');
      const bad = await t.call('POST', `${M}/add`, { token: admin, body: { name: '', words: [] } });
      expect(bad.status).toBe(400);
      const add = await t.call('POST', `${M}/add`, { token: admin, body: { name: 'made-up broken', words: ['zorblax', ' smashed to bits ', 'zorblax'] } });
      expect(add.status).toBe(200);
      const row = await t.db.kysely.selectFrom('robot_synonyms').selectAll().where('name', '=', 'made-up broken').executeTakeFirstOrThrow();
      expect(JSON.parse(row.words)).toEqual(['zorblax', 'smashed to bits']);
      // The new word joins the "damaged" entry through a new group holding a word of that entry.
      const edit = await t.call('PUT', `${M}/edit`, { token: admin, body: { id: row.id, name: row.name, words: ['zorblax', 'damaged'] } });
      expect(edit.body).toMatchObject({ status: 0 });
      const after = await ask(v, 'zorblax, help');
      expect(after.kind, JSON.stringify(after.answer.extra)).not.toBe('none');
      const first = after.kind === 'answer' ? after.answer.extra.question : after.answer.extra.suggestions?.[0].question;
      expect(first).toBe('My parcel arrived damaged');
    });

    it("stores the robot's own lines in the page's language, not both joined", async () => {
      const v = await newVisitor(t);
      const asked = (question: string, lang: string) =>
        t.call('POST', '/ccim-robot/api/im/answer', { body: { question, channel: 100 }, headers: { 'x-visitor-token': v.token, 'accept-language': lang } });
      const zh = (await asked('快递员', 'zh-CN')).body.data;
      expect(zh.kind).toBe('suggest');
      expect(zh.answer.content).toMatch(/^您是不是想问：/);
      expect(zh.answer.content).not.toMatch(/Did you mean/);
      const en = (await asked('Do you sell concert tickets in Paris?', 'en')).body.data;
      expect(en.answer.content).toBe('Sorry, I could not find an answer. You can ask for a human agent.');
      const zhNone = (await asked('演唱会', 'zh-CN')).body.data;
      expect(zhNone.answer.content).toBe('抱歉，暂时没有找到答案，您可以转人工客服。');
    });

    it('refuses the synonyms screen to an agent', async () => {
      const agent = await t.login('agent1');
      expect((await t.call('POST', `${M}/list`, { token: agent, body: { pageNum: 1, pageSize: 10 } })).status).toBe(403);
    });
  });
}
