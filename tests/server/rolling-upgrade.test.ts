import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../adapter-server/src/db/migrate';
import { migrations } from '../../adapter-server/src/db/migrations/index';
import { chatting, clientMsgId, request, type TestAgent, type TestVisitor } from '../helpers/conversation';
import { createTestApp, DIALECTS, nextEvent, underSchemaLock, type TestApp } from '../helpers/test-app';

/**
 * The next release's migration as the rules in docs/operations.md have it: it adds (a nullable column, a table)
 * and removes nothing, so this version's code still reads and writes everything it knows.
 */
const nextRelease: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('chat_sessions').addColumn('next_release_note', 'varchar(64)').execute();
    await db.schema.createTable('next_release_things').addColumn('id', 'varchar(40)', (c) => c.primaryKey()).execute();
  },
};
const NEXT = '9000_next_release';

/** One message each way on the chat, through whichever instances the two sockets are on. */
async function talk(agent: TestAgent, v: TestVisitor, sessionId: string, words: string): Promise<void> {
  const atAgent = nextEvent(agent.socket, 'chatMessage', 10_000, (m: any) => m.content === `${words}?`);
  expect((await request(v.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: `${words}?` })).status).toBe(0);
  await atAgent;
  const atVisitor = nextEvent(v.socket, 'chatMessage', 10_000, (m: any) => m.content === `${words}!`);
  expect((await request(agent.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: `${words}!` })).status).toBe(0);
  await atVisitor;
}

describe.each(DIALECTS)('a rolling upgrade (%s)', (dialect) => {
  it('keeps a chat going while the next release migrates the database, and this version still starts beside it', async () => {
    const apps: TestApp[] = [];
    try {
      const old = await createTestApp(dialect);
      apps.push(old);
      const { agent, v, sessionId } = await chatting(old, 'agent1');
      await talk(agent, v, sessionId, 'before');

      // The first instance of the next release starts: it migrates the shared database while this one serves.
      await underSchemaLock(dialect, () => migrateToLatest(old.db.kysely, { ...migrations, [NEXT]: nextRelease }));
      await talk(agent, v, sessionId, 'during');

      // This version starts again on the upgraded database (an instance restarted before its turn to upgrade):
      // Kysely's migrator alone refuses, as the database has run a migration this version does not have.
      const again = await createTestApp(dialect, { db: old.db, seed: false });
      apps.push(again);
      const token = await again.login('agent2');
      expect((await again.call('GET', '/sso/api/profile', { token })).body.status).toBe(0);
      await talk(agent, v, sessionId, 'after');
      const stored = await old.db.kysely.selectFrom('chat_messages').select('content').where('session_id', '=', sessionId).execute();
      expect(stored.map((m) => m.content)).toEqual(expect.arrayContaining(['before?', 'before!', 'during?', 'during!', 'after?', 'after!']));
    } finally {
      for (const a of apps.reverse()) await a.close();
    }
  });

  it('refuses to start on a database that ran a migration of another line of releases, and says which', async () => {
    const t = await createTestApp(dialect);
    try {
      const [first] = Object.keys(migrations).sort();
      const foreign = `${first}_other_line`;
      await underSchemaLock(dialect, () => migrateToLatest(t.db.kysely, { ...migrations, [foreign]: { up: async () => {} } }));
      await expect(underSchemaLock(dialect, () => migrateToLatest(t.db.kysely))).rejects.toThrow(new RegExp(`has run ${foreign}.*another line of releases`));
    } finally {
      await t.close();
    }
  });
});
