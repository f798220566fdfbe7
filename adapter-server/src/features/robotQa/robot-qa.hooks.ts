import { resolveResource, resourcesSchema } from '../../../../src/common/resources';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import { singleFileUpload } from '../../http/upload';
import { listPage } from '../../schema/crud.service';
import { SENT, type EndpointHandler, type ResourceHooks } from '../../schema/hooks';
import type { Row } from '../../schema/records';
import { splitKeywords } from './keywords';
import { importQa } from './robot-qa.import';
import { auditAs, auditInTrx } from '../../audit/audit-log.calls';
import { countQa, enabledLinks, linksByIds, openTasks } from './robot-qa.repository';
import { exportBook, sendWorkbook, templateBook } from './robot-qa.xlsx';

const BEFORE_START = 'must be after the start of validity';
const UNKNOWN_LINK = 'contains an unknown robot link';
addTranslations({ [BEFORE_START]: '必须晚于生效时间', [UNKNOWN_LINK]: '包含不存在的机器人链接' });

/** The robot rebuilds its matching index on this (the conversation loop listens). */
export function qaChanged(ctx: AppContext): void {
  ctx.events.emit('robot_qa.changed', {});
}

const clean = (list: unknown) => [...new Set((list as string[]).map((s) => s.trim()).filter(Boolean))];

/**
 * The QA base: `links` is stored as `[{id, title, url}]` (the robot shows them without a join) and read back as
 * link ids for the form; a validity window must end after it starts.
 */
export const robotQaHooks: ResourceHooks = {
  async beforeWrite(trx, _user, values, existing) {
    if (typeof values.question === 'string') values.question = values.question.trim();
    if (Array.isArray(values.similarQuestions)) values.similarQuestions = clean(values.similarQuestions);
    if (Array.isArray(values.keywords)) values.keywords = clean(values.keywords).map((k) => k.toLowerCase());
    const from = 'validFrom' in values ? values.validFrom : existing?.validFrom;
    const to = 'validTo' in values ? values.validTo : existing?.validTo;
    if (typeof from === 'number' && typeof to === 'number' && to <= from) {
      throw badRequest(`Invalid request body: validTo ${BEFORE_START}`, [{ field: 'validTo', message: BEFORE_START }]);
    }
    if (Array.isArray(values.links)) {
      const ids = values.links as string[];
      const found = await linksByIds(trx, ids);
      if (found.length !== ids.length) throw badRequest(`Invalid request body: links ${UNKNOWN_LINK}`, [{ field: 'links', message: UNKNOWN_LINK }]);
      values.links = ids.map((id) => found.find((l) => l.id === id)!);
    }
  },
  async decorate(_db, records) {
    return records.map((r): Row => ({
      ...r,
      links: ((r.links as unknown[]) ?? []).map((l) => (typeof l === 'string' ? l : (l as { id?: string }).id)).filter(Boolean),
    }));
  },
  afterCommit: qaChanged,
};

const resource = resolveResource(resourcesSchema, 'robotQaMgt');
const importDef = resource.imports![0];
const EXPORT_LIMIT = 10_000;
const stamp = () => new Date().toISOString().slice(0, 10).replace(/-/g, '');

/** The QA base's calls beyond add/edit/del/list (api-contract.md `robotQaMgt/`). */
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
  // Multipart `file`, and `dryRun` = true to answer the plan (added, changed, refused) without writing.
  'POST robotQaMgt/import': async ({ ctx, req }) => {
    const dryRun = ['true', '1'].includes(String((req.body as Record<string, unknown> | undefined)?.dryRun ?? ''));
    if (dryRun) {
      // A check writes nothing: it is entered as one, never as an import.
      auditAs(req, 'importCheck');
      return importQa(ctx.db.kysely, req.file!.buffer, { dryRun });
    }
    const result = await importQa(ctx.db.kysely, req.file!.buffer, { also: (trx) => auditInTrx(trx, req) });
    qaChanged(ctx);
    return result;
  },
};

export const robotQaUploads = { 'POST robotQaMgt/import': singleFileUpload(importDef.maxBytes) };
