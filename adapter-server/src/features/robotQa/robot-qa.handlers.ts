import { resolveResource, resourcesSchema } from '../../../../src/common/resources';
import { singleFileUpload } from '../../http/upload';
import { listPage } from '../../schema/crud.service';
import { SENT, type EndpointHandler } from '../../schema/hooks';
import { importQa } from './robot-qa.import';
import { countQa, enabledLinks, openTasks } from './robot-qa.repository';
import { qaChanged, robotQaHooks } from './robot-qa.hooks';
import { exportBook, sendWorkbook, templateBook } from './robot-qa.xlsx';
import { splitKeywords } from './keywords';

const resource = resolveResource(resourcesSchema, 'robotQaMgt');
const importDef = resource.imports![0];
const EXPORT_LIMIT = 10_000;
const stamp = () => new Date().toISOString().slice(0, 10).replace(/-/g, '');

/** The QA base's calls beyond add/edit/del/list (API.md `robotQaMgt/`). */
export const robotQaHandlers: Record<string, EndpointHandler> = {
  'POST robotQaMgt/refreshCache': async ({ ctx }) => {
    qaChanged(ctx);
    return { count: await countQa(ctx.db.kysely) };
  },
  'POST robotQaMgt/splitKeyword': async ({ input }) => ({ keywords: splitKeywords(String(input.text)) }),
  'GET robotQaMgt/listLink': async ({ ctx }) => enabledLinks(ctx.db.kysely),
  'GET robotQaMgt/listTask': async ({ ctx }) =>
    (await openTasks(ctx.db.kysely)).map((t) => ({ id: t.id, title: t.title, assignee: t.assignee, noAnswerId: t.no_answer_id })),
  'POST robotQaMgt/export': async ({ ctx, user, input, res }) => {
    const crud = { r: resource, table: resource.table!, dialect: ctx.db.dialect, hooks: robotQaHooks };
    const page = await listPage(ctx.db.kysely, crud, user, { ...input, pageNum: 1, pageSize: EXPORT_LIMIT });
    await sendWorkbook(res, exportBook(page.records), `robot-qa-${stamp()}.xlsx`);
    return SENT;
  },
  'GET robotQaMgt/importTemplate': async ({ res }) => {
    await sendWorkbook(res, templateBook(), 'robot-qa-template.xlsx');
    return SENT;
  },
  'POST robotQaMgt/import': async ({ ctx, req }) => {
    const result = await importQa(ctx.db.kysely, req.file!.buffer);
    qaChanged(ctx);
    return result;
  },
};

export const robotQaUploads = { 'POST robotQaMgt/import': singleFileUpload(importDef.maxBytes) };
