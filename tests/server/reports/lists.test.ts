import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';
import { at, buildFixture, type Fixture, post, RANGE } from './fixture';

for (const dialect of DIALECTS) {
  describe(`report session lists (${dialect})`, () => {
    let t: TestApp;
    let fx: Fixture;
    let token: string;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      fx = await buildFixture(t);
      token = await t.login('supervisor');
    });
    afterAll(() => t?.close());

    it('lists human sessions newest first, page by page', async () => {
      const p1 = await post(t, token, 'historySessionReport/list', { ...RANGE, pageSize: 2 });
      expect(p1).toMatchObject({ total: 4, pageNum: 1, pageSize: 2 });
      expect(p1.records.map((r: any) => r.id)).toEqual([fx.s.s5, fx.s.s3]);
      const p2 = await post(t, token, 'historySessionReport/list', { ...RANGE, pageSize: 2, pageNum: 2 });
      expect(p2.records.map((r: any) => r.id)).toEqual([fx.s.s2, fx.s.s1]);
      const p3 = await post(t, token, 'historySessionReport/list', { ...RANGE, pageSize: 2, pageNum: 3 });
      expect(p3).toMatchObject({ total: 4, records: [] });
    });

    it('shows each session with its facts, names and evaluation', async () => {
      const data = await post(t, token, 'historySessionReport/list', { ...RANGE, agentId: fx.agent1, sortField: 'firstResponseMs', sortOrder: 'asc' });
      expect(data.records.map((r: any) => r.id)).toEqual([fx.s.s1, fx.s.s2]);
      expect(data.records[0]).toMatchObject({
        agentName: '李娜', channel: 100, orgType: 'kd', firstResponseMs: 10_000, queueWaitMs: 5_000, durationMs: 300_000,
        satisfaction: 5, converted: true, evaluation: { categories: { customerService: ['fast'] }, comment: 'great' },
      });
      expect(data.records[0].skillGroupName).toMatch(/Online service/);
    });

    it('filters by channel, organisation type, skill group, score and keyword', async () => {
      const ids = async (extra: object) => (await post(t, token, 'historySessionReport/list', { ...RANGE, ...extra })).records.map((r: any) => r.id);
      expect(await ids({ channel: 200 })).toEqual([fx.s.s3]);
      expect(await ids({ orgType: 'ky' })).toEqual([fx.s.s3]);
      expect(await ids({ skillGroupId: fx.g100 })).toEqual([fx.s.s2, fx.s.s1]);
      expect(await ids({ satisfaction: 2 })).toEqual([fx.s.s2]);
      expect(await ids({ keyword: 'HYPERLINK' })).toEqual([fx.s.s1]);
      expect(await ids({ keyword: fx.s.s3 })).toEqual([fx.s.s3]);
    });

    it('lists robot-only sessions separately', async () => {
      const data = await post(t, token, 'historySessionReport/listRobot', RANGE);
      expect(data.records.map((r: any) => r.id)).toEqual([fx.s.s4]);
      expect(data.records[0]).toMatchObject({ converted: false, robotMsgCount: 4, closeReason: 'robot' });
    });

    it('answers a session with its transcript in order', async () => {
      const data = await post(t, token, 'historySessionReport/details', { sessionId: fx.s.s1 });
      expect(data.session.id).toBe(fx.s.s1);
      expect(data.messages.map((m: any) => [m.seq, m.author, m.content])).toEqual([
        [1, 2, 'Where is my parcel?'], [2, 1, 'Let me check'], [3, 2, '+1 thanks'],
      ]);
      const missing = await t.call('POST', '/ccim-main/api/historySessionReport/details', { token, body: { sessionId: 'nope' } });
      expect(missing).toMatchObject({ status: 404, body: { status: -1, msg: 'No such session' } });
    });

    it('drills down from a statistics row to its sessions', async () => {
      const group = await post(t, token, 'sessionStatisticsReport/details', { ...RANGE, skillGroupId: fx.g100 });
      expect(group.records.map((r: any) => r.id)).toEqual([fx.s.s2, fx.s.s1]);
      const channel = await post(t, token, 'sessionDetailReport/listSession', { ...RANGE, channel: 100, orgType: 'kd' });
      expect(channel.total).toBe(3);
    });

    it('puts the visitor of a session on the blacklist once', async () => {
      const r = await t.call('PUT', '/ccim-main/api/historySessionReport/pullBlock', { token, body: { sessionId: fx.s.s2, reason: 'abusive', days: 7 } });
      expect(r.body.status).toBe(0);
      const session = await post(t, token, 'historySessionReport/details', { sessionId: fx.s.s2 });
      const rows = await t.db.kysely.selectFrom('blacklist').selectAll().where('visitor_id', '=', session.session.visitorId).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ reason: 'abusive', created_by: 'supervisor' });
      expect(Number(rows[0].expires_at) - Number(rows[0].created_at)).toBe(7 * 86_400_000);
      const again = await t.call('PUT', '/ccim-main/api/historySessionReport/pullBlock', { token, body: { sessionId: fx.s.s2, reason: 'again' } });
      expect(again.body).toMatchObject({ status: -2, msg: 'This visitor is already on the blacklist' });
    });

    it('lists agent status changes with how long each held, and time per agent', async () => {
      const data = await post(t, token, 'onlineDetailedList/list', { ...RANGE, agentId: fx.agent1 });
      expect(data.total).toBe(3);
      expect(data.records.map((r: any) => r.status)).toEqual([1, 3, 2]);
      expect(data.records[2]).toMatchObject({ startAt: at('2025-03-10', '09:00:00'), endAt: at('2025-03-10', '09:30:00'), durationMs: 1_800_000 });
      expect(data.records[1].durationMs).toBe(2.5 * 3600_000);
      expect(data.agents).toEqual([{ agentId: fx.agent1, agentName: '李娜', onlineMs: 3 * 3600_000, readyMs: 2.5 * 3600_000, busyMs: 1_800_000 }]);
      const ready = await post(t, token, 'onlineDetailedList/list', { ...RANGE, status: 3 });
      expect(ready.records.map((r: any) => r.agentId)).toEqual([fx.agent1]);
    });
  });
}
