import { type Kysely, sql } from 'kysely';

/** Every column that holds a visitor's id. */
const VISITOR_COLUMNS = ['chat_sessions', 'blacklist', 'robot_no_answer', 'robot_no_intention', 'robot_votes', 'robot_ratings', 'robot_orders', 'robot_claims', 'ai_chats'] as const;

/**
 * One visitor per signed channel identity: (channel, open_id) becomes unique. Two first requests of one channel
 * user at the same moment (two tabs, two instances) could each write a visitor; such twins are merged first into the
 * oldest id (the one migration 0033 made their customer from): their chats, blacklist entries, robot records and
 * uploads move to it, it keeps the earliest first visit and the latest last one, and the twin goes. Anonymous
 * visitors (no open_id) are untouched: NULLs never collide.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const twins = await sql<{ id: string; keeper: string }>`
    select v.id, k.keeper from visitors v
    join (select channel, open_id, min(id) as keeper from visitors where open_id is not null group by channel, open_id having count(*) > 1) k
      on k.channel = v.channel and k.open_id = v.open_id
    where v.id <> k.keeper`.execute(db);
  for (const { id, keeper } of twins.rows) {
    for (const table of VISITOR_COLUMNS) await sql`update ${sql.table(table)} set visitor_id = ${keeper} where visitor_id = ${id}`.execute(db);
    await sql`update image_uploads set uploader = ${`visitor:${keeper}`} where uploader = ${`visitor:${id}`}`.execute(db);
    await sql`update visitors set
        created_at = (select min(created_at) from visitors where id in (${id}, ${keeper})),
        last_seen_at = (select max(last_seen_at) from visitors where id in (${id}, ${keeper}))
      where id = ${keeper}`.execute(db);
    await sql`delete from visitors where id = ${id}`.execute(db);
  }
  await db.schema.dropIndex('visitors_open_id_idx').execute();
  await db.schema.createIndex('visitors_identity_uq').on('visitors').columns(['channel', 'open_id']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('visitors_identity_uq').execute();
  await db.schema.createIndex('visitors_open_id_idx').on('visitors').columns(['channel', 'open_id']).execute();
}
