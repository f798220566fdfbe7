import type { Kysely } from 'kysely';

/** Words the first vocabulary put in the outlet group that say where, not what: "a hospital nearby" is no outlet. */
const NOT_OUTLET = ['near me', 'close to me', 'nearby', '附近', '最近的'];

/**
 * The robot learning from use: the "did you mean" suggestions visitors picked, by the question they had asked
 * (the no-answer screen offers the picked entry first). Also takes the location words out of the seeded outlet
 * group of databases seeded before the vocabulary lost them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('robot_suggestion_picks')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    // The visitor's question as logged (sensitive words masked).
    .addColumn('question', 'varchar(500)', (c) => c.notNull())
    .addColumn('qa_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('robot_suggestion_picks_question_qa_uq', ['question', 'qa_id'])
    .execute();
  const synonyms = db as Kysely<{ robot_synonyms: { id: string; name: string; words: string; updated_at: number } }>;
  const outlet = await synonyms.selectFrom('robot_synonyms').select(['id', 'words']).where('name', '=', 'outlet').executeTakeFirst();
  if (!outlet) return;
  const words = JSON.parse(outlet.words) as string[];
  const kept = words.filter((w) => !NOT_OUTLET.includes(w));
  if (kept.length !== words.length) {
    await synonyms.updateTable('robot_synonyms').set({ words: JSON.stringify(kept), updated_at: Date.now() }).where('id', '=', outlet.id).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('robot_suggestion_picks').execute();
}

