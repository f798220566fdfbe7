import type { Kysely } from 'kysely';

/**
 * Learning with a person in the loop (issue 38): the proposals an administrator dismissed. Proposals are drawn from
 * the unanswered questions an agent then answered, grouped by the question's normalised text (`question_key`); a
 * dismissed group stays hidden until a visitor asks a question of it again after `dismissed_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('robot_learning_dismissals')
    // The normalised question (lower case, no punctuation, single spaces) of the unanswered questions' log.
    .addColumn('question_key', 'varchar(500)', (c) => c.primaryKey())
    // The user id of who dismissed it, and when.
    .addColumn('dismissed_by', 'varchar(40)', (c) => c.notNull())
    .addColumn('dismissed_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('robot_learning_dismissals').execute();
}
