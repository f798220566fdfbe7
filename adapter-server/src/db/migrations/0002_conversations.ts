import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('visitors')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('open_id', 'varchar(128)')
    .addColumn('channel', 'integer', (c) => c.notNull())
    .addColumn('nickname', 'varchar(64)', (c) => c.notNull())
    .addColumn('phone', 'varchar(32)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('visitors_open_id_idx').on('visitors').columns(['channel', 'open_id']).execute();

  await db.schema
    .createTable('skill_groups')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('description', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('skill_group_agents')
    .addColumn('skill_group_id', 'varchar(40)', (c) => c.notNull().references('skill_groups.id').onDelete('cascade'))
    .addColumn('agent_id', 'varchar(40)', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('skill_group_agents_pk', ['skill_group_id', 'agent_id'])
    .execute();
  await db.schema.createIndex('skill_group_agents_agent_idx').on('skill_group_agents').column('agent_id').execute();
  await db.schema
    .createTable('skill_group_links')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('channel', 'integer', (c) => c.notNull().unique())
    .addColumn('skill_group_id', 'varchar(40)', (c) => c.notNull().references('skill_groups.id'))
    .addColumn('fallback_group_id', 'varchar(40)', (c) => c.references('skill_groups.id'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('chat_sessions')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('visitor_id', 'varchar(40)', (c) => c.notNull().references('visitors.id'))
    .addColumn('channel', 'integer', (c) => c.notNull())
    .addColumn('source', 'varchar(32)', (c) => c.notNull())
    .addColumn('org_type', 'varchar(4)', (c) => c.notNull().defaultTo('kd'))
    .addColumn('skill_group_id', 'varchar(40)')
    .addColumn('agent_id', 'varchar(40)')
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('queue_priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('queued_at', 'bigint')
    .addColumn('assigned_at', 'bigint')
    .addColumn('first_response_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .addColumn('close_reason', 'varchar(16)')
    .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_message_at', 'bigint')
    .addColumn('last_message_preview', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('agent_read_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visitor_read_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('converted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('queue_wait_ms', 'bigint')
    .addColumn('first_response_ms', 'bigint')
    .addColumn('duration_ms', 'bigint')
    .addColumn('transfer_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visitor_msg_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('agent_msg_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('robot_msg_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('evaluation_invited_at', 'bigint')
    .addColumn('evaluated_at', 'bigint')
    .addColumn('satisfaction', 'integer')
    .addColumn('evaluation', 'text')
    .execute();
  await db.schema.createIndex('chat_sessions_queue_idx').on('chat_sessions').columns(['status', 'skill_group_id', 'queue_priority', 'queued_at']).execute();
  await db.schema.createIndex('chat_sessions_agent_idx').on('chat_sessions').columns(['agent_id', 'status']).execute();
  await db.schema.createIndex('chat_sessions_visitor_idx').on('chat_sessions').columns(['visitor_id', 'created_at']).execute();
  await db.schema.createIndex('chat_sessions_created_idx').on('chat_sessions').columns(['created_at', 'channel']).execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('session_id', 'varchar(40)', (c) => c.notNull().references('chat_sessions.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('author', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('content_raw', 'text')
    .addColumn('client_msg_id', 'varchar(64)')
    .addColumn('agent_id', 'varchar(40)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('extra', 'text')
    .addUniqueConstraint('chat_messages_session_seq_uq', ['session_id', 'seq'])
    .addUniqueConstraint('chat_messages_session_client_uq', ['session_id', 'client_msg_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['chat_messages', 'chat_sessions', 'skill_group_links', 'skill_group_agents', 'skill_groups', 'visitors']) {
    await db.schema.dropTable(t).execute();
  }
}
