import type { Request, Response } from 'express';
import type { AppContext } from '../../context';
import type { DB } from '../../db/database';
import { ok } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import type { Lang } from '../../../../src/common/reportLabels';
import { type ExportSpec, streamXlsx, xlsxName } from './xlsx-export';
import { insertJob } from './export-jobs.repository';

/** An export that may grow past what one answer should carry: it can be counted first and written later. */
export interface ExportKind<B extends object = object> {
  /** The menu routes whose holders may ask for it, and may download its file. */
  access: readonly string[];
  /** Where it is asked for under `/ccim-main/api`: an API token downloads its file only if its scopes reach this call. */
  path: string;
  /** How many rows the export of `body` writes. */
  count(db: DB, body: B): Promise<number>;
  /** The workbook of `body` (its rows are read as it is written). */
  spec(db: DB, body: B, lang: Lang): ExportSpec<object>;
}

/** Every export that can run in the background, by the key its jobs record. */
export type ExportKinds = Readonly<Record<string, ExportKind>>;

const QUEUED = 'The export is large: it is being prepared in the background';
addTranslations({ [QUEUED]: '导出数据较多，正在后台生成' });

/**
 * Streams the export, or, past `EXPORT_JOB_ROWS` rows, records it as a job that an instance writes in the
 * background and answers 202 with the job (its owner follows it and downloads the file from `exportJobs/`).
 */
export async function exportOrQueue<B extends object>(ctx: AppContext, req: Request, res: Response, key: string, kind: ExportKind<B>, body: B, lang: Lang): Promise<void> {
  const db = ctx.db.kysely;
  const spec = kind.spec(db, body, lang);
  const rows = await kind.count(db, body);
  if (rows <= ctx.config.exports.jobRows || !req.user) return streamXlsx(res, spec);
  const job = await insertJob(db, { userId: req.user.id, report: key, body: { ...body, lang }, fileName: xlsxName(spec), rowsTotal: rows });
  ctx.events.emit('export_job.queued', {});
  res.status(202);
  ok(res, job, QUEUED);
}
