import { sql, type Kysely } from 'kysely';
import { onPostgres } from '../compiled';
import { ROLLUP_MAXES, ROLLUP_SUMS } from './0043_session_rollup';

/**
 * Daily rollups for reports over months (features/reports/session-rollup.ts, satisfaction.repository.ts); a day is a
 * UTC day of the chat's start (`created_at / 86400000`, so an hour's chats fall in the day `hour / 24`).
 *
 * - `session_rollup_day`: `session_rollup` (0043) summed by day, kept by triggers on the hourly rows themselves, so it
 *   is the hours' sum whatever changed them (sums add the change, maxima only grow, as the hours' do).
 * - `evaluation_day`: the rated chats that ended, counted per day, report filter key, score (0: none) and whether the
 *   rating holds a comment; `evaluation_reason_day`: the same chats per day, filter key, category and reason, the
 *   category alone under reason '' (reasons are codes, never empty: `submitEvaluation` takes known ones only). Kept by triggers on `chat_sessions` in the writer's transaction, as 0043's: a chat
 *   counts once it is closed and rated, and any later change takes its old counts out and puts its new ones in. The
 *   evaluation is read as the report reads it (session-view.ts `parseEvaluation`): text that is not JSON, or
 *   categories that are not an object, count with no reasons; a reason that is not text is not one; a comment counts
 *   when it is non-empty text.
 */
const DAY_KEYS = ['day', 'agent_key', 'group_key', 'channel', 'org_type'];
const HOURLY_KEYS = ['agent_key', 'group_key', 'channel', 'org_type'];

const run = (db: Kysely<unknown>, text: string) => sql.raw(text).execute(db);

/** The day's upsert of an hourly row's change: `sum(c)` its change of a sum, `max(c)` its maximum (0: none). */
function dayUpsert(sum: (c: string) => string, max: (c: string) => string, r: string): string {
  const columns = [...DAY_KEYS, ...ROLLUP_SUMS, ...ROLLUP_MAXES];
  const values = [`${r}.hour / 24`, ...HOURLY_KEYS.map((k) => `${r}.${k}`), ...ROLLUP_SUMS.map(sum), ...ROLLUP_MAXES.map(max)];
  const set = [
    ...ROLLUP_SUMS.map((k) => `${k} = session_rollup_day.${k} + excluded.${k}`),
    ...ROLLUP_MAXES.map((k) => `${k} = case when excluded.${k} > session_rollup_day.${k} then excluded.${k} else session_rollup_day.${k} end`),
  ];
  return `insert into session_rollup_day (${columns.join(', ')}) values (${values.join(', ')}) on conflict (${DAY_KEYS.join(', ')}) do update set ${set.join(', ')}`;
}
const added = dayUpsert((c) => `new.${c}`, (c) => `new.${c}`, 'new');
const changed = dayUpsert((c) => `new.${c} - old.${c}`, (c) => `new.${c}`, 'new');
const removed = dayUpsert((c) => `-old.${c}`, () => '0', 'old');

/** The filter key of a chat row (`r`: NEW, OLD or the table), in the order of DAY_KEYS. */
const chatKeys = (r: string) => [`${r}.created_at / 86400000`, `coalesce(${r}.agent_id, '')`, `coalesce(${r}.skill_group_id, '')`, `${r}.channel`, `coalesce(${r}.org_type, '')`];
/** The chats the evaluation rollups count. */
const counted = (r: string) => `${r}.status = 'closed' and ${r}.evaluated_at is not null`;

interface Reading {
  /** Whether the rating holds a comment (0 or 1). */
  commented: string;
  /** A set-returning source of (key, value) per category, and of the text reasons in a category's value `v`. */
  eachCategory: string;
  eachReason: (v: string) => string;
  reasonText: string;
}

/** SQLite: CASE, not AND, keeps an invalid text from being read as JSON (which raises an error). */
function sqliteReading(r: string): Reading {
  const e = `${r}.evaluation`;
  const categories = `case when json_valid(${e}) then (case when json_type(${e}, '$.categories') = 'object' then json_extract(${e}, '$.categories') else '{}' end) else '{}' end`;
  return {
    commented: `case when json_valid(${e}) then (case when json_type(${e}, '$.comment') = 'text' and json_extract(${e}, '$.comment') <> '' then 1 else 0 end) else 0 end`,
    eachCategory: `json_each(${categories}) c`,
    eachReason: (v) => `json_each(case when c.type = 'array' then ${v} else '[]' end) x`,
    reasonText: `x.value`,
  };
}

