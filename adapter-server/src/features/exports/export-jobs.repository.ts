import type { DB } from '../../db/database';
import { newId } from '../../db/ids';
import type { ExportJobsTable } from '../../db/tables/export-jobs.table';
import type { ExportJobView } from '../../../../src/common/exportJobs';

/** The fields a user's list shows; never the body (it may hold a keyword) or the claim. */
const VIEW = ['id', 'report', 'file_name', 'status', 'rows_total', 'rows_done', 'bytes', 'error', 'created_at', 'finished_at'] as const;

export const toView = (r: Pick<ExportJobsTable, (typeof VIEW)[number]>): ExportJobView => ({
  id: r.id,
  report: r.report,
  fileName: r.file_name,
  status: r.status,
  rowsTotal: Number(r.rows_total),
  rowsDone: Number(r.rows_done),
  bytes: r.bytes === null ? null : Number(r.bytes),
  error: r.error as ExportJobView['error'],
  createdAt: Number(r.created_at),
  finishedAt: r.finished_at === null ? null : Number(r.finished_at),
});

export async function insertJob(db: DB, job: { userId: string; report: string; body: object; fileName: string; rowsTotal: number }): Promise<ExportJobView> {
  const row = {
    id: newId(),
    user_id: job.userId,
    report: job.report,
    body: JSON.stringify(job.body),
    file_name: job.fileName,
    status: 'queued' as const,
    rows_total: job.rowsTotal,
    rows_done: 0,
    bytes: null,
    error: '',
    attempts: 0,
    claim_token: null,
    claimed_until: 0,
    created_at: Date.now(),
    started_at: null,
    finished_at: null,
  };
  await db.insertInto('export_jobs').values(row).execute();
  return toView(row);
}

/** The user's jobs, newest first (the last 50). */
export async function listJobs(db: DB, userId: string): Promise<ExportJobView[]> {
  const rows = await db.selectFrom('export_jobs').select(VIEW).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(50).execute();
  return rows.map(toView);
}

export const findJob = (db: DB, id: string) => db.selectFrom('export_jobs').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Jobs an instance may take: queued ones, and running ones whose claim lapsed (their instance stopped or died).
 * Oldest first.
 */
export function dueJobs(db: DB, now: number, limit: number) {
  return db
    .selectFrom('export_jobs')
    .select(['id', 'attempts'])
    .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), eb('claimed_until', '<', now)])]))
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** Takes a due job for `leaseMs` with a fresh token; false when another instance was first. */
export async function claimJob(db: DB, id: string, attempts: number, token: string, now: number, leaseMs: number): Promise<boolean> {
  const r = await db
    .updateTable('export_jobs')
    .set({ status: 'running', claim_token: token, claimed_until: now + leaseMs, attempts: attempts + 1, started_at: now, rows_done: 0 })
    .where('id', '=', id)
    .where('attempts', '=', attempts)
    .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), eb('claimed_until', '<', now)])]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Records progress and renews the lease; false when the claim is no longer ours (deleted, or taken over). */
export async function renewJob(db: DB, id: string, token: string, rowsDone: number, until: number): Promise<boolean> {
  const r = await db.updateTable('export_jobs').set({ rows_done: rowsDone, claimed_until: until }).where('id', '=', id).where('claim_token', '=', token).where('status', '=', 'running').executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function settleJob(db: DB, id: string, token: string, done: { status: 'done'; rowsDone: number; bytes: number } | { status: 'failed'; error: string }): Promise<boolean> {
  const set =
    done.status === 'done'
      ? { status: 'done' as const, rows_done: done.rowsDone, bytes: done.bytes, error: '' }
      : { status: 'failed' as const, error: done.error.slice(0, 255) };
  const r = await db
    .updateTable('export_jobs')
    .set({ ...set, finished_at: Date.now(), claim_token: null, claimed_until: 0 })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Hands a job back to the queue, its take not counted (this instance is stopping; another takes it at once). */
export async function releaseJob(db: DB, id: string, token: string): Promise<void> {
  await db
    .updateTable('export_jobs')
    .set((eb) => ({ status: 'queued', claim_token: null, claimed_until: 0, rows_done: 0, attempts: eb('attempts', '-', 1) }))
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .where('status', '=', 'running')
    .execute();
}

/** A job that ran out of attempts (every instance that took it stopped before the end). */
export async function giveUpJob(db: DB, id: string, attempts: number, error: string, now: number): Promise<void> {
  await db.updateTable('export_jobs').set({ status: 'failed', error, finished_at: Date.now(), claim_token: null, claimed_until: 0 }).where('id', '=', id).where('attempts', '=', attempts).where('status', '=', 'running').where('claimed_until', '<', now).execute();
}

export async function deleteJob(db: DB, id: string, userId: string): Promise<boolean> {
  const r = await db.deleteFrom('export_jobs').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** The ids of the finished jobs older than `before` (their files go with them). */
export async function expiredJobs(db: DB, before: number): Promise<string[]> {
  const rows = await db.selectFrom('export_jobs').select('id').where('status', 'in', ['done', 'failed']).where('finished_at', '<', before).limit(500).execute();
  return rows.map((r) => r.id);
}

export async function deleteJobs(db: DB, ids: string[]): Promise<void> {
  if (ids.length) await db.deleteFrom('export_jobs').where('id', 'in', ids).execute();
}
