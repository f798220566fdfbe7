import { sql, type Kysely } from 'kysely';
import { onPostgres } from '../compiled';

/**
 * `session_rollup`: the report sums of ended chats per UTC hour of their start and per report filter key (agent,
 * skill group, channel, business), so a report over 90 days adds up tens of thousands of rows instead of every chat
 * (features/reports/session-rollup.ts). Triggers on `chat_sessions` keep it in the writer's own transaction on both
 * databases, whatever code writes: a chat counts once it is closed (insert or update to `closed`), and a change to a
 * closed chat (a rating after it ended) takes its old sums out and puts its new ones in. They fire only for closed
 * chats, so the writes of a chat in progress (one per message) never touch it. The hour's greatest queue wait and
 * first response only grow: a closed chat's wait made shorter afterwards would leave the old maximum (no writer does).
 * Absent agent or group are '' (key columns take no null), the readers map them back.
 */
const HOUR_MS = 3_600_000;

/** Each sum and the expression of one chat row (`r`: NEW or OLD) it adds. */
const SUMS: [string, (r: string) => string][] = [
  ['offered', () => '1'],
  ['robot_only', (r) => `case when ${r}.converted = 0 then 1 else 0 end`],
  ['converted', (r) => `case when ${r}.converted = 1 then 1 else 0 end`],
  ['queued', (r) => `case when ${r}.queued_at is not null then 1 else 0 end`],
  ['abandoned', (r) => `case when ${r}.close_reason = 'abandoned' then 1 else 0 end`],
  ['answered', (r) => `case when ${r}.first_response_at is not null then 1 else 0 end`],
  ['wait_sum', (r) => `coalesce(${r}.queue_wait_ms, 0)`],
  ['wait_count', (r) => `case when ${r}.queue_wait_ms is not null then 1 else 0 end`],
  ['fr_sum', (r) => `coalesce(${r}.first_response_ms, 0)`],
  ['fr_count', (r) => `case when ${r}.first_response_ms is not null then 1 else 0 end`],
  ['resp_sum', (r) => `coalesce(${r}.agent_response_total_ms, 0)`],
  ['resp_count', (r) => `coalesce(${r}.agent_response_count, 0)`],
  ['dur_sum', (r) => `case when ${r}.converted = 1 then coalesce(${r}.duration_ms, 0) else 0 end`],
  ['dur_count', (r) => `case when ${r}.converted = 1 and ${r}.duration_ms is not null then 1 else 0 end`],
  ['visitor_msgs', (r) => `coalesce(${r}.visitor_msg_count, 0)`],
  ['agent_msgs', (r) => `coalesce(${r}.agent_msg_count, 0)`],
  ['robot_msgs', (r) => `coalesce(${r}.robot_msg_count, 0)`],
  ['transfers', (r) => `coalesce(${r}.transfer_count, 0)`],
  ['invited', (r) => `case when ${r}.evaluation_invited_at is not null then 1 else 0 end`],
  ['evaluated', (r) => `case when ${r}.evaluated_at is not null then 1 else 0 end`],
  ['sat_sum', (r) => `coalesce(${r}.satisfaction, 0)`],
  ['satisfied', (r) => `case when ${r}.satisfaction >= 4 then 1 else 0 end`],
];
const MAXES: [string, (r: string) => string][] = [
  ['wait_max', (r) => `coalesce(${r}.queue_wait_ms, 0)`],
  ['fr_max', (r) => `coalesce(${r}.first_response_ms, 0)`],
];
const KEYS: [string, (r: string) => string][] = [
  ['hour', (r) => `${r}.created_at / ${HOUR_MS}`],
  ['agent_key', (r) => `coalesce(${r}.agent_id, '')`],
  ['group_key', (r) => `coalesce(${r}.skill_group_id, '')`],
  ['channel', (r) => `${r}.channel`],
  ['org_type', (r) => `coalesce(${r}.org_type, '')`],
];
const KEY_NAMES = KEYS.map(([k]) => k).join(', ');
const COLUMNS = [...KEYS, ...SUMS, ...MAXES].map(([k]) => k).join(', ');

