import fs from 'node:fs';
import type { AppContext } from '../../context';
import { notFound, ok } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import { route, type RouteSpec } from '../../http/routes';
import { bodyValidator, queryValidator } from '../../http/validation';
import { inScopes } from '../../sso/api-tokens';
import { mayOpen, type StaffUser } from '../../sso/sso.service';
import { attachment } from './xlsx-export';
import { exportFile } from './export-files';
import { deleteJob, findJob, listJobs } from './export-jobs.repository';
import type { ExportKind, ExportKinds } from './export-kinds';

const ID = { type: 'string', minLength: 1, maxLength: 40 } as const;
const idQuery = queryValidator<{ id: string }>({ type: 'object', additionalProperties: false, required: ['id'], properties: { id: ID } });
const idBody = bodyValidator<{ id: string }>({ type: 'object', additionalProperties: false, required: ['id'], properties: { id: ID } });

const NO_JOB = 'No such export';
const NOT_READY = 'The export is not ready yet';
const GONE = 'The file is no longer kept; export it again';
addTranslations({ [NO_JOB]: '没有这个导出', [NOT_READY]: '导出尚未完成', [GONE]: '文件已不再保留，请重新导出' });

/** Whether the caller may still fetch what an export wrote: open its report, and, with an API token, call it. */
const mayFetch = (user: StaffUser, kind: ExportKind | undefined): kind is ExportKind =>
  !!kind && mayOpen(user, kind.access) && (!user.apiToken || inScopes(user.apiToken.scopes, kind.path));

/**
 * `exportJobs/`: the caller's background exports (those past `EXPORT_JOB_ROWS` rows): the list with progress, the
 * finished file, and deleting one (a job still running stops). Each user sees only their own jobs, and downloads a
 * file only while they may still open the report it came from (an API token: while its scopes reach that export).
 */
export function exportJobRoutes(ctx: AppContext, kinds: ExportKinds): RouteSpec[] {
  const db = ctx.db.kysely;
  return [
    route({ method: 'get', path: '/list', summary: "The caller's background exports, newest first (the last 50)", handler: async (req, res) => {
      ok(res, (await listJobs(db, req.user!.id)).filter((j) => mayFetch(req.user!, kinds[j.report])));
    } }),
    route({ method: 'get', path: '/download', file: 'xlsx', summary: "A finished background export's xlsx", query: idQuery, handler: async (req, res, { query }) => {
      const job = await findJob(db, query.id);
      if (!job || job.user_id !== req.user!.id || !mayFetch(req.user!, kinds[job.report])) throw notFound(NO_JOB);
      if (job.status !== 'done') throw notFound(NOT_READY);
      const file = exportFile(ctx.config.uploadDir, job.id);
      if (!fs.existsSync(file)) throw notFound(GONE);
      res.status(200);
      attachment(res, job.file_name, `${job.report}_${job.id}.xlsx`);
      res.setHeader('Content-Length', String(fs.statSync(file).size));
      // A file pruned between the check and the read cuts the download rather than leaving it hanging.
      fs.createReadStream(file).on('error', (err) => res.destroy(err)).pipe(res);
    } }),
    route({ method: 'post', path: '/delete', summary: 'Deletes a background export (a running one stops) and its file', body: idBody, handler: async (req, res, { body }) => {
      if (!(await deleteJob(db, body.id, req.user!.id))) throw notFound(NO_JOB);
      fs.rmSync(exportFile(ctx.config.uploadDir, body.id), { force: true });
      ok(res, null);
    } }),
  ];
}
