import { sql, type Kysely } from 'kysely';
import { mentionsOf } from '../../../../src/common/waybillNo';
import { onPostgres } from '../compiled';
import type { Database } from '../database';

/** A visitor's line as the backfill reads it. */
type Line = Pick<Database['chat_messages'], 'session_id' | 'seq' | 'author' | 'type' | 'content' | 'created_at'>;

/** Lines read per page of the backfill. */
const PAGE = 5_000;

/**
 * `waybill_mentions`: the waybill numbers visitors wrote in their chats' text lines, one row per number and chat
 * (its first mention), written with each line from now on (features/waybill/waybill-mentions.ts). Finding the
 * customers who named a number read every visitor line with `like '%…%'` (28 s on 10,000,000 messages, holding
 * SQLite's one connection all along); it reads this table's key. The lines written before are read here once, page
 * by page in the order of the (session, seq) index, only those holding the nine digits in a row every waybill number
 * has.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('waybill_mentions')
    .addColumn('waybill_no', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('waybill_mentions_pk', ['waybill_no', 'session_id'])
    .execute();
  await db.schema.createIndex('waybill_mentions_session_idx').on('waybill_mentions').column('session_id').execute();
  await backfillMentions(db);
}

/** Records the numbers of the lines already written, `page` lines at a time (exported for its test). */
export async function backfillMentions(db: Kysely<unknown>, page = PAGE): Promise<void> {
  const t = db as unknown as Kysely<Database>;
  // The visitors' text lines holding nine digits in a row (every waybill number has them), read in key order.
  const digits = onPostgres(db) ? sql<boolean>`content ~ '[0-9]{9}'` : sql<boolean>`content glob '*[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]*'`;
  let after: { session: string; seq: number } | null = null;
  for (;;) {
    const from: { session: string; seq: number } | null = after;
    const lines: Line[] = await t
      .selectFrom('chat_messages')
      .select(['session_id', 'seq', 'author', 'type', 'content', 'created_at'])
      .where('author', '=', 2)
      .where('type', '=', 'text')
      .where(digits)
      .$if(from !== null, (q) => q.where(sql<boolean>`(session_id, seq) > (${from!.session}, ${from!.seq})`))
      .orderBy('session_id')
      .orderBy('seq')
      .limit(page)
      .execute();
    if (!lines.length) break;
    const rows = mentionsOf(lines.map((l: Line) => ({ ...l, created_at: Number(l.created_at) })));
    for (let i = 0; i < rows.length; i += 500) {
      await t.insertInto('waybill_mentions').values(rows.slice(i, i + 500)).onConflict((oc) => oc.columns(['waybill_no', 'session_id']).doNothing()).execute();
    }
    const last: Line = lines[lines.length - 1];
    after = { session: last.session_id, seq: Number(last.seq) };
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('waybill_mentions').execute();
}