/** The upsert adding row `r` (sign 1) or taking it out (sign -1, the maxima left as they are). */
function upsert(r: string, sign: 1 | -1): string {
  const values = [...KEYS.map(([, e]) => e(r)), ...SUMS.map(([, e]) => (sign === 1 ? e(r) : `-(${e(r)})`)), ...MAXES.map(([, e]) => (sign === 1 ? e(r) : '0'))];
  const set = [
    ...SUMS.map(([k]) => `${k} = session_rollup.${k} + excluded.${k}`),
    ...MAXES.map(([k]) => `${k} = case when excluded.${k} > session_rollup.${k} then excluded.${k} else session_rollup.${k} end`),
  ];
  return `insert into session_rollup (${COLUMNS}) values (${values.join(', ')}) on conflict (${KEY_NAMES}) do update set ${set.join(', ')}`;
}

const run = (db: Kysely<unknown>, text: string) => sql.raw(text).execute(db);

export async function up(db: Kysely<unknown>): Promise<void> {
  let t = db.schema
    .createTable('session_rollup')
    .addColumn('hour', 'bigint', (c) => c.notNull())
    .addColumn('agent_key', 'text', (c) => c.notNull())
    .addColumn('group_key', 'text', (c) => c.notNull())
    .addColumn('channel', 'integer', (c) => c.notNull())
    .addColumn('org_type', 'text', (c) => c.notNull());
  for (const [k] of [...SUMS, ...MAXES]) t = t.addColumn(k, 'bigint', (c) => c.notNull().defaultTo(0));
  await t.addPrimaryKeyConstraint('session_rollup_pk', ['hour', 'agent_key', 'group_key', 'channel', 'org_type']).execute();

  // The chats that ended before this migration, as the triggers would have added them.
  const s = 'chat_sessions';
  const select = [...KEYS.map(([, e]) => e(s)), ...SUMS.map(([, e]) => `sum(${e(s)})`), ...MAXES.map(([, e]) => `max(${e(s)})`)];
  await run(db, `insert into session_rollup (${COLUMNS}) select ${select.join(', ')} from chat_sessions where status = 'closed' group by ${KEYS.map(([, e]) => e(s)).join(', ')}`);

  if (onPostgres(db)) {
    await run(
      db,
      `create function session_rollup_apply() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    if old.status = 'closed' then ${upsert('old', -1)}; end if;
  end if;
  if tg_op <> 'DELETE' then
    if new.status = 'closed' then ${upsert('new', 1)}; end if;
  end if;
  return null;
end $$`,
    );
    await run(db, `create trigger session_rollup_insert after insert on chat_sessions for each row when (new.status = 'closed') execute function session_rollup_apply()`);
    await run(db, `create trigger session_rollup_update after update on chat_sessions for each row when (old.status = 'closed' or new.status = 'closed') execute function session_rollup_apply()`);
    await run(db, `create trigger session_rollup_delete after delete on chat_sessions for each row when (old.status = 'closed') execute function session_rollup_apply()`);
    return;
  }
  // SQLite: an upsert's VALUES cannot be conditional, so the update trigger's two halves are two triggers.
  await run(db, `create trigger session_rollup_insert after insert on chat_sessions when new.status = 'closed' begin ${upsert('new', 1)}; end`);
  await run(db, `create trigger session_rollup_update_old after update on chat_sessions when old.status = 'closed' begin ${upsert('old', -1)}; end`);
  await run(db, `create trigger session_rollup_update_new after update on chat_sessions when new.status = 'closed' begin ${upsert('new', 1)}; end`);
  await run(db, `create trigger session_rollup_delete after delete on chat_sessions when old.status = 'closed' begin ${upsert('old', -1)}; end`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (onPostgres(db)) {
    for (const name of ['insert', 'update', 'delete']) await run(db, `drop trigger if exists session_rollup_${name} on chat_sessions`);
    await run(db, 'drop function if exists session_rollup_apply()');
  } else {
    for (const name of ['insert', 'update_old', 'update_new', 'delete']) await run(db, `drop trigger if exists session_rollup_${name}`);
  }
  await db.schema.dropTable('session_rollup').execute();
}

/** The sum columns and the maxima, for the readers. */
export const ROLLUP_SUMS = SUMS.map(([k]) => k);
export const ROLLUP_MAXES = MAXES.map(([k]) => k);
export const ROLLUP_HOUR_MS = HOUR_MS;
