import { sql, type Kysely } from 'kysely';
import { onPostgres } from '../compiled';

/** An enabled automation rule of the event: a trigger queues nothing for an event no rule acts on. */
const ruled = (event: string) => `exists (select 1 from automation_rules where event = '${event}' and enabled = 1)`;
/** A visitor's line, queued when its chat is with the humans (queued or with an agent), with the chat's channel and entry. */
const queueLine =
  "insert into automation_outbox (event, session_id, message, channel, org_type, created_at) select 'message', new.session_id, new.content, s.channel, s.org_type, new.created_at from chat_sessions s where s.id = new.session_id and s.status in ('queued', 'active')";
const queueChat = (event: string, at: string) =>
  `insert into automation_outbox (event, session_id, channel, org_type, created_at) values ('${event}', new.id, new.channel, new.org_type, ${at})`;

/**
 * Each event a chat's row changes into: its condition on the updated row and its time. A chat written new is an event
 * only when it enters the queue (`insert`); one written already assigned or ended is history (a seed, an import).
 */
const CHAT_EVENTS = [
  // Entered the human queue for the first time (the SLA clocks' start, never rewritten).
  { event: 'created', when: 'new.first_queued_at is not null and old.first_queued_at is null', insert: "new.status = 'queued'", at: 'new.first_queued_at' },
  // Given to an agent: by the routing, a transfer or a supervisor.
  { event: 'assigned', when: 'new.agent_id is not null and (old.agent_id is null or old.agent_id <> new.agent_id)', at: 'coalesce(new.assigned_at, new.created_at)' },
  // Ended, once it had been with the humans.
  { event: 'ended', when: "new.status = 'closed' and new.converted = 1 and old.status <> 'closed'", at: 'coalesce(new.closed_at, new.created_at)' },
];
/** The triggers of a chat's event: after an update, and after an insert when it has one. */
const chatTriggers = (e: (typeof CHAT_EVENTS)[number]) => [
  { name: `automation_outbox_${e.event}_update`, on: 'update', when: e.when },
  ...(e.insert ? [{ name: `automation_outbox_${e.event}_insert`, on: 'insert', when: e.insert }] : []),
];

/**
 * The automation rules' events as rows (issue 36): a rule's acts were done by the instance that committed the event,
 * after the commit, so an instance stopping in between lost them. Triggers now queue each event in its writer's
 * transaction, whatever code writes it, and only when an enabled rule acts on that event: a chat entering the human
 * queue (`created`), given to an agent (`assigned`), a visitor's line in a human chat (`message`, with its text) and
 * a human chat's end (`ended`). Every instance works the queue (features/automation: at once after its own events,
 * and every few seconds for the rest): a row is claimed for a while, each act is recorded in `automation_done` in the
 * act's own transaction (so a row worked again after a stop does no act twice), and the row goes when all are done.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = onPostgres(db);
  await db.schema
    .createTable('automation_outbox')
    .addColumn('id', pg ? 'bigint' : 'integer', (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('event', 'varchar(16)', (c) => c.notNull())
    .addColumn('session_id', 'varchar(40)', (c) => c.notNull())
    // The visitor's line, for `message`.
    .addColumn('message', 'text')
    // The chat's channel and entry then: rules on them are held to the row before the chat is read.
    .addColumn('channel', 'integer', (c) => c.notNull())
    .addColumn('org_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // Until when an instance holds it (0: free); how many times one took it.
    .addColumn('claimed_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('automation_done')
    .addColumn('outbox_id', 'bigint', (c) => c.notNull())
    .addColumn('rule_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('act', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('automation_done_pk', ['outbox_id', 'rule_id', 'act'])
    .execute();

  const line = `new.author = 2`;
  if (pg) {
    // The row's conditions in each trigger's WHEN (no subquery there), the rules' in its function.
    for (const e of CHAT_EVENTS) {
      await sql.raw(`create function automation_outbox_${e.event}() returns trigger language plpgsql as $$ begin if ${ruled(e.event)} then ${queueChat(e.event, e.at)}; end if; return null; end $$`).execute(db);
      for (const t of chatTriggers(e)) await sql.raw(`create trigger ${t.name} after ${t.on} on chat_sessions for each row when (${t.when}) execute function automation_outbox_${e.event}()`).execute(db);
    }
    await sql.raw(`create function automation_outbox_line() returns trigger language plpgsql as $$ begin if ${ruled('message')} then ${queueLine}; end if; return null; end $$`).execute(db);
    await sql.raw(`create trigger automation_outbox_line after insert on chat_messages for each row when (${line}) execute function automation_outbox_line()`).execute(db);
    return;
  }
  for (const e of CHAT_EVENTS) {
    for (const t of chatTriggers(e)) await sql.raw(`create trigger ${t.name} after ${t.on} on chat_sessions when ${t.when} and ${ruled(e.event)} begin ${queueChat(e.event, e.at)}; end`).execute(db);
  }
  await sql.raw(`create trigger automation_outbox_line after insert on chat_messages when ${line} and ${ruled('message')} begin ${queueLine}; end`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (onPostgres(db)) {
    for (const t of CHAT_EVENTS.flatMap(chatTriggers)) await sql.raw(`drop trigger if exists ${t.name} on chat_sessions`).execute(db);
    await sql.raw('drop trigger if exists automation_outbox_line on chat_messages').execute(db);
    for (const f of [...CHAT_EVENTS.map((e) => e.event), 'line']) await sql.raw(`drop function if exists automation_outbox_${f}()`).execute(db);
  } else {
    for (const t of CHAT_EVENTS.flatMap(chatTriggers)) await sql.raw(`drop trigger if exists ${t.name}`).execute(db);
    await sql.raw('drop trigger if exists automation_outbox_line').execute(db);
  }
  await db.schema.dropTable('automation_done').execute();
  await db.schema.dropTable('automation_outbox').execute();
}
