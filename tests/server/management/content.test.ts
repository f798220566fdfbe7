import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../helpers/test-app';
import { clearSeededLists, fieldsOf, mgmtApp, type MgmtApp } from './helpers';

for (const dialect of DIALECTS) {
  describe(`sensitive words, blacklist, notices and service settings (${dialect})`, () => {
    let t: MgmtApp;
    const events: string[] = [];
    beforeAll(async () => {
      t = await mgmtApp(dialect);
      await clearSeededLists(t);
      t.app.ctx.events.on('sensitive_words.changed', () => void events.push('sensitive_words.changed'));
    });
    afterAll(() => t?.close());

    it('adds, lists, edits and deletes sensitive words; a duplicate is a -2 warning', async () => {
      const add = await t.api('POST', '/sensitiveWordsMgt/add', { word: ' 测试违禁词甲 ', category: 'fraud' });
      expect(add.body.data).toMatchObject({ word: '测试违禁词甲', category: 'fraud', enabled: true });
      const dup = await t.api('POST', '/sensitiveWordsMgt/add', { word: '测试违禁词甲' });
      expect(dup.status).toBe(200);
      expect(dup.body).toMatchObject({ status: -2, msg: 'A record with this value already exists', data: { errors: [{ field: 'word', message: 'already exists' }] } });
      const other = (await t.api('POST', '/sensitiveWordsMgt/add', { word: 'zz-scam' })).body.data;
      expect((await t.api('PUT', '/sensitiveWordsMgt/edit', { id: other.id, word: '测试违禁词甲', category: 'other' })).body.status).toBe(-2);
      expect((await t.api('PUT', '/sensitiveWordsMgt/edit', { id: other.id, word: 'zz-scams', category: 'ads', enabled: false })).body.data).toMatchObject({ word: 'zz-scams', enabled: false });
      const list = await t.api('POST', '/sensitiveWordsMgt/list', { pageNum: 1, pageSize: 10, enabled: true, word: '测试' });
      expect(list.body.data.records.map((w: any) => w.word)).toEqual(['测试违禁词甲']);
      expect((await t.api('POST', '/sensitiveWordsMgt/list', { pageNum: 1, pageSize: 10, enabled: false, word: 'ZZ-' })).body.data.total).toBe(1);
      expect(fieldsOf(await t.api('POST', '/sensitiveWordsMgt/add', { word: '', category: 'rude' }))).toEqual(['word', 'category']);
      expect((await t.api('DELETE', '/sensitiveWordsMgt/del', { ids: [add.body.data.id, other.id] })).body.data.deleted).toBe(2);
      expect(fieldsOf(await t.api('DELETE', '/sensitiveWordsMgt/del', {}))).toEqual(['id']);
      // Domain events are delivered in a microtask after the commit, before the response reaches the test.
      expect(events.length).toBeGreaterThanOrEqual(4);
    });

    it('lists and lifts blacklist entries', async () => {
      const at = Date.now();
      await t.db.kysely.insertInto('blacklist').values([
        { id: 'b1', visitor_id: 'visitor-1', reason: '辱骂客服', created_by: '王主管', created_at: at, expires_at: null },
        { id: 'b2', visitor_id: 'visitor-2', reason: 'Spam links', created_by: 'Li Na', created_at: at - 10, expires_at: at + 86400_000 },
      ]).execute();
      const list = await t.api('POST', '/blacklistMgt/list', { pageNum: 1, pageSize: 10, reason: 'spam' });
      expect(list.body.data.records).toEqual([expect.objectContaining({ id: 'b2', visitorId: 'visitor-2', createdBy: 'Li Na', expiresAt: at + 86400_000 })]);
      expect((await t.api('DELETE', '/blacklistMgt/del', { id: 'b1' })).body.data.deleted).toBe(1);
      expect((await t.api('POST', '/blacklistMgt/list', {})).body.data.total).toBe(1);
      expect(fieldsOf(await t.api('POST', '/blacklistMgt/list', { pageSize: 'ten' }))).toEqual(['pageSize']);
    });

    it('adds a visitor to the blacklist by id, validated: unknown visitor, blank reason, past end, already blocked', async () => {
      const at = Date.now();
      await t.db.kysely.insertInto('visitors').values({ id: 'visitor-bl', open_id: null, channel: 100, nickname: 'Guest', phone: null, created_at: at, last_seen_at: at }).execute();
      const add = await t.api('POST', '/blacklistMgt/add', { visitorId: ' visitor-bl ', reason: ' Threats ', expiresAt: at + 86_400_000 });
      expect(add.body).toMatchObject({ status: 0, data: { visitorId: 'visitor-bl', reason: 'Threats', expiresAt: at + 86_400_000, createdBy: expect.any(String) } });
      const again = await t.api('POST', '/blacklistMgt/add', { visitorId: 'visitor-bl', reason: 'Again' });
      expect(again.body).toMatchObject({ status: -2, msg: 'This visitor is already on the blacklist' });
      expect(fieldsOf(await t.api('POST', '/blacklistMgt/add', { visitorId: 'nobody', reason: 'x' }))).toEqual(['visitorId']);
      expect(fieldsOf(await t.api('POST', '/blacklistMgt/add', { visitorId: 'visitor-bl', reason: '   ' }))).toEqual(['reason']);
      expect(fieldsOf(await t.api('POST', '/blacklistMgt/add', { visitorId: 'visitor-bl', reason: 'x', expiresAt: at - 1000 }))).toEqual(['expiresAt']);
      expect(fieldsOf(await t.api('POST', '/blacklistMgt/add', { reason: 'x' }))).toEqual(['visitorId']);
      const rows = await t.db.kysely.selectFrom('blacklist').selectAll().where('visitor_id', '=', 'visitor-bl').execute();
      expect(rows).toHaveLength(1);
    });

    it('pages, adds, edits, pushes and deletes announcements with the {id} paths', async () => {
      const add = await t.api('POST', '/noticeMgt/add', { title: '春节停运通知', content: '<p>2月9日至2月17日暂停揽收。</p><iframe src="x"></iframe>' });
      expect(add.body.data).toMatchObject({ status: 0, pushedAt: null, createdBy: expect.stringContaining('Wang'), content: '<p>2月9日至2月17日暂停揽收。</p>' });
      const id = add.body.data.id;
      const edit = await t.api('PUT', `/noticeMgt/edit/${id}`, { title: 'ZZ test notice', content: '<p>No pickups 9–17 Feb.</p>' });
      expect(edit.body.data.title).toBe('ZZ test notice');
      const push = await t.api('PUT', `/noticeMgt/push/${id}`);
      expect(push.body.data).toMatchObject({ status: 1, pushedAt: expect.any(Number) });
      const page = await t.api('GET', `/noticeMgt/page?pageNum=1&pageSize=5&status=1&title=${encodeURIComponent('zz test')}`);
      expect(page.body.data).toMatchObject({ total: 1, pageNum: 1, pageSize: 5 });
      // The push date filters the list: pushed within the range, never a draft (no push date).
      const pushedAt = push.body.data.pushedAt as number;
      const byPush = async (from: number, to: number) =>
        (await t.api('GET', `/noticeMgt/page?pageNum=1&pageSize=50&pushedAtFrom=${from}&pushedAtTo=${to}`)).body.data.records.map((n: any) => n.id);
      expect(await byPush(pushedAt - 60_000, pushedAt + 60_000)).toContain(id);
      expect(await byPush(pushedAt + 60_000, pushedAt + 120_000)).not.toContain(id);
      expect((await t.api('GET', `/noticeMgt/page?pageNum=1&pageSize=50&pushedAtFrom=0`)).body.data.records.every((n: any) => n.pushedAt !== null)).toBe(true);
      expect(fieldsOf(await t.api('GET', '/noticeMgt/page?pageSize=0'))).toEqual(['pageSize']);
      expect(fieldsOf(await t.api('PUT', `/noticeMgt/edit/${id}`, { title: 'x'.repeat(101), content: '' }))).toEqual(['title', 'content']);
      expect((await t.api('DELETE', `/noticeMgt/delete/${id}`)).body.data.deleted).toBe(1);
      expect((await t.api('PUT', `/noticeMgt/push/${id}`)).body.status).toBe(-1);
    });

    it('reads and saves the service settings with validated ranges, in the keys the conversation loop reads', async () => {
      const get = await t.api('POST', '/sessionServiceConfig/get', {});
      expect(get.body.data).toMatchObject({ idleTimeoutMinutes: 15, firstResponseSeconds: 120, workingHoursEnabled: false, workStart: '08:00', maxUsersDefault: 5 });
      const next = { ...get.body.data, workingHoursEnabled: true, workingDays: [1, 2, 3, 4, 5], workStart: '09:00', workEnd: '18:00', idleTimeoutMinutes: 20, greetingZh: '您好！' };
      const save = await t.api('PUT', '/sessionServiceConfig/edit', next);
      expect(save.body.data).toMatchObject({ workingDays: [1, 2, 3, 4, 5], idleTimeoutMinutes: 20 });
      const row = await t.db.kysely.selectFrom('service_config').select('value').where('key', '=', 'workingHours').executeTakeFirstOrThrow();
      expect(JSON.parse(row.value)).toEqual({ enabled: true, days: [1, 2, 3, 4, 5], start: '09:00', end: '18:00', utcOffsetMinutes: 480 });
      expect((await t.api('POST', '/sessionServiceConfig/get', {})).body.data.greetingZh).toBe('您好！');
      const bad = await t.api('PUT', '/sessionServiceConfig/edit', { ...next, idleTimeoutMinutes: 0, firstResponseSeconds: 5, workStart: '25:00', workingDays: [8], greetingEn: '' });
      expect(fieldsOf(bad).sort()).toEqual(['firstResponseSeconds', 'greetingEn', 'idleTimeoutMinutes', 'workStart', 'workingDays.0'].sort());
      expect(fieldsOf(await t.api('PUT', '/sessionServiceConfig/edit', { ...next, workEnd: '09:00' }))).toEqual(['workEnd']);
    });

    it('answers 403 to an agent', async () => {
      expect((await t.api('POST', '/sensitiveWordsMgt/list', {}, t.agent)).status).toBe(403);
      expect((await t.api('POST', '/blacklistMgt/list', {}, t.agent)).status).toBe(403);
      expect((await t.api('GET', '/noticeMgt/page', undefined, t.agent)).status).toBe(403);
      expect((await t.api('POST', '/sessionServiceConfig/get', {}, t.agent)).status).toBe(403);
    });
  });
}
