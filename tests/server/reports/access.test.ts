import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';
import { RANGE } from './fixture';

const CALLS = [
  'historySessionReport/list', 'historySessionReport/export', 'historySessionReport/listRobot', 'agentKpiReport/list',
  'sessionStatisticsReport/list', 'sessionDetailReport/listReport', 'sessionDayDetailReport/listdayReport',
  'sessionDayDetailReport/monthexport', 'satisfactionReport/list', 'onlineDetailedList/list', 'home/statistics',
  'homeMonitoringController/sessionDetail',
];

for (const dialect of DIALECTS) {
  describe(`report access and input (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t?.close());

    it('refuses an agent every report call with 403', async () => {
      const token = await t.login('agent1');
      for (const path of CALLS) {
        const r = await t.call('POST', `/ccim-main/api/${path}`, { token, body: RANGE });
        expect([path, r.status]).toEqual([path, 403]);
      }
      const put = await t.call('PUT', '/ccim-main/api/historySessionReport/pullBlock', { token, body: { sessionId: 'x', reason: 'y' } });
      expect(put.status).toBe(403);
    });

    it('refuses a caller without a token with 401', async () => {
      expect((await t.call('POST', '/ccim-main/api/agentKpiReport/list', { body: RANGE })).status).toBe(401);
    });

    it('requires the date range and refuses a reversed or impossible one', async () => {
      const token = await t.login('supervisor');
      const call = (body: object) => t.call('POST', '/ccim-main/api/agentKpiReport/list', { token, body });
      const missing = await call({ startDate: '2025-03-10' });
      expect(missing.status).toBe(400);
      expect(missing.body.data.errors).toEqual([{ field: 'endDate', message: 'is required' }]);
      const reversed = await call({ startDate: '2025-03-10', endDate: '2025-03-01' });
      expect(reversed.body).toMatchObject({ status: -1, msg: 'The end date must not be before the start date' });
      expect(reversed.status).toBe(400);
      expect((await call({ startDate: '2025-02-30', endDate: '2025-03-01' })).body.data.errors[0]).toEqual({ field: 'startDate', message: 'is not a real date' });
      expect((await call({ startDate: '2023-01-01', endDate: '2025-03-01' })).body.msg).toBe('The date range may span at most 366 days');
      expect((await call({ ...RANGE, tz: 'Mars/Olympus' })).body.data.errors[0]).toEqual({ field: 'tz', message: 'is not a known time zone' });
    });

    it('checks paging, sorting and filter values', async () => {
      const token = await t.login('supervisor');
      const errorsOf = async (body: object) => (await t.call('POST', '/ccim-main/api/historySessionReport/list', { token, body: { ...RANGE, ...body } })).body.data.errors;
      expect(await errorsOf({ pageNum: 0 })).toEqual([{ field: 'pageNum', message: 'must be at least 1' }]);
      expect(await errorsOf({ pageSize: 501 })).toEqual([{ field: 'pageSize', message: 'must be at most 500' }]);
      expect(await errorsOf({ channel: 999 })).toEqual([{ field: 'channel', message: 'must be one of 100, 200, 300, 400' }]);
      expect(await errorsOf({ orgType: 'xx' })).toEqual([{ field: 'orgType', message: 'must be one of kd, ky' }]);
      expect((await errorsOf({ sortField: 'password' }))[0].field).toBe('sortField');
      expect(await errorsOf({ hack: 1 })).toEqual([{ field: 'hack', message: 'is not a known field' }]);
    });

    it('answers refusals in Chinese for a Chinese browser', async () => {
      const token = await t.login('supervisor');
      const r = await t.call('POST', '/ccim-main/api/agentKpiReport/list', {
        token, body: { startDate: '2025-03-10', endDate: '2025-03-01' }, headers: { 'accept-language': 'zh-CN' },
      });
      expect(r.body.msg).toBe('结束日期不能早于开始日期');
    });
  });
}