/** PostgreSQL, with `j` the evaluation as jsonb (null when it is not JSON). */
function postgresReading(j: string): Reading {
  const categories = `case when jsonb_typeof(${j} -> 'categories') = 'object' then ${j} -> 'categories' else '{}'::jsonb end`;
  return {
    commented: `case when jsonb_typeof(${j} -> 'comment') = 'string' and ${j} ->> 'comment' <> '' then 1 else 0 end`,
    eachCategory: `jsonb_each(${categories}) c`,
    eachReason: (v) => `jsonb_array_elements(case when jsonb_typeof(${v}) = 'array' then ${v} else '[]'::jsonb end) x`,
    reasonText: `x #>> '{}'`,
  };
}

const COUNT_KEYS = [...DAY_KEYS, 'satisfaction', 'commented'];
const REASON_KEYS = [...DAY_KEYS, 'category', 'reason'];
const countUpsert = `on conflict (${COUNT_KEYS.join(', ')}) do update set n = evaluation_day.n + excluded.n`;
const reasonUpsert = `on conflict (${REASON_KEYS.join(', ')}) do update set n = evaluation_reason_day.n + excluded.n`;

/**
 * The statements counting chat row `r` (sign 1) or taking it out (-1). Each groups what it adds, so one statement
 * never meets the same key twice (PostgreSQL refuses that in an upsert); `reasonIsText` keeps the reasons that are text.
 */
function evaluationUpserts(r: string, g: Reading, sign: 1 | -1, reasonIsText: string): string[] {
  const keys = chatKeys(r);
  const c = 'c.key';
  return [
    `insert into evaluation_day (${COUNT_KEYS.join(', ')}, n) values (${keys.join(', ')}, coalesce(${r}.satisfaction, 0), ${g.commented}, ${sign}) ${countUpsert}`,
    `insert into evaluation_reason_day (${REASON_KEYS.join(', ')}, n) select ${keys.join(', ')}, ${c}, '', ${sign} * count(*) from ${g.eachCategory} where true group by ${c} ${reasonUpsert}`,
    `insert into evaluation_reason_day (${REASON_KEYS.join(', ')}, n) select ${keys.join(', ')}, ${c}, ${g.reasonText}, ${sign} * count(*) from ${g.eachCategory} cross join ${g.eachReason('c.value')} where ${reasonIsText} group by ${c}, ${g.reasonText} ${reasonUpsert}`,
  ];
}

