import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../helpers/test-app';
import { fieldsOf, mgmtApp, type MgmtApp } from './management/helpers';
import { agentIdOf, sessionOf } from './workbench/fixture';

/** Free labels on chats (issue 36): added and removed in the workbench, suggested, filtered in the history and the report. */
for (const dialect of DIALECTS) {
  describe(`session labels (${dialect})`, () => {
    let t: MgmtApp;
    let agent2: string;
    let a1: string;
    const day = new Date().toISOString().slice(0, 10);
    const add = (sessionId: string, label: string, token = t.agent) => t.api('POST', '/workbench/sessionLabels', { sessionId, label }, token);
    const remove = (sessionId: string, label: string, token = t.agent) => t.api('DELETE', '/workbench/sessionLabels', { sessionId, label }, token);
    const labels = async (r: { body: any }) => r.body.data.labels as string[];
    const suggest = async (prefix: string) => (await t.api('GET', `/workbench/labelSuggestions?prefix=${encodeURIComponent(prefix)}`, undefined, t.agent)).body.data.labels;
    const history = async (extra: object) =>
      (await t.api('POST', '/historySessionReport/list', { startDate: day, endDate: day, pageNum: 1, pageSize: 100, tzOffset: 0, ...extra })).body.data.records.map((r: any) => [r.id, r.labels]);

    beforeAll(async () => {
      t = await mgmtApp(dialect);
      agent2 = await t.login('agent2');
      a1 = await agentIdOf(t, 'agent1');
    });
    afterAll(() => t?.close());

    it('adds labels tidied (trimmed, single spaces), refuses one twice whatever its case, and removes them', async () => {
      const chat = await sessionOf(t, a1, `label-add-${dialect}`);
      expect(await labels(await add(chat, '  Needs   call back  '))).toEqual(['Needs call back']);
      const twice = await add(chat, 'NEEDS CALL BACK');
      expect(fieldsOf(twice)).toEqual(['label']);
      expect(twice.body.msg).toBe('Invalid request body: label is already on this chat');
      expect(await labels(await add(chat, '清关 延误'))).toEqual(['Needs call back', '清关 延误']);
      expect((await t.api('GET', `/workbench/sessionLabels?sessionId=${chat}`, undefined, t.agent)).body.data.labels).toEqual(['Needs call back', '清关 延误']);
      // Removing matches whatever the case; a label the chat does not carry is a 404.
      expect(await labels(await remove(chat, 'needs call back'))).toEqual(['清关 延误']);
      expect((await remove(chat, 'needs call back')).body).toMatchObject({ status: -1, msg: 'This chat has no such label' });
    });

    it('refuses a blank label, one over 40 characters and an eleventh label, with clear messages in both languages', async () => {
      const chat = await sessionOf(t, a1, `label-limits-${dialect}`);
      const blank = await add(chat, '    ');
      expect(fieldsOf(blank)).toEqual(['label']);
      expect(blank.body.msg).toBe('Invalid request body: label must not be blank');
      expect(fieldsOf(await add(chat, ''))).toEqual(['label']);
      const long = await add(chat, 'x'.repeat(41));
      expect(long.body.msg).toBe('Invalid request body: label must be at most 40 characters');
      const zh = await t.call('POST', '/ccim-main/api/workbench/sessionLabels', { token: t.agent, body: { sessionId: chat, label: 'x'.repeat(41) }, headers: { 'Accept-Language': 'zh-CN' } });
      expect(zh.body.msg).toBe('请求无效：标签不能超过 40 个字符');
      // Forty characters once the spaces are tidied is fine.
      expect(await labels(await add(chat, `  ${'y'.repeat(20)}    ${'z'.repeat(19)} `))).toEqual([`${'y'.repeat(20)} ${'z'.repeat(19)}`]);
      for (let i = 2; i <= 10; i++) expect((await add(chat, `tag ${i}`)).body.status).toBe(0);
      const eleventh = await add(chat, 'tag 11');
      expect(fieldsOf(eleventh)).toEqual(['label']);
      expect(eleventh.body.msg).toBe('Invalid request body: label a chat carries at most 10 labels');
      const zh11 = await t.call('POST', '/ccim-main/api/workbench/sessionLabels', { token: t.agent, body: { sessionId: chat, label: 'tag 11' }, headers: { 'Accept-Language': 'zh-CN' } });
      expect(zh11.body.msg).toBe('请求无效：一个会话最多 10 个标签');
    });

    it("refuses another agent's chat; a supervisor may label it", async () => {
      const chat = await sessionOf(t, a1, `label-other-${dialect}`);
      expect(await add(chat, 'mine', agent2)).toMatchObject({ status: 403, body: { status: -1, msg: 'No such session' } });
      expect((await t.api('GET', `/workbench/sessionLabels?sessionId=${chat}`, undefined, agent2)).status).toBe(403);
      expect(await labels(await add(chat, 'Escalated', t.supervisor))).toEqual(['Escalated']);
      expect((await remove(chat, 'Escalated', agent2)).status).toBe(403);
      expect((await t.api('GET', `/workbench/sessionLabels?sessionId=${chat}`, undefined, t.agent)).body.data.labels).toEqual(['Escalated']);
    });

    it('suggests labels in use by prefix, whatever the case, the most used first, at most ten', async () => {
      await t.db.kysely.deleteFrom('session_labels').execute();
      const chats = await Promise.all([1, 2, 3].map((i) => sessionOf(t, a1, `label-suggest-${i}-${dialect}`)));
      for (const c of chats) await add(c, 'Pallet damaged');
      for (const c of chats.slice(0, 2)) await add(c, 'Pallet late');
      await add(chats[0], 'pallet_x%');
      await add(chats[0], 'Parcel lost');
      expect(await suggest('pal')).toEqual([{ label: 'Pallet damaged', chats: 3 }, { label: 'Pallet late', chats: 2 }, { label: 'pallet_x%', chats: 1 }]);
      expect(await suggest('PALLET L')).toEqual([{ label: 'Pallet late', chats: 2 }]);
      // The wildcards of SQL are plain characters here.
      expect(await suggest('pallet_')).toEqual([{ label: 'pallet_x%', chats: 1 }]);
      expect((await suggest('')).map((s: any) => s.label)).toEqual(['Pallet damaged', 'Pallet late', 'pallet_x%', 'Parcel lost']);
      for (let i = 0; i < 12; i++) await add(chats[1 + (i % 2)], `zz ${String(i).padStart(2, '0')}`);
      expect(await suggest('zz')).toHaveLength(10);
    });

    it('filters the history by label (any case) and shows each chat its labels', async () => {
      const [one, two] = [await sessionOf(t, a1, `label-hist-1-${dialect}`), await sessionOf(t, a1, `label-hist-2-${dialect}`)];
      await add(one, 'Customs hold');
      await add(one, 'VIP');
      await add(two, 'vip');
      expect(await history({ label: '  customs   HOLD ' })).toEqual([[one, ['Customs hold', 'VIP']]]);
      expect((await history({ label: 'VIP' })).map(([id]: [string]) => id).sort()).toEqual([one, two].sort());
      expect(await history({ label: 'no such label' })).toEqual([]);
      // Label and reason together: the chats having both.
      const reason = (await t.api('GET', '/workbench/contactReasons', undefined, t.agent)).body.data.reasons[0];
      await t.api('PUT', '/workbench/sessionReasons', { sessionId: two, reasonIds: [reason.id] }, t.agent);
      expect((await history({ label: 'vip', reasonId: reason.id })).map(([id]: [string]) => id)).toEqual([two]);
      expect(fieldsOf(await t.api('POST', '/historySessionReport/list', { startDate: day, endDate: day, label: '' }))).toEqual(['label']);
    });

    it('counts in the contact reason report only the chats carrying the label', async () => {
      const ids = await Promise.all([1, 2, 3].map((i) => sessionOf(t, a1, `label-report-${i}-${dialect}`)));
      await t.db.kysely.updateTable('chat_sessions').set({ status: 'closed', closed_at: Date.now() }).where('id', 'in', ids).execute();
      const reason = (await t.api('GET', '/workbench/contactReasons', undefined, t.agent)).body.data.reasons[0];
      await t.api('PUT', '/workbench/sessionReasons', { sessionId: ids[0], reasonIds: [reason.id] }, t.agent);
      await add(ids[0], 'Report label');
      await add(ids[1], 'report LABEL');
      const report = async (extra: object) => (await t.api('POST', '/contactReasonReport/list', { startDate: day, endDate: day, tzOffset: 0, ...extra })).body.data;
      const r = await report({ label: 'Report label' });
      expect(r.summary).toEqual({ chats: 2, withReason: 1, none: 1 });
      expect(r.records.find((x: any) => x.key === reason.id).chats).toBe(1);
      expect((await report({})).summary.chats).toBeGreaterThanOrEqual(3);
      expect((await report({ label: 'nobody has this' })).summary).toEqual({ chats: 0, withReason: 0, none: 0 });
    });
  });
}
