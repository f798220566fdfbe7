import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';
import { API } from './fixture';

async function userId(t: TestApp, username: string) {
  return (await t.db.kysely.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

for (const dialect of DIALECTS) {
  describe(`quick replies in the workbench (${dialect})`, () => {
    let t: TestApp;
    let agent1: string;
    let agent2: string;

    beforeAll(async () => {
      t = await createTestApp(dialect, { seed: true });
      [agent1, agent2] = await Promise.all([t.login('agent1'), t.login('agent2')]);
      const db = t.db.kysely;
      const at = Date.now();
      await db.deleteFrom('quick_replies').execute();
      await db.deleteFrom('quick_reply_types').execute();
      const u1 = await userId(t, 'agent1');
      const u2 = await userId(t, 'agent2');
      const type = (id: string, kind: number, parent: string | null, name: string, owner: string | null) =>
        db.insertInto('quick_reply_types').values({ id, type: kind, parent_id: parent, name, sort: 0, owner_user_id: owner, created_at: at, updated_at: at }).execute();
      const reply = (id: string, kind: number, typeId: string | null, title: string, owner: string | null) =>
        db.insertInto('quick_replies').values({ id, type: kind, type_id: typeId, title, content: `${title} content`, sort: 0, click_count: 0, owner_user_id: owner, created_at: at, updated_at: at }).execute();
      await type('t-greet', 0, null, '问候 Greetings', null);
      await type('t-greet-am', 0, 't-greet', '早上 Morning', null);
      await type('t-mine', 1, null, 'Mine', u1);
      await type('t-theirs', 1, null, 'Theirs', u2);
      await reply('r-hello', 0, 't-greet', '您好 Hello', null);
      await reply('r-am', 0, 't-greet-am', '早上好 Good morning', null);
      await reply('r-loose', 0, null, 'Loose', null);
      await reply('r-mine', 1, 't-mine', 'My sign-off', u1);
      await reply('r-theirs', 1, 't-theirs', 'Their sign-off', u2);
    });
    afterAll(() => t?.close());

    it('lists the common replies in their type tree', async () => {
      const r = await t.call('GET', `${API}/workbench/listQuickReply`, { token: agent1 });
      expect(r.body.status).toBe(0);
      const [greet, loose] = r.body.data;
      expect(greet).toMatchObject({ id: 't-greet', replies: [{ id: 'r-hello' }], children: [{ id: 't-greet-am', replies: [{ id: 'r-am' }] }] });
      expect(loose).toMatchObject({ id: null, replies: [{ id: 'r-loose' }] });
    });

    it("lists only the caller's own personal replies", async () => {
      const mine = (await t.call('GET', `${API}/workbench/pub/listQuickReply`, { token: agent1 })).body.data;
      expect(mine).toEqual([{ id: 't-mine', name: 'Mine', children: [], replies: [{ id: 'r-mine', title: 'My sign-off', content: 'My sign-off content', clickCount: 0 }] }]);
    });

    it("counts a click on a common or own reply, never on someone else's", async () => {
      expect((await t.call('PUT', `${API}/workbench/clickQuickReply`, { token: agent1, body: { id: 'r-hello' } })).body.data).toEqual({ id: 'r-hello', clickCount: 1 });
      expect((await t.call('PUT', `${API}/workbench/clickQuickReply`, { token: agent1, body: { id: 'r-mine' } })).body.data.clickCount).toBe(1);
      expect((await t.call('PUT', `${API}/workbench/clickQuickReply`, { token: agent1, body: { id: 'r-theirs' } })).body).toMatchObject({ status: -1, msg: 'No such quick reply' });
      expect((await t.call('PUT', `${API}/workbench/clickQuickReply`, { token: agent2, body: { id: 'r-hello' } })).body.data.clickCount).toBe(2);
      const bad = await t.call('PUT', `${API}/workbench/clickQuickReply`, { token: agent1, body: {} });
      expect(bad.status).toBe(400);
      expect(bad.body.data.errors).toEqual([{ field: 'id', message: 'is required' }]);
      expect((await t.call('PUT', `${API}/workbench/clickQuickReply`, { body: { id: 'r-hello' } })).status).toBe(401);
    });
  });
}
