import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';

/**
 * Issue 19, defect 4: a date typed half-way (the year 0202) or a range the report screens never send reached
 * the reports and crashed them with a RangeError (500). Every report call answers such a range 400 with a message
 * in the user's language.
 */
const CALLS = [
  'historySessionReport/list', 'historySessionReport/export', 'historySessionReport/listRobot', 'agentKpiReport/list',
  'agentKpiReport/export', 'sessionStatisticsReport/list', 'sessionDetailReport/listReport', 'sessionDayDetailReport/listdayReport',
  'sessionDayDetailReport/weekexport', 'sessionDayDetailReport/monthexport', 'satisfactionReport/list', 'onlineDetailedList/list',
];

const BAD_RANGES = [
  { startDate: '0202-02-01', endDate: '0202-02-15' },
  { startDate: '0002-10-10', endDate: '2026-10-10' },
  { startDate: '9999-12-31', endDate: '9999-12-31' },
];

for (const dialect of DIALECTS) {
  describe(`report ranges out of the calendar (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t?.close());

    it('answers 400 with a clear message, never 500', async () => {
      const token = await t.login('supervisor');
      for (const path of CALLS) {
        for (const range of BAD_RANGES) {
          const r = await t.call('POST', `/ccim-main/api/${path}`, { token, body: { ...range, tz: 'Asia/Shanghai' } });
          expect([path, range.startDate, r.status]).toEqual([path, range.startDate, 400]);
          expect(r.body.status).toBe(-1);
          expect(r.body.msg).toMatch(/^The dates must be between 2000-01-01 and today|^Invalid request body/);
        }
      }
    });

    it('says so in Chinese for a Chinese browser', async () => {
      const token = await t.login('supervisor');
      const r = await t.call('POST', '/ccim-main/api/historySessionReport/list', {
        token, body: { startDate: '0202-02-01', endDate: '0202-02-15' }, headers: { 'accept-language': 'zh-CN' },
      });
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe('日期必须在 2000-01-01 与今天之间');
    });
  });
}
