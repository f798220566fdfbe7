import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../helpers/test-app';
import { API, fieldsOf, mgmtApp, type MgmtApp } from './helpers';

const qa = (over: Record<string, unknown> = {}) => ({
  question: '测试：运费怎么算？',
  similarQuestions: ['寄快递多少钱', '运费标准'],
  keywords: ['运费', '价格'],
  answer: '<p>按<b>重量</b>和目的地计费。<script>alert(1)</script><img src=x onerror=alert(2)></p>',
  classify: 3,
  ...over,
});

async function xlsx(rows: unknown[][]): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('robotQa');
  ws.addRow(['question', 'similar', 'keywords', 'answer', 'classify', 'enabled', 'from', 'to']);
  rows.forEach((r) => ws.addRow(r));
  return new Blob([await book.xlsx.writeBuffer()]);
}

for (const dialect of DIALECTS) {
  describe(`robot QA base (${dialect})`, () => {
    let t: MgmtApp;
    const events: string[] = [];
    beforeAll(async () => {
      t = await mgmtApp(dialect);
      t.app.ctx.events.on('robot_qa.changed', () => void events.push('robot_qa.changed'));
    });
    afterAll(() => t?.close());

    const upload = async (blob: Blob, name = 'qa.xlsx', dryRun = false) => {
      const form = new FormData();
      form.append('file', blob, name);
      if (dryRun) form.append('dryRun', 'true');
      const res = await fetch(`${t.url}${API}/robotQaMgt/import`, { method: 'POST', headers: { authorization: `Bearer ${t.supervisor}` }, body: form });
      return { status: res.status, body: (await res.json()) as any };
    };

    it('adds a QA with sanitized answer, defaults, and tells the robot to rebuild', async () => {
      const r = await t.api('POST', '/robotQaMgt/add', qa());
      expect(r.body.status).toBe(0);
      expect(r.body.data).toMatchObject({ question: '测试：运费怎么算？', classify: 3, enabled: true, links: [], hits: 0, validFrom: null });
      expect(r.body.data.answer).toContain('<p>按<b>重量</b>和目的地计费。');
      expect(r.body.data.answer).not.toMatch(/script|onerror|alert/);
      // Domain events are delivered in a microtask after the commit, before the response reaches the test.
      expect(events).toContain('robot_qa.changed');
    });

    it('refuses bad input field by field, an empty answer, a reversed validity and a duplicate question', async () => {
      expect(fieldsOf(await t.api('POST', '/robotQaMgt/add', { answer: '<p>x</p>' }))).toEqual(['question']);
      expect(fieldsOf(await t.api('POST', '/robotQaMgt/add', qa({ question: 'q'.repeat(201), classify: 7, keywords: 'fee' })))).toEqual(['question', 'keywords', 'classify']);
      expect(fieldsOf(await t.api('POST', '/robotQaMgt/add', qa({ question: 'empty', answer: '<script>x</script>' })))).toEqual(['answer']);
      expect(fieldsOf(await t.api('POST', '/robotQaMgt/add', qa({ question: 'dates', validFrom: 2000, validTo: 1000 })))).toEqual(['validTo']);
      expect((await t.api('POST', '/robotQaMgt/add', qa())).body).toMatchObject({ status: -2, data: { errors: [{ field: 'question' }] } });
    });

    it('links robot links, edits, lists with the classify filter (-1 all) and deletes in bulk', async () => {
      const link = (await t.api('POST', '/robotLinkMgt/add', { title: '运单查询 Track', url: 'https://example.com/track' })).body.data;
      const add = await t.api('POST', '/robotQaMgt/add', qa({ question: 'Where is my parcel?', classify: 4, links: [link.id] }));
      expect(add.body.data.links).toEqual([link.id]);
      const stored = await t.db.kysely.selectFrom('robot_qa').select('links').where('id', '=', add.body.data.id).executeTakeFirstOrThrow();
      expect(JSON.parse(stored.links)).toEqual([{ id: link.id, title: '运单查询 Track', url: 'https://example.com/track' }]);
      const edit = await t.api('PUT', '/robotQaMgt/edit', { id: add.body.data.id, question: 'Where is my parcel now?', answer: '<p>Send me the waybill number.</p>', classify: 4, enabled: false });
      expect(edit.body.data).toMatchObject({ question: 'Where is my parcel now?', enabled: false, links: [link.id] });
      expect(fieldsOf(await t.api('PUT', '/robotQaMgt/edit', { question: 'x', answer: 'y', classify: 0 }))).toEqual(['id']);
      const all = await t.api('POST', '/robotQaMgt/list', { pageNum: 1, pageSize: 10, classify: -1, question: '测试：' });
      expect(all.body.data.total).toBe(1);
      const mine = await t.api('POST', '/robotQaMgt/list', { pageNum: 1, pageSize: 10, classify: -1, question: 'parcel now' });
      all.body.data.records.push(...mine.body.data.records);
      const parcel = await t.api('POST', '/robotQaMgt/list', { pageNum: 1, pageSize: 10, classify: 4, question: 'PARCEL NOW' });
      expect(parcel.body.data.records.map((r: any) => r.question)).toEqual(['Where is my parcel now?']);
      // By last change: the entry edited just now is in today's range, not in one that ends before it.
      const changed = edit.body.data.updatedAt as number;
      const byChange = async (from: number, to: number) =>
        (await t.api('POST', '/robotQaMgt/list', { pageNum: 1, pageSize: 10, classify: -1, question: 'parcel now', updatedAtFrom: from, updatedAtTo: to })).body.data.total;
      expect(await byChange(changed - 60_000, changed + 60_000)).toBe(1);
      expect(await byChange(0, changed - 1)).toBe(0);
      const del = await t.api('DELETE', '/robotQaMgt/del', { ids: all.body.data.records.map((r: any) => r.id) });
      expect(del.body.data.deleted).toBe(2);
      expect((await t.api('DELETE', '/robotQaMgt/del', { id: 'gone' })).body.status).toBe(-1);
    });

    it('splits a question into Chinese and English keywords', async () => {
      const r = await t.api('POST', '/robotQaMgt/splitKeyword', { text: '我的快递怎么还没到？Where is my parcel' });
      expect(r.body.data.keywords).toEqual(expect.arrayContaining(['快递', 'parcel']));
      expect(r.body.data.keywords).not.toContain('my');
      expect(fieldsOf(await t.api('POST', '/robotQaMgt/splitKeyword', {}))).toEqual(['text']);
    });

    it('refreshes the cache, lists links and open tasks', async () => {
      expect((await t.api('POST', '/robotQaMgt/refreshCache', {})).body.data).toEqual({ count: expect.any(Number) });
      expect((await t.api('GET', '/robotQaMgt/listLink')).body.data[0]).toMatchObject({ title: '运单查询 Track' });
      expect(Array.isArray((await t.api('GET', '/robotQaMgt/listTask')).body.data)).toBe(true);
    });

    it('gives the import template and exports the filtered base as xlsx', async () => {
      const tpl = await fetch(`${t.url}${API}/robotQaMgt/importTemplate`, { headers: { authorization: `Bearer ${t.supervisor}` } });
      expect(tpl.headers.get('content-type')).toContain('spreadsheetml');
      expect(tpl.headers.get('content-disposition')).toContain('robot-qa-template.xlsx');
      await t.api('POST', '/robotQaMgt/add', qa({ question: 'Export me' }));
      const res = await fetch(`${t.url}${API}/robotQaMgt/export`, {
        method: 'POST', headers: { authorization: `Bearer ${t.supervisor}`, 'content-type': 'application/json' }, body: JSON.stringify({ question: 'export me' }),
      });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await res.arrayBuffer());
      const ws = book.worksheets[0];
      expect(ws.rowCount).toBe(2);
      expect(ws.getRow(2).getCell(1).value).toBe('Export me');
    });

    it('imports a good file in one go', async () => {
      const r = await upload(await xlsx([
        ['测试：怎么寄大件？', '大件怎么寄\n寄家具', '大件,快运', '请选择快运服务。', 2, 1, '2026-01-01 08:00', '2026-12-31'],
        ['Can I change the address?', '', 'address', '<p>Yes, before dispatch.</p>', '', '', '', ''],
      ]));
      expect(r.body).toMatchObject({ status: 0, data: { imported: 2 } });
      const list = await t.api('POST', '/robotQaMgt/list', { pageNum: 1, pageSize: 10, question: '怎么寄大件' });
      expect(list.body.data.records[0]).toMatchObject({ classify: 2, keywords: ['大件', '快运'], similarQuestions: ['大件怎么寄', '寄家具'], answer: '<p>请选择快运服务。</p>' });
    });

    it('rejects a file with bad rows as a whole, naming each row and reason', async () => {
      const before = (await t.api('POST', '/robotQaMgt/list', { pageNum: 1, pageSize: 1 })).body.data.total;
      const r = await upload(await xlsx([
        ['A fine question', '', '', 'fine', 1, 1, '', ''],
        ['', '', '', 'no question', 9, 'maybe', 'someday', ''],
        ['Export me', '', '', 'duplicate of the base', 0, 1, '', ''],
        ['A fine question', '', '', 'twice in the file', 0, 1, '', ''],
      ]));
      expect(r.status).toBe(400);
      const fields = r.body.data.errors.map((e: any) => e.field);
      expect(fields).toEqual(expect.arrayContaining(['row 3 classify', 'row 3 enabled', 'row 3 validFrom', 'row 3 question', 'row 5 question']));
      // A question already in the base is an update, not a refusal.
      expect(fields.some((f: string) => f.startsWith('row 2') || f.startsWith('row 4'))).toBe(false);
      expect((await t.api('POST', '/robotQaMgt/list', { pageNum: 1, pageSize: 1 })).body.data.total).toBe(before);
      const notXlsx = await upload(new Blob(['hello']), 'qa.xlsx');
      expect(notXlsx).toMatchObject({ status: 400, body: { msg: 'The file is not an xlsx workbook' } });
      const none = await fetch(`${t.url}${API}/robotQaMgt/import`, { method: 'POST', headers: { authorization: `Bearer ${t.supervisor}` }, body: new FormData() });
      expect(none.status).toBe(400);
    });

    it('updates entries matched by question, after a dry run that shows what is added, changed and refused', async () => {
      const before = (await t.api('POST', '/robotQaMgt/list', { pageNum: 1, pageSize: 10, question: 'Update me' })).body.data.records;
      const existing = (await t.api('POST', '/robotQaMgt/add', qa({ question: 'Update me', answer: '<p>old</p>', classify: 1 }))).body.data;
      await t.db.kysely.updateTable('robot_qa').set({ hits: 7 }).where('id', '=', existing.id).execute();
      const file = async (bad: boolean) => xlsx([
        ['Update me', '', 'new', '<p>new answer</p>', 3, 0, '', ''],
        ['Brand new question', '', '', 'fresh', 0, 1, '', ''],
        ...(bad ? [['', '', '', 'no question', 0, 1, '', '']] : []),
      ]);
      const dry = await upload(await file(true), 'qa.xlsx', true);
      expect(dry.body).toMatchObject({
        status: 0,
        data: {
          dryRun: true,
          added: [{ row: 3, question: 'Brand new question' }],
          changed: [{ row: 2, question: 'Update me' }],
          refused: [{ row: 4, question: '', errors: [expect.objectContaining({ field: 'question' })] }],
        },
      });
      // The dry run wrote nothing.
      expect((await t.api('POST', '/robotQaMgt/list', { pageNum: 1, pageSize: 10, question: 'Brand new question' })).body.data.total).toBe(0);
      expect((await upload(await file(true))).status).toBe(400);
      const done = await upload(await file(false));
      expect(done.body).toMatchObject({ status: 0, data: { imported: 2, added: 1, changed: 1 } });
      const updated = (await t.api('POST', '/robotQaMgt/list', { pageNum: 1, pageSize: 10, question: 'Update me' })).body.data.records;
      expect(updated).toHaveLength(before.length + 1);
      expect(updated.find((r: any) => r.id === existing.id)).toMatchObject({ answer: '<p>new answer</p>', classify: 3, enabled: false, keywords: ['new'], hits: 7 });
      expect((await t.api('POST', '/robotQaMgt/list', { pageNum: 1, pageSize: 10, question: 'Brand new question' })).body.data.total).toBe(1);
    });

    it('answers 403 to an agent', async () => {
      expect((await t.api('POST', '/robotQaMgt/list', {}, t.agent)).status).toBe(403);
      expect((await t.api('POST', '/robotQaMgt/add', qa(), t.agent)).status).toBe(403);
    });
  });
}
