import { sql } from 'kysely';
import { mentionsOf } from '../../../../src/common/waybillNo';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { startPeriodic } from '../../periodic';

/** Queued lines read per transaction. */
const PAGE = 500;
/** How often every instance reads the queue (a search reads it first anyway). */
const EVERY_MS = 60_000;

/**
 * Reads the waybill numbers of the lines the trigger of migration 0049 queued into `waybill_mentions` (one row per
 * number and chat, its first mention kept) and takes them off the queue, a page per transaction. Two instances at it
 * at once write the same rows; nothing is lost if one stops half-way (the page's rows stay queued).
 */
export async function drainMentionQueue(db: Executor): Promise<void> {
  for (;;) {
    const more = await (db.isTransaction ? drainPage(db) : db.transaction().execute(drainPage));
    if (!more) return;
  }
}

async function drainPage(trx: Executor): Promise<boolean> {
  const lines = await trx
    .selectFrom('waybill_mention_queue as q')
    .leftJoin('chat_messages as m', (j) => j.onRef('m.session_id', '=', 'q.session_id').onRef('m.seq', '=', 'q.seq'))
    .select(['q.session_id', 'q.seq', 'm.author', 'm.type', 'm.content', 'm.created_at'])
    .orderBy('q.session_id')
    .orderBy('q.seq')
    .limit(PAGE)
    .execute();
  if (!lines.length) return false;
  const written = lines.flatMap((l) => (l.author === null || l.type === null || l.content === null || l.created_at === null ? [] : [{ ...l, author: l.author, type: l.type, content: l.content, created_at: Number(l.created_at) }]));
  const rows = mentionsOf(written);
  if (rows.length) {
    await trx
      .insertInto('waybill_mentions')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['waybill_no', 'session_id']).doUpdateSet({
          created_at: sql<number>`case when excluded.created_at < waybill_mentions.created_at then excluded.created_at else waybill_mentions.created_at end`,
        }),
      )
      .execute();
  }
  // The rows read, by their keys: a line queued meanwhile stays for the next page.
  await trx
    .deleteFrom('waybill_mention_queue')
    .where(sql<boolean>`(session_id, seq) in (${sql.join(lines.map((l) => sql`(${l.session_id}, ${l.seq})`))})`)
    .execute();
  return lines.length === PAGE;
}

/** Every instance reads the queue at its start and every minute; the returned function stops it. */
export function startMentionIndexing(ctx: AppContext, everyMs = EVERY_MS): () => Promise<void> {
  return startPeriodic(ctx, 'waybill mention indexing', everyMs, () => drainMentionQueue(ctx.db.kysely));
}