export async function up(db: Kysely<unknown>): Promise<void> {
  let t = db.schema.createTable('session_rollup_day').addColumn('day', 'bigint', (c) => c.notNull());
  for (const k of ['agent_key', 'group_key']) t = t.addColumn(k, 'text', (c) => c.notNull());
  t = t.addColumn('channel', 'integer', (c) => c.notNull()).addColumn('org_type', 'text', (c) => c.notNull());
  for (const k of [...ROLLUP_SUMS, ...ROLLUP_MAXES]) t = t.addColumn(k, 'bigint', (c) => c.notNull().defaultTo(0));
  await t.addPrimaryKeyConstraint('session_rollup_day_pk', DAY_KEYS as ['day']).execute();

  for (const [table, extra] of [
    ['evaluation_day', [['satisfaction', 'integer'], ['commented', 'integer']]],
    ['evaluation_reason_day', [['category', 'text'], ['reason', 'text']]],
  ] as const) {
    let e = db.schema.createTable(table).addColumn('day', 'bigint', (c) => c.notNull());
    for (const k of ['agent_key', 'group_key']) e = e.addColumn(k, 'text', (c) => c.notNull());
    e = e.addColumn('channel', 'integer', (c) => c.notNull()).addColumn('org_type', 'text', (c) => c.notNull());
    for (const [k, type] of extra) e = e.addColumn(k, type, (c) => c.notNull());
    e = e.addColumn('n', 'bigint', (c) => c.notNull().defaultTo(0));
    await e.addPrimaryKeyConstraint(`${table}_pk`, [...DAY_KEYS, ...extra.map(([k]) => k)] as ['day']).execute();
  }

  // What was there before this migration, as the triggers would have counted it.
  const hourKeys = ['hour / 24', ...HOURLY_KEYS];
  await run(
    db,
    `insert into session_rollup_day (${[...DAY_KEYS, ...ROLLUP_SUMS, ...ROLLUP_MAXES].join(', ')}) select ${[...hourKeys, ...ROLLUP_SUMS.map((k) => `sum(${k})`), ...ROLLUP_MAXES.map((k) => `max(${k})`)].join(', ')} from session_rollup group by ${hourKeys.join(', ')}`,
  );
  const pg = onPostgres(db);
  if (pg) {
    // The evaluation as jsonb, or null when it is not JSON (a cast error would refuse the writer's update).
    await run(db, `create function evaluation_jsonb(t text) returns jsonb language plpgsql immutable as $$
begin
  return t::jsonb;
exception when others then
  return null;
end $$`);
  }
  const s = 'chat_sessions';
  const g = pg ? postgresReading(`evaluation_jsonb(${s}.evaluation)`) : sqliteReading(s);
  const keys = chatKeys(s);
  await run(db, `insert into evaluation_day (${COUNT_KEYS.join(', ')}, n) select ${keys.join(', ')}, coalesce(${s}.satisfaction, 0), ${g.commented}, count(*) from ${s} where ${counted(s)} group by ${[...keys, `coalesce(${s}.satisfaction, 0)`, g.commented].join(', ')}`);
  await run(db, `insert into evaluation_reason_day (${REASON_KEYS.join(', ')}, n) select ${keys.join(', ')}, c.key, '', count(*) from ${s} cross join ${g.eachCategory} where ${counted(s)} group by ${[...keys, 'c.key'].join(', ')}`);
  const textReason = pg ? `jsonb_typeof(x) = 'string'` : `x.type = 'text'`;
  await run(
    db,
    `insert into evaluation_reason_day (${REASON_KEYS.join(', ')}, n) select ${keys.join(', ')}, c.key, ${g.reasonText}, count(*) from ${s} cross join ${g.eachCategory} cross join ${g.eachReason('c.value')} where ${counted(s)} and ${textReason} group by ${[...keys, 'c.key', g.reasonText].join(', ')}`,
  );

  if (pg) {
    await run(
      db,
      `create function session_rollup_day_apply() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then ${added};
  elsif tg_op = 'UPDATE' then ${changed};
  else ${removed};
  end if;
  return null;
end $$`,
    );
    for (const op of ['insert', 'update', 'delete']) await run(db, `create trigger session_rollup_day_${op} after ${op} on session_rollup for each row execute function session_rollup_day_apply()`);
    await run(
      db,
      `create function evaluation_day_apply() returns trigger language plpgsql as $$
declare j jsonb;
begin
  if tg_op <> 'INSERT' and ${counted('old')} then
    j := evaluation_jsonb(old.evaluation);
    ${evaluationUpserts('old', postgresReading('j'), -1, textReason).join(';\n    ')};
  end if;
  if tg_op <> 'DELETE' and ${counted('new')} then
    j := evaluation_jsonb(new.evaluation);
    ${evaluationUpserts('new', postgresReading('j'), 1, textReason).join(';\n    ')};
  end if;
  return null;
end $$`,
    );
    await run(db, `create trigger evaluation_day_insert after insert on chat_sessions for each row when (${counted('new')}) execute function evaluation_day_apply()`);
    await run(db, `create trigger evaluation_day_update after update on chat_sessions for each row when ((${counted('old')}) or (${counted('new')})) execute function evaluation_day_apply()`);
    await run(db, `create trigger evaluation_day_delete after delete on chat_sessions for each row when (${counted('old')}) execute function evaluation_day_apply()`);
    return;
  }
  await run(db, `create trigger session_rollup_day_insert after insert on session_rollup begin ${added}; end`);
  await run(db, `create trigger session_rollup_day_update after update on session_rollup begin ${changed}; end`);
  await run(db, `create trigger session_rollup_day_delete after delete on session_rollup begin ${removed}; end`);
  const body = (r: 'old' | 'new', sign: 1 | -1) => evaluationUpserts(r, sqliteReading(r), sign, textReason).map((q) => `${q};`).join(' ');
  await run(db, `create trigger evaluation_day_insert after insert on chat_sessions when ${counted('new')} begin ${body('new', 1)} end`);
  await run(db, `create trigger evaluation_day_update_old after update on chat_sessions when ${counted('old')} begin ${body('old', -1)} end`);
  await run(db, `create trigger evaluation_day_update_new after update on chat_sessions when ${counted('new')} begin ${body('new', 1)} end`);
  await run(db, `create trigger evaluation_day_delete after delete on chat_sessions when ${counted('old')} begin ${body('old', -1)} end`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (onPostgres(db)) {
    for (const op of ['insert', 'update', 'delete']) {
      await run(db, `drop trigger if exists session_rollup_day_${op} on session_rollup`);
      await run(db, `drop trigger if exists evaluation_day_${op} on chat_sessions`);
    }
    await run(db, 'drop function if exists session_rollup_day_apply()');
    await run(db, 'drop function if exists evaluation_day_apply()');
    await run(db, 'drop function if exists evaluation_jsonb(text)');
  } else {
    for (const op of ['insert', 'update', 'delete']) await run(db, `drop trigger if exists session_rollup_day_${op}`);
    for (const name of ['insert', 'update_old', 'update_new', 'delete']) await run(db, `drop trigger if exists evaluation_day_${name}`);
  }
  for (const table of ['session_rollup_day', 'evaluation_day', 'evaluation_reason_day']) await db.schema.dropTable(table).execute();
}
