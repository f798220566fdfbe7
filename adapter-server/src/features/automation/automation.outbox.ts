import type { AutomationEvent } from '../../../../src/common/automation';
import type { Executor } from '../../db/database';

/** One queued event (migration 0050), as a claim hands it out. */
export interface OutboxRow {
  id: number;
  event: AutomationEvent;
  session_id: string;
  message: string | null;
  channel: number;
  org_type: string;
  /** The times it was taken, this one included. */
  attempts: number;
}

/**
 * Takes up to `limit` free rows (never claimed, or whose claim ran out: its instance stopped) for `holdMs`, oldest
 * first. On PostgreSQL, where several instances share the queue, a claim is written (a row another instance is taking
 * at the same moment is skipped, not waited for); SQLite has one instance, whose drains take turns, so its claim only
 * reads (a failed row is held off by `holdOff`).
 */
export async function claimOutbox(db: Executor, pg: boolean, now: number, holdMs: number, limit: number): Promise<OutboxRow[]> {
  const columns = ['id', 'event', 'session_id', 'message', 'channel', 'org_type', 'attempts'] as const;
  const free = db.selectFrom('automation_outbox').where('claimed_until', '<', now).orderBy('id').limit(limit);
  const rows = pg
    ? await db
        .updateTable('automation_outbox')
        .set((eb) => ({ claimed_until: now + holdMs, attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', free.select('id').forUpdate().skipLocked())
        .returning(columns)
        .execute()
    : (await free.select(columns).execute()).map((r) => ({ ...r, attempts: r.attempts + 1 }));
  return rows.map((r) => ({ ...r, id: Number(r.id), channel: Number(r.channel), event: r.event as AutomationEvent })).sort((a, b) => a.id - b.id);
}

/** A row that failed is left for another try after `holdMs` (on PostgreSQL its claim already says so). */
export async function holdOff(db: Executor, pg: boolean, ids: number[], until: number): Promise<void> {
  if (pg || !ids.length) return;
  await db.updateTable('automation_outbox').set((eb) => ({ claimed_until: until, attempts: eb('attempts', '+', 1) })).where('id', 'in', ids).execute();
}

/**
 * Records an act of a row as done, in the act's transaction: false when it was done already (the row was worked
 * before, by an instance that stopped before the row was finished), so the act is not done again.
 */
export async function markActDone(trx: Executor, outboxId: number, ruleId: string, act: number): Promise<boolean> {
  const r = await trx.insertInto('automation_done').values({ outbox_id: outboxId, rule_id: ruleId, act }).onConflict((oc) => oc.doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Rows whose acts are all done (or given up on) go, with the record of their acts (`acted`: some act was recorded). */
export async function finishOutbox(db: Executor, ids: number[], acted: boolean): Promise<void> {
  if (!ids.length) return;
  const go = async (trx: Executor) => {
    if (acted) await trx.deleteFrom('automation_done').where('outbox_id', 'in', ids).execute();
    await trx.deleteFrom('automation_outbox').where('id', 'in', ids).execute();
  };
  await (db.isTransaction || !acted ? go(db) : db.transaction().execute(go));
}
