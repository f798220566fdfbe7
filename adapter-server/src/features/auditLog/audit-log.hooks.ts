import ExcelJS from 'exceljs';
import { resolveResource, resourcesSchema } from '../../../../src/common/resources';
import { listPage } from '../../schema/crud.service';
import { SENT, type EndpointHandler } from '../../schema/hooks';
import { neutralise } from '../exports/xlsx-export';
import { sendWorkbook } from '../robotQa/robot-qa.xlsx';

const resource = resolveResource(resourcesSchema, 'auditLog');
const EXPORT_LIMIT = 50_000;

const COLUMNS = [
  { key: 'createdAt', header: 'Time 时间 (UTC)', width: 22 },
  { key: 'username', header: 'User 用户', width: 16 },
  { key: 'role', header: 'Role 角色', width: 12 },
  { key: 'address', header: 'Address 地址', width: 18 },
  { key: 'action', header: 'Action 操作', width: 18 },
  { key: 'target', header: 'Target 对象', width: 40 },
  { key: 'outcome', header: 'Outcome 结果', width: 12 },
] as const;

const iso = (ms: unknown) => (typeof ms === 'number' ? new Date(ms).toISOString().replace('T', ' ').slice(0, 19) : '');

/** `auditLog/export`: the filtered log as xlsx (the list's filters, newest first). */
export const auditLogHandlers: Record<string, EndpointHandler> = {
  'POST auditLog/export': async ({ ctx, user, input, res }) => {
    const crud = { r: resource, table: resource.table!, dialect: ctx.db.dialect, hooks: {} };
    const page = await listPage(ctx.db.kysely, crud, user, { ...input, pageNum: 1, pageSize: EXPORT_LIMIT });
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('auditLog');
    ws.columns = COLUMNS.map((c) => ({ ...c }));
    ws.getRow(1).font = { bold: true };
    // A name typed at a failed sign-in is the caller's text: it must not run as a formula in the reader's sheet.
    for (const r of page.records) ws.addRow(Object.fromEntries(COLUMNS.map((c) => [c.key, c.key === 'createdAt' ? iso(r.createdAt) : neutralise(String(r[c.key] ?? ''))])));
    await sendWorkbook(res, book, `audit-log-${new Date().toISOString().slice(0, 10).replace(/-/g, '')}.xlsx`);
    return SENT;
  },
};
