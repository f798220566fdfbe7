import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../helpers/test-app';
import { clearSeededLists, fieldsOf, mgmtApp, type MgmtApp } from './helpers';

for (const dialect of DIALECTS) {
  describe(`robot links and logs (${dialect})`, () => {
    let t: MgmtApp;
    let qaId: string;
    beforeAll(async () => {
      t = await mgmtApp(dialect);
      await clearSeededLists(t);
      const db = t.db.kysely;
      const at = Date.now();
      qaId = (await t.api('POST', '/robotQaMgt/add', { question: '怎么查快递', answer: '<p>输入运单号</p>', classify: 4 })).body.data.id;
      await db.insertInto('robot_no_answer').values([
        { id: 'na1', question: '能寄活体吗', visitor_id: 'v1', session_id: 's1', channel: 100, status: 0, qa_id: null, count: 3, created_at: at - 1000, updated_at: at - 1000 },
        { id: 'na2', question: 'Do you ship to Mars?', visitor_id: 'v2', session_id: null, channel: 200, status: 0, qa_id: null, count: 1, created_at: at, updated_at: at },
      ]).execute();
      await db.insertInto('robot_no_intention').values([
        { id: 'ni1', content: '哈哈哈', visitor_id: 'v1', session_id: 's1', channel: 100, created_at: at },
        { id: 'ni2', content: 'asdfgh', visitor_id: null, session_id: null, channel: 300, created_at: at - 5000 },
      ]).execute();
      await db.insertInto('robot_ratings').values({ id: 'ra1', session_id: 's1', visitor_id: 'v1', score: 4, comment: '回答很快', created_at: at }).execute();
      await db.insertInto('robot_votes').values([
        { id: 'vo1', message_id: 'm1', session_id: 's1', visitor_id: 'v1', qa_id: qaId, vote: 1, created_at: at - 100 },
        { id: 'vo2', message_id: 'm2', session_id: 's2', visitor_id: 'v2', qa_id: qaId, vote: 0, created_at: at - 200 },
      ]).execute();
    });
    afterAll(() => t?.close());

    it('adds, lists (all at once), edits and deletes robot links', async () => {
      const add = await t.api('POST', '/robotLinkMgt/add', { title: '网点查询', url: '/outlets', kind: 'shortcut', sort: 2 });
      expect(add.body.data).toMatchObject({ title: '网点查询', kind: 'shortcut', enabled: true, description: '' });
      await t.api('POST', '/robotLinkMgt/add', { title: 'Price calculator', url: 'https://example.com/price', sort: 1 });
      const all = await t.api('GET', '/robotLinkMgt/listAll');
      expect(all.body.data.map((l: any) => l.title)).toEqual(['Price calculator', '网点查询']);
      expect((await t.api('PUT', '/robotLinkMgt/edit', { id: add.body.data.id, title: '网点查询', url: '/outlets?near=1', kind: 'link', enabled: false })).body.data).toMatchObject({ kind: 'link', enabled: false });
      expect(fieldsOf(await t.api('POST', '/robotLinkMgt/add', { title: 'Bad', url: 'javascript:alert(1)' }))).toEqual(['url']);
      expect(fieldsOf(await t.api('POST', '/robotLinkMgt/add', { title: 'Bad', url: '/x', kind: 'popup' }))).toEqual(['kind']);
      expect((await t.api('POST', '/robotLinkMgt/add', { title: '网点查询', url: '/x' })).body.status).toBe(-2);
      expect((await t.api('DELETE', '/robotLinkMgt/del', { id: add.body.data.id })).body.data.deleted).toBe(1);
    });

    it('lists unanswered questions with filters, attaches one to a QA (handled), and deletes', async () => {
      const list = await t.api('POST', '/robotNoAnswerMgt/list', { pageNum: 1, pageSize: 10, status: 0 });
      expect(list.body.data.records.map((r: any) => r.id)).toEqual(['na2', 'na1']);
      expect((await t.api('POST', '/robotNoAnswerMgt/list', { pageNum: 1, pageSize: 10, channel: 100 })).body.data.total).toBe(1);
      expect((await t.api('POST', '/robotNoAnswerMgt/list', { pageNum: 1, pageSize: 10, sortField: 'count', sortOrder: 'desc' })).body.data.records[0].id).toBe('na1');
      const edit = await t.api('PUT', '/robotNoAnswerMgt/edit', { id: 'na1', status: 0, qaId });
      expect(edit.body.data).toMatchObject({ status: 1, qaId, question: '能寄活体吗' });
      expect(fieldsOf(await t.api('PUT', '/robotNoAnswerMgt/edit', { id: 'na1', status: 0, qaId: 'nope' }))).toEqual(['qaId']);
      expect(fieldsOf(await t.api('PUT', '/robotNoAnswerMgt/edit', { id: 'na1', status: 0, question: 'changed' }))).toEqual(['question']);
      expect((await t.api('DELETE', '/robotNoAnswerMgt/del', { id: 'na2' })).body.data.deleted).toBe(1);
    });

    it('creates, lists, selects and closes follow-up tasks', async () => {
      const add = await t.api('PUT', '/robotNoAnswerMgt/task/edit', { title: '补充活体寄递规则', noAnswerId: 'na1', assignee: 'supervisor' });
      expect(add.body.data).toMatchObject({ status: 0, noAnswerId: 'na1', createdBy: expect.stringContaining('Wang') });
      expect((await t.api('GET', '/robotNoAnswerMgt/task/selectTaskList')).body.data.map((x: any) => x.id)).toEqual([add.body.data.id]);
      const done = await t.api('PUT', '/robotNoAnswerMgt/task/edit', { id: add.body.data.id, title: '补充活体寄递规则', status: 1, qaId });
      expect(done.body.data).toMatchObject({ status: 1, qaId });
      expect((await t.api('POST', '/robotNoAnswerMgt/task/list', { pageNum: 1, pageSize: 10, status: 1 })).body.data.total).toBe(1);
      expect((await t.api('GET', '/robotNoAnswerMgt/task/selectTaskList')).body.data).toEqual([]);
      expect(fieldsOf(await t.api('PUT', '/robotNoAnswerMgt/task/edit', { assignee: 'x' }))).toEqual(['title']);
    });

    it('lists messages with no intention, filtered by channel and time', async () => {
      const all = await t.api('POST', '/robotNoIntention/list', { pageNum: 1, pageSize: 10 });
      expect(all.body.data.records.map((r: any) => r.id)).toEqual(['ni1', 'ni2']);
      const ch = await t.api('POST', '/robotNoIntention/list', { pageNum: 1, pageSize: 10, channel: 300, createdAtTo: Date.now() });
      expect(ch.body.data.records).toEqual([expect.objectContaining({ id: 'ni2', visitorId: null, content: 'asdfgh' })]);
      expect(fieldsOf(await t.api('POST', '/robotNoIntention/list', { channel: 101 }))).toEqual(['channel']);
    });

    it('lists ratings and votes together, or one kind', async () => {
      const all = await t.api('POST', '/robotSatisfaction/list', { pageNum: 1, pageSize: 10 });
      expect(all.body.data.total).toBe(3);
      expect(all.body.data.records.map((r: any) => r.id)).toEqual(['ra1', 'vo1', 'vo2']);
      const votes = await t.api('POST', '/robotSatisfaction/list', { pageNum: 1, pageSize: 10, kind: 'vote', score: 0 });
      expect(votes.body.data.records).toEqual([expect.objectContaining({ id: 'vo2', kind: 'vote', score: 0, question: '怎么查快递' })]);
      expect(fieldsOf(await t.api('POST', '/robotSatisfaction/list', { kind: 'stars' }))).toEqual(['kind']);
    });

    it('answers 403 to an agent', async () => {
      for (const path of ['/robotNoAnswerMgt/list', '/robotNoIntention/list', '/robotSatisfaction/list', '/robotLinkMgt/add']) {
        expect((await t.api('POST', path, {}, t.agent)).status, path).toBe(403);
      }
    });
  });
}
