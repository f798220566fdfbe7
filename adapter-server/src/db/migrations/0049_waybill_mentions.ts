import { sql, type Kysely } from 'kysely';
import { mentionsOf } from '../../../../src/common/waybillNo';
import { onPostgres } from '../compiled';
import type { Database } from '../database';

/** A visitor's line as the backfill reads it. */
type Line = Pick<Database['chat_messages'], 'session_id' | 'seq' | 'author' | 'type' | 'content' | 'created_at'>;

/** Lines read per page of the backfill. */
const PAGE = 5_000;

/** A visitor's text line that may hold a waybill number: nine digits in a row, which every waybill number has. */
const candidate = (pg: boolean, r: string) =>
  `${r}.author = 2 and ${r}.type = 'text' and ${pg ? `${r}.content ~ '[0-9]{9}'` : `${r}.content glob '*[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]*'`}`;

/**
 * `waybill_mentions`: the waybill numbers visitors wrote in their chats' text lines, one row per number and chat (its
 * first mention). Finding the customers who named a number read every visitor line with `like '%…%'` (28 s on
 * 10,000,000 messages, holding SQLite's one connection all along); it reads this table's key.
 *
 * A trigger puts every new candidate line in `waybill_mention_queue` in its writer's transaction, whatever code writes
 * it (an instance of the release before during a rolling upgrade, an import): the server reads the queued lines'
 * numbers into `waybill_mentions` (features/waybill/waybill-mentions.ts: every minute, and before every search, so a
 * search never misses a line). The lines written before are read here once, page by page in the order of the
 * (session, seq) index.
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
  await db.schema
    .createTable('waybill_mention_queue')
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('waybill_mention_queue_pk', ['session_id', 'seq'])
    .execute();
  const queue = 'insert into waybill_mention_queue (session_id, seq) values (new.session_id, new.seq) on conflict do nothing';
  if (onPostgres(db)) {
    await sql.raw(`create function waybill_mention_queue_add() returns trigger language plpgsql as $$ begin ${queue}; return null; end $$`).execute(db);
    await sql.raw(`create trigger waybill_mention_queue_insert after insert on chat_messages for each row when (${candidate(true, 'new')}) execute function waybill_mention_queue_add()`).execute(db);
  } else {
    await sql.raw(`create trigger waybill_mention_queue_insert after insert on chat_messages when ${candidate(false, 'new')} begin ${queue}; end`).execute(db);
  }
  await backfillMentions(db);
}

/** Records the numbers of the lines already written, `page` lines at a time (exported for its test). */
export async function backfillMentions(db: Kysely<unknown>, page = PAGE): Promise<void> {
  const t = db as unknown as Kysely<Database>;
  const digits = sql.raw<boolean>(candidate(onPostgres(db), 'chat_messages'));
  let after: { session: string; seq: number } | null = null;
  for (;;) {
    const from: { session: string; seq: number } | null = after;
    const lines: Line[] = await t
      .selectFrom('chat_messages')
      .select(['session_id', 'seq', 'author', 'type', 'content', 'created_at'])
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
  if (onPostgres(db)) {
    await sql.raw('drop trigger if exists waybill_mention_queue_insert on chat_messages').execute(db);
    await sql.raw('drop function if exists waybill_mention_queue_add()').execute(db);
  } else {
    await sql.raw('drop trigger if exists waybill_mention_queue_insert').execute(db);
  }
  await db.schema.dropTable('waybill_mention_queue').execute();
  await db.schema.dropTable('waybill_mentions').execute();
}
