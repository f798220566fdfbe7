import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';
import { buildFixture, type Fixture, RANGE } from './fixture';

/** A time cell as the number of days the spreadsheet holds (ExcelJS reads a time-formatted number as a Date). */
const days = (v: unknown) => (v instanceof Date ? (v.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000 : v);

/** Downloads an export and reads it back: sheet name and rows as plain values. */
async function download(t: TestApp, token: string, path: string, body: object, lang?: string) {
  const res = await fetch(`${t.url}/ccim-main/api/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(lang ? { 'accept-language': lang } : {}) },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await res.arrayBuffer());
  const ws = wb.worksheets[0];
  const rows: unknown[][] = [];
  const formats: string[][] = [];
  ws.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
    const f: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => (f[col - 1] = cell.numFmt ?? ''));
    formats.push(f);
  });
  return { disposition: res.headers.get('content-disposition') ?? '', sheet: ws.name, rows, formats };
}

for (const dialect of DIALECTS) {
  describe(`report exports (${dialect})`, () => {
    let t: TestApp;
    let fx: Fixture;
    let token: string;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      fx = await buildFixture(t);
      token = await t.login('supervisor');
    });
    afterAll(() => t?.close());

    it('exports the history list with the screen columns, in Chinese, formulas neutralised', async () => {
      const label = (label: string, at: number) => ({ session_id: fx.s.s1, label, label_key: label.toLowerCase(), added_by: 'test', added_at: at });
      await t.db.kysely.insertInto('session_labels').values([label('Fragile', 1), label('=1+1', 2)]).execute();
      const x = await download(t, token, 'historySessionReport/export', RANGE, 'zh-CN');
      expect(x.sheet).toBe('历史会话');
      expect(x.disposition).toMatch(/attachment; filename="history_2025-03-10_2025-03-16.xlsx"/);
      expect(x.rows[0].slice(0, 4)).toEqual(['会话ID', '访客', '渠道', '业务类型']);
      expect(x.rows).toHaveLength(5);
      const s1 = x.rows.find((r) => r[0] === fx.s.s1)!;
      expect(s1[1]).toBe(`'=HYPERLINK("http://x")`);
      expect(s1[2]).toBe('在线客服');
      expect(s1[6]).toBe('2025-03-10 00:30:00');
      // The contact reasons column: this chat has none.
      expect(x.rows[0][9]).toBe('咨询原因');
      expect(s1[9]).toBe('未填写');
      // The labels column beside it, in the order they were added.
      expect(x.rows[0][10]).toBe('标签');
      expect(s1[10]).toBe('Fragile; =1+1');
      // Durations are numbers (days) shown as time, so a spreadsheet can add them up.
      expect(days(s1[12])).toBeCloseTo(10 / 86_400, 9);
      expect(days(s1[13])).toBeCloseTo(300 / 86_400, 9);
      const row = x.rows.indexOf(s1);
      expect([x.formats[row][12], x.formats[row][13]]).toEqual(['[h]:mm:ss', '[h]:mm:ss']);
      expect(s1[17]).toBe(5);
    });

    it('exports in English when asked through the body', async () => {
      const x = await download(t, token, 'historySessionReport/exportRobot', { ...RANGE, lang: 'en' }, 'zh-CN');
      expect(x.sheet).toBe('Robot sessions');
      expect(x.rows[0][0]).toBe('Session ID');
      expect(x.rows.map((r) => r[0])).toEqual(['Session ID', fx.s.s4]);
    });

    it('exports transcripts with text that cannot run as a formula', async () => {
      const x = await download(t, token, 'historySessionReport/exportdetails', { sessionIds: [fx.s.s1], tz: RANGE.tz, lang: 'en' });
      expect(x.rows.slice(1).map((r) => [r[1], r[2], r[4]])).toEqual([
        [1, 'Visitor', 'Where is my parcel?'], [2, 'Agent', 'Let me check'], [3, 'Visitor', "'+1 thanks"],
      ]);
    });

    it('exports the aggregated reports with their figures', async () => {
      const kpi = await download(t, token, 'agentKpiReport/export', { ...RANGE, lang: 'en' });
      expect(kpi.rows[0].slice(0, 5)).toEqual(['Agent', 'Employee code', 'To human', 'Answered', 'Avg first response']);
      const agent1 = kpi.rows.find((r) => r[0] === '李娜')!;
      expect(agent1.slice(2, 4)).toEqual([2, 2]);
      expect(days(agent1[4])).toBeCloseTo(15 / 86_400, 9);
      // Percentages are fractions shown as percent; durations of hours stay numbers too.
      expect(agent1[13]).toBe(0.5);
      expect(days(agent1[14])).toBeCloseTo(3 / 24, 9);
      const agentRow = kpi.rows.indexOf(agent1);
      expect([kpi.formats[agentRow][4], kpi.formats[agentRow][13], kpi.formats[agentRow][14]]).toEqual(['[h]:mm:ss', '0.00%', '[h]:mm:ss']);
      const day = await download(t, token, 'sessionDayDetailReport/dayexport', { ...RANGE, lang: 'en' });
      expect(day.sheet).toBe('Daily report');
      expect(day.rows.slice(1).map((r) => [r[0], r[1]])).toEqual([
        ['2025-03-10', 2], ['2025-03-11', 2], ['2025-03-12', 1], ['2025-03-13', 0], ['2025-03-14', 0], ['2025-03-15', 0], ['2025-03-16', 0],
      ]);
      const stats = await download(t, token, 'sessionStatisticsReport/export', { ...RANGE, lang: 'zh' });
      expect(stats.rows).toHaveLength(5);
      const channel = await download(t, token, 'sessionDetailReport/export', { ...RANGE, lang: 'en' });
      expect(channel.rows.slice(1).map((r) => [r[0], r[1], r[2]])).toEqual([['Online service', 'Express', 3], ['Shopping platform', 'Freight', 1], ['Hotline', 'Express', 1]]);
      const drill = await download(t, token, 'sessionStatisticsReport/exportDetails', { ...RANGE, skillGroupId: fx.g100 });
      expect(drill.rows).toHaveLength(3);
      const online = await download(t, token, 'onlineDetailedList/export', { ...RANGE, agentId: fx.agent1, lang: 'en' });
      expect(online.rows.slice(1).map((r) => r[2])).toEqual(['Offline', 'Ready', 'Busy']);
      expect(days(online.rows[3][5])).toBeCloseTo(1800 / 86_400, 9);
    });

    it('exports the satisfaction report per agent: headers in the language asked, rates and scores as numbers', async () => {
      const x = await download(t, token, 'satisfactionReport/export', RANGE, 'zh-CN');
      expect(x.sheet).toBe('满意度报表');
      expect(x.disposition).toMatch(/attachment; filename="satisfaction_2025-03-10_2025-03-16.xlsx"/);
      expect(x.rows[0].slice(0, 4)).toEqual(['客服', '邀评数', expect.any(String), '参评率']);
      const en = await download(t, token, 'satisfactionReport/export', { ...RANGE, lang: 'en' }, 'zh-CN');
      expect(en.sheet).toBe('Satisfaction');
      expect(en.rows[0].slice(0, 6)).toEqual(['Agent', 'Evaluations invited', expect.any(String), 'Evaluation rate', 'Avg score', expect.any(String)]);
      const body = { ...RANGE, pageNum: 1, pageSize: 100 };
      const list = (await t.call('POST', '/ccim-main/api/satisfactionReport/list', { token, body })).body.data as { records: Record<string, number | string | null>[] };
      expect(en.rows).toHaveLength(list.records.length + 1);
      for (const rec of list.records) {
        const row = en.rows.find((r) => r[0] === rec.agentName)!;
        expect(row.slice(1, 3)).toEqual([rec.invited, rec.evaluated]);
        expect(row[3]).toBeCloseTo(Number(rec.evaluationRate) / 100, 9);
        expect(row[5]).toBeCloseTo(Number(rec.satisfactionRate) / 100, 9);
        expect(row.slice(6)).toEqual([rec.score5, rec.score4, rec.score3, rec.score2, rec.score1]);
        expect(en.formats[en.rows.indexOf(row)][3]).toBe('0.00%');
      }
      expect(list.records.some((r) => Number(r.evaluated) > 0)).toBe(true);
    });

    it('answers a bad export request with the envelope, not a file', async () => {
      const r = await t.call('POST', '/ccim-main/api/sessionDayDetailReport/weekexport', { token, body: { startDate: '2025-03-10' } });
      expect(r).toMatchObject({ status: 400, body: { status: -1 } });
    });
  });
}
