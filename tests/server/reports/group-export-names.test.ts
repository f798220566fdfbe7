import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';
import { buildFixture, RANGE } from './fixture';

/** The first column of the per-skill-group statistics export, in a language. */
async function groupNames(t: TestApp, token: string, lang: string): Promise<unknown[]> {
  const res = await fetch(`${t.url}/ccim-main/api/sessionStatisticsReport/export`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...RANGE, lang }),
  });
  expect(res.status).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await res.arrayBuffer());
  const names: unknown[] = [];
  wb.worksheets[0].eachRow((row, n) => n > 1 && names.push((row.values as unknown[])[1]));
  return names;
}

/** Issue 32: the sessions the robot closed before any skill group took them form a named row, not a blank one. */
for (const dialect of DIALECTS) {
  describe(`per-group statistics: the row without a group (${dialect})`, () => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      await buildFixture(t);
      token = await t.login('supervisor');
    });
    afterAll(() => t?.close());

    it('is named in the sheet language while the list keeps its figures and no name', async () => {
      const list = await t.call('POST', '/ccim-main/api/sessionStatisticsReport/list', { token, body: { ...RANGE, pageNum: 1, pageSize: 50 } });
      const none = list.body.data.records.filter((r: { skillGroupId: string | null }) => r.skillGroupId === null);
      expect(none).toHaveLength(1);
      expect(none[0]).toMatchObject({ skillGroupName: '', robotOnly: 1, converted: 0 });
      const en = await groupNames(t, token, 'en');
      expect(en).toContain('No skill group (robot only)');
      expect(en.filter((n) => n === '' || n === null || n === undefined)).toEqual([]);
      expect(await groupNames(t, token, 'zh')).toContain('无技能组（机器人接待）');
    });
  });
}
