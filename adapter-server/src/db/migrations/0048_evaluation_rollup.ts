import { sql, type Kysely } from 'kysely';
import { onPostgres } from '../compiled';
import { ROLLUP_HOUR_MS as HOUR_MS } from './0043_session_rollup';

/**
 * `evaluation_rollup`: the rated chats that ended, counted per UTC hour of their start, report filter key (agent,
 * skill group, channel, business), score, the evaluation's reasons (its `categories`, as JSON text) and whether it
 * holds a comment, so the satisfaction report over 90 days counts a few thousand rows instead of every rated chat
 * (features/reports/evaluation-rollup.ts). Kept by triggers on `chat_sessions` in the writer's transaction, as
 * `session_rollup` (0043) is: a chat counts once it is closed and rated, and any later change of such a chat takes its
 * old count out and puts its new one in. An evaluation that is not JSON counts with no reasons and no comment, as the
 * report reads it (session-view.ts `parseEvaluation`); the reasons' text is the database's own JSON text (PostgreSQL
 * writes jsonb's), which the reader parses. Absent agent or group are '', an absent score 0.
 */
const KEYS = ['hour', 'agent_key', 'group_key', 'channel', 'org_type', 'satisfaction', 'reasons', 'commented'];

/** The key columns both databases write alike (`r`: NEW, OLD or the table), then the evaluation's two. */
const plainKeys = (r: string) => [
  `${r}.created_at / ${HOUR_MS}`,
  `coalesce(${r}.agent_id, '')`,
  `coalesce(${r}.skill_group_id, '')`,
  `${r}.channel`,
  `coalesce(${r}.org_type, '')`,
  `coalesce(${r}.satisfaction, 0)`,
];

/** The key of one chat row on SQLite, in the order of KEYS. */
function sqliteKeys(r: string): string[] {
  const e = `${r}.evaluation`;
  return [
    ...plainKeys(r),
    // CASE, not AND: only CASE promises not to read an invalid text as JSON (which raises an error).
    `case when json_valid(${e}) then coalesce(cast(json_extract(${e}, '$.categories') as text), '') else '' end`,
    `case when json_valid(${e}) then (case when json_type(${e}, '$.comment') = 'text' and json_extract(${e}, '$.comment') <> '' then 1 else 0 end) else 0 end`,
  ];
}

/** The same on PostgreSQL, with `j` the evaluation as jsonb (null when it is not JSON). */
function postgresKeys(r: string, j: string): string[] {
  return [
    ...plainKeys(r),
    `coalesce((${j} -> 'categories')::text, '')`,
    `case when jsonb_typeof(${j} -> 'comment') = 'string' and ${j} ->> 'comment' <> '' then 1 else 0 end`,
  ];
}

const upsert = (keys: string[], sign: 1 | -1) =>
  `insert into evaluation_rollup (${KEYS.join(', ')}, n) values (${keys.join(', ')}, ${sign}) on conflict (${KEYS.join(', ')}) do update set n = evaluation_rollup.n + excluded.n`;

const run = (db: Kysely<unknown>, text: string) => sql.raw(text).execute(db);
/** The chats the rollup counts (`r`: NEW, OLD or the table). */
const counted = (r: string) => `${r}.status = 'closed' and ${r}.evaluated_at is not null`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('evaluation_rollup')
    .addColumn('hour', 'bigint', (c) => c.notNull())
    .addColumn('agent_key', 'text', (c) => c.notNull())
    .addColumn('group_key', 'text', (c) => c.notNull())
    .addColumn('channel', 'integer', (c) => c.notNull())
    .addColumn('org_type', 'text', (c) => c.notNull())
    .addColumn('satisfaction', 'integer', (c) => c.notNull())
    .addColumn('reasons', 'text', (c) => c.notNull())
    .addColumn('commented', 'integer', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('evaluation_rollup_pk', ['hour', 'agent_key', 'group_key', 'channel', 'org_type', 'satisfaction', 'reasons', 'commented'])
    .execute();

  if (onPostgres(db)) {
    // The evaluation as jsonb, or null when it is not JSON (a cast error would refuse the writer's update).
    await run(db, `create function evaluation_jsonb(t text) returns jsonb language plpgsql immutable as $$
begin
  return t::jsonb;
exception when others then
  return null;
end $$`);
    // The rated chats that ended before this migration, as the triggers would have added them.
    const keys = postgresKeys('s', 'evaluation_jsonb(s.evaluation)');
    await run(db, `insert into evaluation_rollup (${KEYS.join(', ')}, n) select ${keys.join(', ')}, count(*) from chat_sessions s where ${counted('s')} group by ${keys.join(', ')}`);
    await run(
      db,
      `create function evaluation_rollup_apply() returns trigger language plpgsql as $$
declare j jsonb;
begin
  if tg_op <> 'INSERT' and old.status = 'closed' and old.evaluated_at is not null then
    j := evaluation_jsonb(old.evaluation);
    ${upsert(postgresKeys('old', 'j'), -1)};
  end if;
  if tg_op <> 'DELETE' and new.status = 'closed' and new.evaluated_at is not null then
    j := evaluation_jsonb(new.evaluation);
    ${upsert(postgresKeys('new', 'j'), 1)};
  end if;
  return null;
end $$`,
    );
    await run(db, `create trigger evaluation_rollup_insert after insert on chat_sessions for each row when (${counted('new')}) execute function evaluation_rollup_apply()`);
    await run(db, `create trigger evaluation_rollup_update after update on chat_sessions for each row when ((${counted('old')}) or (${counted('new')})) execute function evaluation_rollup_apply()`);
    await run(db, `create trigger evaluation_rollup_delete after delete on chat_sessions for each row when (${counted('old')}) execute function evaluation_rollup_apply()`);
    return;
  }
  const keys = sqliteKeys('chat_sessions');
  await run(db, `insert into evaluation_rollup (${KEYS.join(', ')}, n) select ${keys.join(', ')}, count(*) from chat_sessions where ${counted('chat_sessions')} group by ${keys.join(', ')}`);
  await run(db, `create trigger evaluation_rollup_insert after insert on chat_sessions when ${counted('new')} begin ${upsert(sqliteKeys('new'), 1)}; end`);
  await run(db, `create trigger evaluation_rollup_update_old after update on chat_sessions when ${counted('old')} begin ${upsert(sqliteKeys('old'), -1)}; end`);
  await run(db, `create trigger evaluation_rollup_update_new after update on chat_sessions when ${counted('new')} begin ${upsert(sqliteKeys('new'), 1)}; end`);
  await run(db, `create trigger evaluation_rollup_delete after delete on chat_sessions when ${counted('old')} begin ${upsert(sqliteKeys('old'), -1)}; end`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (onPostgres(db)) {
    for (const name of ['insert', 'update', 'delete']) await run(db, `drop trigger if exists evaluation_rollup_${name} on chat_sessions`);
    await run(db, 'drop function if exists evaluation_rollup_apply()');
    await run(db, 'drop function if exists evaluation_jsonb(text)');
  } else {
    for (const name of ['insert', 'update_old', 'update_new', 'delete']) await run(db, `drop trigger if exists evaluation_rollup_${name}`);
  }
  await db.schema.dropTable('evaluation_rollup').execute();
}
