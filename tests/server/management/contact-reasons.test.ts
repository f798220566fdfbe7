import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../helpers/test-app';
import { agentIdOf, sessionOf } from '../workbench/fixture';
import { fieldsOf, mgmtApp, type MgmtApp } from './helpers';

for (const dialect of DIALECTS) {
  describe(`contact reasons (${dialect})`, () => {
    let t: MgmtApp;
    let agent2: string;
    const add = (body: object, token?: string) => t.api('POST', '/contactReasonMgt/add', body, token);
    const config = async (patch: object) => {
      const form = (await t.api('POST', '/sessionServiceConfig/get', {}, t.admin)).body.data;
      const r = await t.api('PUT', '/sessionServiceConfig/edit', { ...form, ...patch }, t.admin);
      expect(r.body.status).toBe(0);
    };
    beforeAll(async () => {
      t = await mgmtApp(dialect);
      agent2 = await t.login('agent2');
    });
    afterAll(() => t?.close());

    it('seeds the demo tree: eleven top-level reasons with two to four sub-reasons each, in both languages', async () => {
      const { reasons, required } = (await t.api('GET', '/workbench/contactReasons', undefined, t.agent)).body.data;
      expect(required).toBe(false);
      const tops = reasons.filter((r: any) => r.parentId === null);
      expect(tops.map((r: any) => r.nameEn)).toEqual(['Where is my parcel', 'Delay', 'Damage', 'Loss', 'Refusal', 'Address change', 'Pickup', 'Fees', 'Invoice', 'Complaint about a courier', 'Other']);
      for (const top of tops) {
        const kids = reasons.filter((r: any) => r.parentId === top.id);
        expect(kids.length).toBeGreaterThanOrEqual(2);
        expect(kids.length).toBeLessThanOrEqual(4);
        expect(kids.every((k: any) => k.nameZh && k.nameEn)).toBe(true);
      }
    });

    it('keeps the tree two levels deep and validates names, with field errors', async () => {
      const top = (await add({ nameEn: ' ZZ Customs ', nameZh: ' 清关 ', sort: 5 })).body.data;
      expect(top).toMatchObject({ nameEn: 'ZZ Customs', nameZh: '清关', parentId: null, enabled: true, label: 'ZZ Customs / 清关' });
      const child = (await add({ nameEn: 'Duties', nameZh: '关税', parentId: top.id })).body.data;
      expect(child.parentId).toBe(top.id);
      // A sub-reason under a sub-reason, a reason under itself, a parent moved under another: refused on parentId.
      expect(fieldsOf(await add({ nameEn: 'Too deep', nameZh: '太深', parentId: child.id }))).toEqual(['parentId']);
      expect(fieldsOf(await t.api('PUT', '/contactReasonMgt/edit', { id: top.id, nameEn: 'ZZ Customs', nameZh: '清关', parentId: top.id }))).toEqual(['parentId']);
      const other = (await add({ nameEn: 'ZZ Other top', nameZh: '其他一级' })).body.data;
      expect(fieldsOf(await t.api('PUT', '/contactReasonMgt/edit', { id: top.id, nameEn: 'ZZ Customs', nameZh: '清关', parentId: other.id }))).toEqual(['parentId']);
      expect(fieldsOf(await add({ nameEn: 'x', nameZh: 'y', parentId: 'nope' }))).toEqual(['parentId']);
      expect(fieldsOf(await add({ nameEn: '   ', nameZh: '空' }))).toEqual(['nameEn']);
      expect(fieldsOf(await add({ nameZh: '无英文' }))).toEqual(['nameEn']);
      expect(fieldsOf(await add({ nameEn: 'Long', nameZh: 'x'.repeat(65) }))).toEqual(['nameZh']);
      // The same name twice under one parent is a duplicate; under another parent it is fine.
      expect((await add({ nameEn: 'Duties', nameZh: '另一个', parentId: top.id })).body).toMatchObject({ status: -2, data: { errors: [{ field: 'nameEn' }] } });
      expect((await add({ nameEn: 'Duties', nameZh: '关税', parentId: other.id })).body.status).toBe(0);
      // A parent with sub-reasons cannot be deleted alone; the label filter matches either name.
      expect((await t.api('DELETE', '/contactReasonMgt/del', { id: top.id })).body).toMatchObject({ status: -1, msg: 'This reason still has sub-reasons; delete or move them first' });
      const found = (await t.api('POST', '/contactReasonMgt/list', { pageNum: 1, pageSize: 50, label: '清关' })).body.data.records;
      expect(found.map((r: any) => r.nameEn)).toEqual(['ZZ Customs']);
      const kids = (await t.api('POST', '/contactReasonMgt/list', { pageNum: 1, pageSize: 50, parentId: top.id })).body.data.records;
      expect(kids.map((r: any) => r.nameEn)).toEqual(['Duties']);
      // Agents may not manage reasons (the menu gives them no /contactReasonMgt).
      expect((await add({ nameEn: 'Agent made', nameZh: '坐席' }, t.agent)).status).toBe(403);
    });

    it('lets the agent holding a chat (and managers) set its reasons; another agent is refused; the history shows and filters them', async () => {
      const a1 = await agentIdOf(t, 'agent1');
      const sessionId = await sessionOf(t, a1, `reason-chat-${dialect}`);
      const offered = (await t.api('GET', '/workbench/contactReasons', undefined, t.agent)).body.data.reasons;
      const delay = offered.find((r: any) => r.nameEn === 'Delay');
      const weather = offered.find((r: any) => r.nameEn === 'Weather or traffic');
      const put = (reasonIds: string[], token: string) => t.api('PUT', '/workbench/sessionReasons', { sessionId, reasonIds }, token);
      expect(await put([weather.id], agent2)).toMatchObject({ status: 403, body: { status: -1, msg: 'No such session' } });
      expect((await t.api('GET', `/workbench/sessionReasons?sessionId=${sessionId}`, undefined, agent2)).body.status).toBe(-1);
      const set = await put([weather.id], t.agent);
      expect(set.body.data.reasons).toEqual([{ id: weather.id, nameEn: 'Weather or traffic', nameZh: '天气或交通原因', parentNameEn: 'Delay', parentNameZh: '延误' }]);
      expect(fieldsOf(await put(['missing'], t.agent))).toEqual(['reasonIds']);
      expect(fieldsOf(await put([weather.id, weather.id], t.agent))).toEqual(['reasonIds']);
      expect(fieldsOf(await t.api('PUT', '/workbench/sessionReasons', { sessionId }, t.agent))).toEqual(['reasonIds']);
      // A supervisor may read and set it too.
      expect((await t.api('GET', `/workbench/sessionReasons?sessionId=${sessionId}`, undefined, t.supervisor)).body.data.reasons).toHaveLength(1);
      // A disabled reason is no longer offered nor accepted.
      const disabled = (await add({ nameEn: 'ZZ Disabled', nameZh: '停用', enabled: false })).body.data;
      expect(fieldsOf(await put([disabled.id], t.agent))).toEqual(['reasonIds']);
      // A reason set on a chat cannot be deleted.
      expect((await t.api('DELETE', '/contactReasonMgt/del', { id: weather.id })).body).toMatchObject({ status: -1, msg: 'This reason is set on chats; disable it instead of deleting it' });

      const day = new Date().toISOString().slice(0, 10);
      const list = async (extra: object) =>
        (await t.api('POST', '/historySessionReport/list', { startDate: day, endDate: day, pageNum: 1, pageSize: 100, tzOffset: 0, ...extra })).body.data.records.map((r: any) => [r.id, r.reasons]);
      expect(await list({ reasonId: delay.id })).toEqual([[sessionId, set.body.data.reasons]]);
      expect(await list({ reasonId: weather.id })).toEqual([[sessionId, set.body.data.reasons]]);
      expect((await list({ reasonId: 'none' })).map(([id]: [string]) => id)).not.toContain(sessionId);
      expect(fieldsOf(await t.api('POST', '/historySessionReport/list', { startDate: day, endDate: day, reasonId: '' }))).toEqual(['reasonId']);
    });

    it("suggests a reason from the waybill's state the visitor wrote, else from the class of the robot's answer", async () => {
      const a1 = await agentIdOf(t, 'agent1');
      const at = Date.now();
      const line = (sessionId: string, seq: number, author: number, content: string, extra: object | null) => ({
        id: `${sessionId}-${seq}`, session_id: sessionId, seq, author, type: 'text', content, content_raw: null, client_msg_id: null, agent_id: null, created_at: at, revoked_at: null, extra: extra && JSON.stringify(extra),
      });
      const suggestion = async (sessionId: string) => (await t.api('GET', `/workbench/sessionReasons?sessionId=${sessionId}`, undefined, t.agent)).body.data.suggestion;
      const robotChat = await sessionOf(t, a1, `suggest-robot-${dialect}`);
      expect(await suggestion(robotChat)).toBeNull();
      const fee = await t.db.kysely.selectFrom('robot_qa').select('id').where('classify', '=', 3).executeTakeFirstOrThrow();
      await t.db.kysely.insertInto('chat_messages').values([line(robotChat, 1, 2, 'How much to Beijing?', null), line(robotChat, 2, 3, 'Fees are by weight', { qaId: fee.id })]).execute();
      expect(await suggestion(robotChat)).toMatchObject({ nameEn: 'Fees', nameZh: '费用', parentNameEn: null });

      const late = await t.db.kysely.selectFrom('waybills').select('waybill_no').where('status', '=', 'exception').executeTakeFirstOrThrow();
      const waybillChat = await sessionOf(t, a1, `suggest-waybill-${dialect}`);
      await t.db.kysely.insertInto('chat_messages').values([line(waybillChat, 1, 3, 'Fees are by weight', { qaId: fee.id }), line(waybillChat, 2, 2, `Where is ${late.waybill_no}?`, null)]).execute();
      expect(await suggestion(waybillChat)).toMatchObject({ nameEn: 'Delay', nameZh: '延误' });
    });

    it('with reasonRequired on, refuses to end a chat without a reason (in both languages), then ends it once one is set', async () => {
      const a1 = await agentIdOf(t, 'agent1');
      const sessionId = await sessionOf(t, a1, `required-chat-${dialect}`);
      await config({ reasonRequired: true });
      expect((await t.api('GET', '/workbench/contactReasons', undefined, t.agent)).body.data.required).toBe(true);
      const refused = await t.api('PUT', '/workbench/clear', { sessionId }, t.agent);
      expect(refused.body).toMatchObject({ status: -1, msg: 'Choose a contact reason before ending this chat', data: { reasonRequired: true } });
      const zh = await t.call('PUT', '/ccim-main/api/workbench/clear', { token: t.agent, body: { sessionId }, headers: { 'Accept-Language': 'zh-CN' } });
      expect(zh.body.msg).toBe('请先选择咨询原因，再结束会话');
      expect((await t.db.kysely.selectFrom('chat_sessions').select('status').where('id', '=', sessionId).executeTakeFirstOrThrow()).status).toBe('active');
      const offered = (await t.api('GET', '/workbench/contactReasons', undefined, t.agent)).body.data.reasons;
      await t.api('PUT', '/workbench/sessionReasons', { sessionId, reasonIds: [offered[0].id] }, t.agent);
      expect((await t.api('PUT', '/workbench/clear', { sessionId }, t.agent)).body).toMatchObject({ status: 0, data: { closed: true } });
      await config({ reasonRequired: false });
    });
  });
}
