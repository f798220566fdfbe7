import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../helpers/test-app';
import { clearSeededLists, fieldsOf, mgmtApp, type MgmtApp } from './helpers';

for (const dialect of DIALECTS) {
  describe(`quick replies and their type tree (${dialect})`, () => {
    let t: MgmtApp;
    let agent2: string;
    beforeAll(async () => {
      t = await mgmtApp(dialect);
      await clearSeededLists(t);
      agent2 = await t.login('agent2');
    });
    afterAll(() => t?.close());

    it('manages common types as a tree and refuses deleting a type still in use', async () => {
      const root = (await t.api('POST', '/quickReplyTypeMgt/add', { type: 0, name: '查件' })).body.data;
      const child = (await t.api('POST', '/quickReplyTypeMgt/add', { type: 0, name: '延误', parentId: root.id, sort: 1 })).body.data;
      const tree = (await t.api('GET', '/quickReplyTypeMgt/listTree?type=0')).body.data;
      expect(tree).toEqual([expect.objectContaining({ id: root.id, name: '查件', children: [expect.objectContaining({ id: child.id, children: [] })] })]);
      expect(fieldsOf(await t.api('PUT', '/quickReplyTypeMgt/edit', { id: root.id, name: '查件', parentId: child.id }))).toEqual(['parentId']);
      const reply = (await t.api('POST', '/quickReplyMgt/add', { type: 0, typeId: child.id, title: '延误致歉', content: '非常抱歉，您的快件因天气原因延误。' })).body.data;
      expect(reply).toMatchObject({ type: 0, ownerUserId: null, clickCount: 0 });
      const refused = await t.api('DELETE', '/quickReplyTypeMgt/del', { id: child.id });
      expect(refused.body).toMatchObject({ status: -1, msg: expect.stringContaining('still has quick replies') });
      expect((await t.api('DELETE', '/quickReplyTypeMgt/del', { id: root.id })).body.status).toBe(-1);
      expect((await t.api('POST', '/quickReplyTypeMgt/refresh/cache', {})).body.status).toBe(0);
      expect((await t.api('PUT', '/quickReplyMgt/edit', { id: reply.id, title: '延误致歉', content: 'Sorry for the delay.', typeId: null, sort: 3 })).body.data).toMatchObject({ sort: 3, typeId: null });
      expect((await t.api('DELETE', '/quickReplyTypeMgt/del', { id: child.id })).body.status).toBe(0);
      expect((await t.api('GET', '/quickReplyMgt/listCommon', undefined, t.agent)).body.data.map((r: any) => r.title)).toEqual(['延误致歉']);
    });

    it('lists a parent type with its sub-types\' replies, and the replies saved without a type under "none"', async () => {
      const root = (await t.api('POST', '/quickReplyTypeMgt/add', { type: 0, name: 'ZZ 费用' })).body.data;
      const child = (await t.api('POST', '/quickReplyTypeMgt/add', { type: 0, name: 'ZZ 运费', parentId: root.id })).body.data;
      const grandchild = (await t.api('POST', '/quickReplyTypeMgt/add', { type: 0, name: 'ZZ 偏远', parentId: child.id })).body.data;
      const other = (await t.api('POST', '/quickReplyTypeMgt/add', { type: 0, name: 'ZZ 其他' })).body.data;
      for (const [typeId, title] of [[root.id, 'zz-root'], [child.id, 'zz-child'], [grandchild.id, 'zz-grandchild'], [other.id, 'zz-other'], [null, 'zz-untyped']]) {
        await t.api('POST', '/quickReplyMgt/add', { type: 0, typeId, title, content: 'c' });
      }
      const titles = async (typeId: string) =>
        (await t.api('POST', '/quickReplyMgt/list', { pageNum: 1, pageSize: 50, type: 0, typeId, title: 'zz-', sortField: 'title', sortOrder: 'asc' })).body.data.records.map((r: any) => r.title);
      expect(await titles(root.id)).toEqual(['zz-child', 'zz-grandchild', 'zz-root']);
      expect(await titles(child.id)).toEqual(['zz-child', 'zz-grandchild']);
      expect(await titles(other.id)).toEqual(['zz-other']);
      expect(await titles('none')).toEqual(['zz-untyped']);
    });

    it('refuses bad quick reply input', async () => {
      expect(fieldsOf(await t.api('POST', '/quickReplyMgt/add', { type: 0, title: '' }))).toEqual(['content', 'title']);
      expect(fieldsOf(await t.api('POST', '/quickReplyMgt/add', { type: 2, title: 't', content: 'c' }))).toEqual(['type']);
      expect(fieldsOf(await t.api('POST', '/quickReplyMgt/add', { type: 0, title: 't', content: 'x'.repeat(1001) }))).toEqual(['content']);
      expect(fieldsOf(await t.api('POST', '/quickReplyMgt/add', { type: 0, title: 't', content: 'c', typeId: 'nope' }))).toEqual(['typeId']);
    });

    it('lets an agent manage only their own personal replies', async () => {
      const type = (await t.api('POST', '/quickReplyTypeMgt/add', { type: 1, name: '我的常用' }, t.agent)).body.data;
      const mine = (await t.api('POST', '/quickReplyMgt/add', { type: 1, typeId: type.id, title: '问候', content: '您好，我是李娜，很高兴为您服务。' }, t.agent)).body.data;
      expect(mine.ownerUserId).toBeTruthy();
      await t.api('POST', '/quickReplyMgt/add', { type: 1, title: 'Hi', content: 'Hi, Zhang Wei here.' }, agent2);
      const list = await t.api('POST', '/quickReplyMgt/list', { pageNum: 1, pageSize: 20, type: 1 }, t.agent);
      expect(list.body.data.records.map((r: any) => r.title)).toEqual(['问候']);
      expect((await t.api('GET', '/quickReplyMgt/listPerson', undefined, agent2)).body.data.map((r: any) => r.title)).toEqual(['Hi']);
      expect((await t.api('PUT', '/quickReplyMgt/edit', { id: mine.id, title: 'x', content: 'y' }, agent2)).body.status).toBe(-1);
      expect((await t.api('DELETE', '/quickReplyMgt/del', { id: mine.id }, agent2)).body.status).toBe(-1);
      expect(fieldsOf(await t.api('POST', '/quickReplyMgt/add', { type: 1, typeId: type.id, title: 't', content: 'c' }, agent2))).toEqual(['typeId']);
      expect((await t.api('GET', '/quickReplyTypeMgt/listTree?type=1', undefined, agent2)).body.data).toEqual([]);
      expect((await t.api('DELETE', '/quickReplyMgt/del', { id: mine.id }, t.agent)).body.data.deleted).toBe(1);
    });

    it('answers 403 when an agent touches common replies or types', async () => {
      expect((await t.api('POST', '/quickReplyMgt/list', { type: 0 }, t.agent)).status).toBe(403);
      expect((await t.api('POST', '/quickReplyMgt/add', { type: 0, title: 't', content: 'c' }, t.agent)).status).toBe(403);
      expect((await t.api('POST', '/quickReplyTypeMgt/add', { type: 0, name: 'n' }, t.agent)).status).toBe(403);
      expect((await t.api('GET', '/quickReplyTypeMgt/listTree?type=0', undefined, t.agent)).status).toBe(403);
    });
  });
}
