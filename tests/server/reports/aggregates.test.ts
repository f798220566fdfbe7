import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';
import { buildFixture, type Fixture, post, RANGE } from './fixture';

for (const dialect of DIALECTS) {
  describe(`report figures (${dialect})`, () => {
    let t: TestApp;
    let fx: Fixture;
    let token: string;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      fx = await buildFixture(t);
      token = await t.login('supervisor');
    });
    afterAll(() => t?.close());

    it('totals every measure of the range from the session facts', async () => {
      const data = await post(t, token, 'sessionStatisticsReport/list', RANGE);
      expect(data.summary).toMatchObject({
        offered: 5, robotOnly: 1, converted: 4, conversionRate: 80, queued: 4, abandoned: 1, abandonRate: 25,
        answered: 3, answerRate: 75, avgQueueWaitMs: 17_500, maxQueueWaitMs: 40_000, avgFirstResponseMs: 20_000,
        maxFirstResponseMs: 30_000, avgResponseMs: 18_000, avgDurationMs: 600_000, transfers: 1, invited: 3, evaluated: 2,
        evaluationRate: 66.67, avgSatisfaction: 3.5, satisfactionRate: 50, visitorMsgs: 5, agentMsgs: 4, robotMsgs: 4,
      });
    });

    it('breaks the sessions down per skill group', async () => {
      const data = await post(t, token, 'sessionStatisticsReport/list', RANGE);
      const by = Object.fromEntries(data.records.map((r: any) => [r.skillGroupId ?? 'none', r]));
      expect(data.total).toBe(4);
      expect(by[fx.g100]).toMatchObject({ offered: 2, avgFirstResponseMs: 15_000, satisfactionRate: 50 });
      expect(by[fx.g200]).toMatchObject({ offered: 1, avgFirstResponseMs: 30_000 });
      expect(by[fx.g300]).toMatchObject({ offered: 1, abandoned: 1, abandonRate: 100 });
      expect(by.none).toMatchObject({ offered: 1, robotOnly: 1 });
      expect(by[fx.g100].skillGroupName).toMatch(/Online service/);
    });

    it('breaks the sessions down per channel and organisation type, with a daily trend', async () => {
      const data = await post(t, token, 'sessionDetailReport/listReport', RANGE);
      expect(data.records.map((r: any) => [r.channel, r.orgType, r.offered])).toEqual([[100, 'kd', 3], [200, 'ky', 1], [300, 'kd', 1]]);
      const trend = await post(t, token, 'sessionDetailReport/listDetailsReport', RANGE);
      expect(trend.records.map((r: any) => r.offered)).toEqual([2, 2, 1, 0, 0, 0, 0]);
    });

    it('gives zero-filled days, Monday weeks and months in the user time zone', async () => {
      const day = await post(t, token, 'sessionDayDetailReport/listdayReport', { ...RANGE, pageSize: 500 });
      expect(day.records.map((r: any) => [r.period, r.offered])).toEqual([
        ['2025-03-10', 2], ['2025-03-11', 2], ['2025-03-12', 1], ['2025-03-13', 0], ['2025-03-14', 0], ['2025-03-15', 0], ['2025-03-16', 0],
      ]);
      expect(day.records[0]).toMatchObject({ avgFirstResponseMs: 15_000, converted: 2 });
      // In UTC the 00:30 Shanghai session falls on 03-09, outside the range; the 23:30 one of 03-09 falls inside.
      const utc = await post(t, token, 'sessionDayDetailReport/listdayReport', { ...RANGE, tz: undefined, tzOffset: 0 });
      expect(utc.records[0]).toMatchObject({ period: '2025-03-10', offered: 1 });
      const week = await post(t, token, 'sessionDayDetailReport/weeklistReport', { ...RANGE, endDate: '2025-03-23' });
      expect(week.records.map((r: any) => [r.period, r.offered])).toEqual([['2025-03-10', 5], ['2025-03-17', 0]]);
      const month = await post(t, token, 'sessionDayDetailReport/monthlistReport', { ...RANGE, endDate: '2025-04-02' });
      expect(month.records.map((r: any) => [r.period, r.offered, r.endDate])).toEqual([['2025-03-01', 5, '2025-03-31'], ['2025-04-01', 0, '2025-04-02']]);
    });

    it('gives per-agent KPIs with online, ready and busy time from the status history', async () => {
      const data = await post(t, token, 'agentKpiReport/list', RANGE);
      const by = Object.fromEntries(data.records.map((r: any) => [r.agentId, r]));
      expect(by[fx.agent1]).toMatchObject({
        converted: 2, answered: 2, avgFirstResponseMs: 15_000, avgResponseMs: 18_000, inSessionMs: 900_000, transfers: 1,
        onlineMs: 3 * 3600_000, readyMs: 2.5 * 3600_000, busyMs: 0.5 * 3600_000, evaluated: 2, satisfactionRate: 50,
      });
      expect(by[fx.agent2]).toMatchObject({ converted: 1, avgFirstResponseMs: 30_000, readyMs: 2 * 3600_000, onlineMs: 2 * 3600_000 });
      const sorted = await post(t, token, 'agentKpiReport/list', { ...RANGE, sortField: 'avgFirstResponseMs', sortOrder: 'asc' });
      expect(sorted.records[0].agentId).toBe(fx.agent1);
    });

    it('counts satisfaction by score, category and reason', async () => {
      const data = await post(t, token, 'satisfactionReport/list', RANGE);
      expect(data.summary).toMatchObject({ invited: 3, evaluated: 2, evaluationRate: 66.67, avgSatisfaction: 3.5, satisfactionRate: 50 });
      expect(data.scores.find((s: any) => s.score === 5)).toEqual({ score: 5, count: 1, percent: 50 });
      expect(data.scores.find((s: any) => s.score === 3)).toEqual({ score: 3, count: 0, percent: 0 });
      // Given once each: by name, whatever order the database grouped the ratings in (score 2's came first).
      expect(data.categories.map((c: any) => c.category)).toEqual(['customerService', 'logisticsTimeliness']);
      const timeliness = data.categories.find((c: any) => c.category === 'logisticsTimeliness');
      expect(timeliness).toMatchObject({ count: 1, percent: 50, reasons: [{ reason: 'late', count: 1, percent: 100 }, { reason: 'lost', count: 1, percent: 100 }] });
      expect(data.comments).toBe(1);
      expect(data.records.find((r: any) => r.agentId === fx.agent1)).toMatchObject({ score5: 1, score2: 1, evaluated: 2 });
    });

    it('applies the skill group, channel, agent and organisation type filters', async () => {
      const sum = async (extra: object) => (await post(t, token, 'sessionStatisticsReport/list', { ...RANGE, ...extra })).summary.offered;
      expect(await sum({ skillGroupId: fx.g100 })).toBe(2);
      expect(await sum({ channel: 100 })).toBe(3);
      expect(await sum({ agentId: fx.agent2 })).toBe(1);
      expect(await sum({ orgType: 'ky' })).toBe(1);
      expect(await sum({ channel: 100, orgType: 'ky' })).toBe(0);
    });
  });
}
