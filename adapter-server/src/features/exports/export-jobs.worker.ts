import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import type { AppContext } from '../../context';
import type { DB } from '../../db/database';
import { newId } from '../../db/ids';
import { EXPORT_KEEP_DAYS, type ExportJobError } from '../../../../src/common/exportJobs';
import type { Lang } from '../../../../src/common/reportLabels';
import { type ExportSpec, writeXlsx } from './xlsx-export';
import { claimJob, deleteJobs, dueJobs, expiredJobs, findJob, giveUpJob, releaseJob, renewJob, settleJob } from './export-jobs.repository';
import { EXPORTS_DIR, exportFile } from './export-files';
import type { ExportKinds } from './export-kinds';

/** A claim lasts this long; the job's writer renews it with its progress, at least every `RENEW_MS`. */
const LEASE_MS = 60_000;
const RENEW_MS = 2_000;
/** How often an idle instance looks for jobs (a queued job wakes its own instance at once). */
const POLL_MS = 5_000;
/** Instances that stopped in the middle of a job: after this many takes the job fails instead of running again. */
const MAX_ATTEMPTS = 3;
const KEEP_MS = EXPORT_KEEP_DAYS * 86_400_000;
const PRUNE_EVERY_MS = 3_600_000;

/** Why a job failed, as its owner's list says it (the log has the cause). */
const FAILED: ExportJobError = 'failed';
const GAVE_UP: ExportJobError = 'stopped';

/** The claim was lost while writing (the job was deleted, or another instance took it over after a stall). */
class ClaimLost extends Error {}
/** This instance is stopping: the job goes back to the queue for another instance. */
class Stopping extends Error {}

/**
 * Writes the queued exports, on every instance, one job at a time per instance: each job is claimed by a conditional
 * update with a lease, which its writer renews with the rows written so far, so the owner's list shows progress and
 * a job whose instance died is taken over once its lease lapses. The file is written beside its final name and
 * renamed when whole, so a download never reads a half file. Finished jobs and their files are kept 7 days.
 */
export class ExportJobWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private prunedAt = 0;
  private readonly db: DB;
  private readonly dir: string;
  private readonly offQueued: () => void;

  constructor(
    private readonly ctx: AppContext,
    private readonly kinds: ExportKinds,
  ) {
    this.db = ctx.db.kysely;
    this.dir = path.join(ctx.config.uploadDir, EXPORTS_DIR);
    this.offQueued = ctx.events.on('export_job.queued', () => void this.tick());
  }

  start(): void {
    const loop = () => {
      this.timer = setTimeout(() => void this.tick().finally(() => !this.stopped && loop()), POLL_MS);
    };
    loop();
  }

  /** Runs the due jobs one after another; a call during a pass makes the pass look again when it ends. */
  tick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while (!this.stopped && (await this.runOne())) {
            /* the next due job */
          }
        } while (this.again && !this.stopped);
        if (Date.now() - this.prunedAt >= PRUNE_EVERY_MS) await this.prune();
      } catch (err) {
        this.ctx.log('exports: a pass failed', err);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.offQueued();
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Drops the jobs finished more than 7 days ago, and their files. */
  async prune(now = Date.now()): Promise<void> {
    this.prunedAt = now;
    const ids = await expiredJobs(this.db, now - KEEP_MS);
    for (const id of ids) fs.rmSync(exportFile(this.ctx.config.uploadDir, id), { force: true });
    await deleteJobs(this.db, ids);
  }

  /** Takes and writes one due job; false when there was none to take. */
  private async runOne(): Promise<boolean> {
    const now = Date.now();
    for (const job of await dueJobs(this.db, now, 5)) {
      if (job.attempts >= MAX_ATTEMPTS) {
        await giveUpJob(this.db, job.id, job.attempts, GAVE_UP, now);
        continue;
      }
      const token = newId();
      if (!(await claimJob(this.db, job.id, job.attempts, token, now, LEASE_MS))) continue;
      await this.write(job.id, token);
      return true;
    }
    return false;
  }

  private async write(id: string, token: string): Promise<void> {
    const job = await this.db.selectFrom('export_jobs').select(['report', 'body']).where('id', '=', id).executeTakeFirst();
    const kind = job && this.kinds[job.report];
    if (!job || !kind) {
      if (job) await settleJob(this.db, id, token, { status: 'failed', error: FAILED });
      return;
    }
    fs.mkdirSync(this.dir, { recursive: true });
    const part = path.join(this.dir, `${id}.${token}.part`);
    try {
      const body = JSON.parse(job.body) as { lang: Lang };
      let renewedAt = Date.now();
      const renew = async (rows: number) => {
        if (!(await renewJob(this.db, id, token, rows, Date.now() + LEASE_MS))) throw new ClaimLost();
        renewedAt = Date.now();
      };
      const done = await writeFile(part, kind.spec(this.db, body, body.lang), async (rows) => {
        if (this.stopped) throw new Stopping();
        if (Date.now() - renewedAt >= RENEW_MS) await renew(rows);
      });
      await renew(done);
      const bytes = fs.statSync(part).size;
      const file = exportFile(this.ctx.config.uploadDir, id);
      fs.renameSync(part, file);
      // Not settled: the owner deleted the job meanwhile (its file goes too), or another instance took it over.
      if (!(await settleJob(this.db, id, token, { status: 'done', rowsDone: done, bytes })) && !(await findJob(this.db, id))) fs.rmSync(file, { force: true });
    } catch (err) {
      fs.rmSync(part, { force: true });
      if (err instanceof ClaimLost) return;
      if (err instanceof Stopping) return releaseJob(this.db, id, token);
      this.ctx.log(`exports: job ${id} failed`, err);
      await settleJob(this.db, id, token, { status: 'failed', error: FAILED });
    }
  }
}

/** Writes the workbook into `file`; `onBatch` runs after each batch with the rows written so far (it throws to stop). */
async function writeFile(file: string, spec: ExportSpec<object>, onBatch: (rows: number) => Promise<void>): Promise<number> {
  let done = 0;
  const counted = async function* () {
    for await (const batch of spec.rows) {
      yield batch;
      done += batch.length;
      await onBatch(done);
    }
  };
  // exceljs ends the stream it writes into; the pipeline settles once the file has it all (or is closed).
  const out = new PassThrough();
  const written = pipeline(out, fs.createWriteStream(file));
  try {
    await writeXlsx(out, { ...spec, rows: counted() });
  } catch (err) {
    out.destroy();
    await written.catch(() => undefined);
    throw err;
  }
  await written;
  return done;
}
