import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSession } from '../../helpers/factories';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';
import { at, buildFixture, downloadXlsx, type Fixture, post, RANGE } from './fixture';

interface Figure { key: string; nameEn: string; chats: number; share: number; children: Figure[] }
interface Report {
  summary: { chats: number; withReason: number; none: number };
  records: Figure[];
  periods: { period: string; startDate: string; endDate: string; chats: number; counts: Record<string, number> }[];
}

const R = { a: 'zzr-parcel', a1: 'zzr-late', a2: 'zzr-lost', b: 'zzr-fees' };

const download = (t: TestApp, token: string, body: object, lang?: string) => downloadXlsx(t, token, 'contactReasonReport/export', body, lang);

for (const dialect of DIALECTS) {
  describe(`contact reason report (${dialect})`, () => {
    let t: TestApp;
    let fx: Fixture;
    let token: string;
    const list = (body: object): Promise<Report> => post(t, token, 'contactReasonReport/list', { ...RANGE, ...body });
    const fig = (r: Report, key: string) => r.records.find((x) => x.key === key)!;

    beforeAll(async () => {
      t = await createTestApp(dialect);
      fx = await buildFixture(t);
      token = await t.login('supervisor');
      const db = t.db.kysely;
      await db.deleteFrom('session_reason').execute();
      const now = Date.now();
      const reason = (id: string, parent: string | null, en: string, zh: string, sort: number) =>
        ({ id, parent_id: parent, name_en: en, name_zh: zh, enabled: 1, sort, created_at: now, updated_at: now });
      await db.insertInto('contact_reasons').values([
        reason(R.a, null, 'ZZ Parcel', '包裹ZZ', -20), reason(R.b, null, 'ZZ Fees', '运费ZZ', -10),
        reason(R.a1, R.a, 'ZZ Late', '延误ZZ', 1), reason(R.a2, R.a, 'ZZ Lost', '丢失ZZ', 2),
      ]).execute();
      const human = { converted: 1, status: 'closed' as const, agent_id: fx.agent1, skill_group_id: fx.g100, channel: 100 };
      // In the range: s6 (freight, ended by the visitor, no reason); an open chat (not counted). Outside: s7, s8.
      await makeSession(db, { ...human, org_type: 'ky', close_reason: 'visitor', created_at: at('2025-03-14', '10:00:00') });
      await makeSession(db, { ...human, status: 'active', closed_at: null, created_at: at('2025-03-12', '10:00:00') });
      const s7 = await makeSession(db, { ...human, org_type: 'kd', created_at: at('2025-03-17', '09:00:00') });
      const s8 = await makeSession(db, { ...human, org_type: 'kd', created_at: at('2025-02-27', '09:00:00') });
      const set = (session_id: string, reason_id: string) => ({ session_id, reason_id, set_by: 'test', set_at: now });
      await db.insertInto('session_reason').values([
        set(fx.s.s1, R.a1), set(fx.s.s1, R.a2), set(fx.s.s2, R.b), set(fx.s.s3, R.a), set(fx.s.s3, R.b), set(s7, R.a1), set(s8, R.b),
        // The robot-only chat carries one by mistake: it is still not a chat an agent served.
        set(fx.s.s4, R.b),
      ]).execute();
    });
    afterAll(() => t?.close());

    it('counts the served, ended chats per reason with their shares, and the chats without one as "None given"', async () => {
      const r = await list({});
      // s1, s2, s3 and s6: the robot-only, abandoned and still open chats and those outside the range are left out.
      expect(r.summary).toEqual({ chats: 4, withReason: 3, none: 1 });
      // s1 names both sub-reasons of "ZZ Parcel": the parent counts it once.
      expect([fig(r, R.a).chats, fig(r, R.a).share]).toEqual([2, 50]);
      expect(fig(r, R.a).children.map((c) => [c.key, c.chats, c.share])).toEqual([[R.a1, 1, 25], [R.a2, 1, 25]]);
      expect([fig(r, R.b).chats, fig(r, R.b).share]).toEqual([2, 50]);
      const none = r.records.at(-1)!;
      expect(none).toMatchObject({ key: 'none', nameEn: 'None given', chats: 1, share: 25 });
      // Most chats first; the demo's reasons nobody named follow with 0.
      expect(r.records.slice(0, 2).map((x) => x.key)).toEqual([R.a, R.b]);
      expect(r.records.slice(2, -1).every((x) => x.chats === 0)).toBe(true);
    });

    it('groups by day, week and month, zero-filled, in the user zone', async () => {
      const days = await list({ period: 'day' });
      expect(days.periods.map((p) => p.period)).toEqual(['2025-03-10', '2025-03-11', '2025-03-12', '2025-03-13', '2025-03-14', '2025-03-15', '2025-03-16']);
      expect(days.periods.map((p) => p.chats)).toEqual([2, 1, 0, 0, 1, 0, 0]);
      expect(days.periods[0].counts).toMatchObject({ [R.a]: 1, [R.b]: 1, none: 0 });
      expect(days.periods[4].counts).toEqual({ none: 1 });
      const weeks = await list({ period: 'week', endDate: '2025-03-18' });
      expect(weeks.periods.map((p) => [p.period, p.startDate, p.endDate, p.chats])).toEqual([
        ['2025-03-10', '2025-03-10', '2025-03-16', 4], ['2025-03-17', '2025-03-17', '2025-03-18', 1],
      ]);
      expect(weeks.periods[1].counts).toEqual({ [R.a]: 1, none: 0 });
      const months = await list({ period: 'month', startDate: '2025-02-25', endDate: '2025-03-18' });
      // March holds s1, s2, s3, s6, s7 and the chat at 23:30 on 03-09 (no reason).
      expect(months.periods.map((p) => [p.period, p.startDate, p.endDate, p.chats, p.counts.none])).toEqual([
        ['2025-02-01', '2025-02-25', '2025-02-28', 1, 0], ['2025-03-01', '2025-03-01', '2025-03-18', 6, 2],
      ]);
      expect(months.summary).toEqual({ chats: 7, withReason: 5, none: 2 });
    });

    it('filters by channel, skill group and entry (express kd / freight ky)', async () => {
      const ch200 = await list({ channel: 200 });
      expect([ch200.summary.chats, fig(ch200, R.a).chats, fig(ch200, R.b).chats, fig(ch200, 'none').chats]).toEqual([1, 1, 1, 0]);
      const freight = await list({ orgType: 'ky' });
      expect(freight.summary).toEqual({ chats: 2, withReason: 1, none: 1 });
      expect(fig(freight, 'none').share).toBe(50);
      const g100 = await list({ skillGroupId: fx.g100 });
      expect([g100.summary.chats, fig(g100, R.a).chats, fig(g100, R.b).chats, fig(g100, 'none').chats]).toEqual([3, 1, 1, 1]);
      const bad = await t.call('POST', '/ccim-main/api/contactReasonReport/list', { token, body: { ...RANGE, period: 'year' } });
      expect(bad.status).toBe(400);
      expect(bad.body.data.errors[0].field).toBe('period');
    });

    it('exports the range and each period, in English and in Chinese', async () => {
      const en = await download(t, token, { ...RANGE, lang: 'en' });
      expect(en.sheet).toBe('Contact reasons');
      expect(en.disposition).toContain('contactReason_2025-03-10_2025-03-16.xlsx');
      expect(en.rows[0]).toEqual(['Period', 'Contact reason', 'Sub-reason', 'Chats', 'Share of chats']);
      const whole = en.rows.filter((r) => r[0] === '2025-03-10~2025-03-16').map((r) => [r[1], r[2], r[3], r[4]]);
      expect(whole).toEqual([
        ['All chats', '', 4, 1], ['ZZ Parcel', '', 2, 0.5], ['ZZ Parcel', 'ZZ Late', 1, 0.25], ['ZZ Parcel', 'ZZ Lost', 1, 0.25],
        ['ZZ Fees', '', 2, 0.5], ['None given', '', 1, 0.25],
      ]);
      const quiet = en.rows.filter((r) => r[0] === '2025-03-12').map((r) => [r[1], r[3]]);
      expect(quiet).toEqual([['All chats', 0], ['None given', 0]]);
      const zh = await download(t, token, { ...RANGE, period: 'week' }, 'zh-CN');
      expect(zh.sheet).toBe('咨询原因报表');
      expect(zh.rows[0]).toEqual(['时间', '咨询原因', '子原因', '会话数', '会话占比']);
      const week = zh.rows.filter((r) => r[0] === '2025-03-10').map((r) => [r[1], r[2], r[3]]);
      expect(week).toEqual([['全部会话', '', 4], ['包裹ZZ', '', 2], ['包裹ZZ', '延误ZZ', 1], ['包裹ZZ', '丢失ZZ', 1], ['运费ZZ', '', 2], ['未填写', '', 1]]);
    });

    it('refuses agents (403) and is described in the OpenAPI document', async () => {
      const agent = await t.login('agent1');
      for (const path of ['list', 'export']) {
        expect((await t.call('POST', `/ccim-main/api/contactReasonReport/${path}`, { token: agent, body: RANGE })).status).toBe(403);
      }
      const admin = await t.login('admin');
      expect((await t.call('POST', '/ccim-main/api/contactReasonReport/list', { token: admin, body: RANGE })).body.status).toBe(0);
      const doc = (await t.call('GET', '/ccim-main/api/openapi.json')).body;
      expect(Object.keys(doc.paths['/ccim-main/api/contactReasonReport/list'] ?? {})).toContain('post');
      expect(Object.keys(doc.paths['/ccim-main/api/contactReasonReport/export'] ?? {})).toContain('post');
    });
  });
}
