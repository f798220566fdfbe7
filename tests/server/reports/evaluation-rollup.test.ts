import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../adapter-server/src/db/migrate';
import { toFilter, toPaging } from '../../../adapter-server/src/features/reports/report-filter';
import { satisfactionReport } from '../../../adapter-server/src/features/reports/satisfaction.service';
import { agentIdOf, groupIdOf, makeSession } from '../../helpers/factories';
import { migrateTo } from '../../helpers/synonym-migrations';
import { createTestApp, DIALECTS, openTestDb, type TestApp, underSchemaLock } from '../../helpers/test-app';
import { spreadChat } from './fixture';

type Db = TestApp['db']['kysely'];
/** Rows of a rollup that count something. */
const rollupRows = async (db: Db, table: 'evaluation_day' | 'evaluation_reason_day' | 'session_rollup_day') =>
  Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(table === 'session_rollup_day' ? 'offered' : 'n')} <> 0`.execute(db)).rows[0].n);
const everyRollup = async (db: Db) => Promise.all([rollupRows(db, 'evaluation_day'), rollupRows(db, 'evaluation_reason_day'), rollupRows(db, 'session_rollup_day')]);

/**
 * What the chats were rated: reasons, comments, an empty comment, text that is not JSON, reasons that are not a list,
 * a reason that is not text, categories that are a list.
 */
// Ten, so that each meets rated chats (every chat whose index is not a multiple of three).
const EVALUATIONS = [
  JSON.stringify({ categories: { service: ['slow', 'rude'] }, comment: '' }),
  JSON.stringify({ categories: { service: ['slow'], parcel: ['late'] }, comment: 'Third time this month 😠' }),
  JSON.stringify({ categories: {}, comment: 'thanks' }),
  JSON.stringify({ categories: { parcel: 'late' }, comment: 42 }),
  'not json {',
  JSON.stringify(['a list']),
  JSON.stringify({ categories: { 'quote"s': ['<&>', 7] } }),
  JSON.stringify({ categories: [['late']], comment: 'a list of categories' }),
  JSON.stringify({ categories: { service: ['rude'] }, comment: 'ok' }),
  null,
];

/** Sixty chats from the evening before 2025-04-01 to the evening of 2025-04-05, some rated, a few not ended. */
async function rateChats(db: Db, agents: (string | null)[], groups: (string | null)[]): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < 60; i++) {
    const chat = spreadChat(i, agents, groups);
    const created = chat.created_at;
    const rated = i % 3 !== 0;
    ids.push(
      await makeSession(db, {
        ...chat,
        evaluation_invited_at: rated || i % 2 ? created + 60_000 : null,
        evaluated_at: rated ? created + 70_000 : null,
        satisfaction: rated && i % 10 !== 1 ? 1 + (i % 5) : null,
        evaluation: rated ? EVALUATIONS[i % EVALUATIONS.length] : null,
      }),
    );
  }
  return ids;
}

/** For every filter, the satisfaction report from the rollups is the report read from the chats alone. */
async function expectSameAsChats(db: Db, agent1: string, tz = 'Asia/Shanghai') {
  const body = { startDate: '2025-04-01', endDate: '2025-04-05', tz, pageNum: 1, pageSize: 20 };
  for (const extra of [{}, { agentId: agent1 }, { channel: 200 }, { orgType: 'ky' as const }]) {
    const f = { ...toFilter(body), ...extra };
    const fromRollup = await satisfactionReport(db, f, toPaging(body));
    const fromChats = await satisfactionReport(db, f, toPaging(body), true);
    expect(fromRollup, `${JSON.stringify(extra)} in ${tz}`).toEqual(fromChats);
  }
}

for (const dialect of DIALECTS) {
  describe(`satisfaction from the daily rollups of ratings (${dialect})`, () => {
    let t: TestApp;
    let ids: string[];
    let agent1: string;

    beforeAll(async () => {
      t = await createTestApp(dialect);
      const db = t.db.kysely;
      await db.deleteFrom('chat_messages').execute();
      await db.deleteFrom('chat_sessions').execute();
      agent1 = await agentIdOf(db, 'agent1');
      ids = await rateChats(db, [agent1, await agentIdOf(db, 'agent2'), null], [await groupIdOf(db, 100), await groupIdOf(db, 200), null]);
    });
    afterAll(() => t?.close());

    it('answers what the chats answer for every filter: reasons, scores, comments, evaluations that are not JSON', async () => {
      expect(Math.min(...(await everyRollup(t.db.kysely)))).toBeGreaterThan(3);
      const body = { startDate: '2025-04-01', endDate: '2025-04-05', tz: 'Asia/Shanghai', pageNum: 1, pageSize: 20 };
      const report = await satisfactionReport(t.db.kysely, toFilter(body), toPaging(body));
      // The figures are not empty: the comparison below compares something.
      expect(report.comments).toBeGreaterThan(0);
      expect(report.categories.map((c) => c.category).sort()).toEqual(['parcel', 'quote"s', 'service']);
      expect(report.scores.reduce((s, x) => s + x.count, 0)).toBeGreaterThan(10);
      await expectSameAsChats(t.db.kysely, agent1);
      await expectSameAsChats(t.db.kysely, agent1, 'Asia/Kolkata');
    });

    it('follows every change of a rated chat: a new rating, a reopening, a new agent, a deletion, a chat ending', async () => {
      const db = t.db.kysely;
      const agent2 = await agentIdOf(db, 'agent2');
      await db.updateTable('chat_sessions').set({ satisfaction: 5, evaluation: JSON.stringify({ categories: { parcel: ['lost'] }, comment: 'found it' }) }).where('id', '=', ids[10]).execute();
      await db.updateTable('chat_sessions').set({ status: 'active' }).where('id', '=', ids[14]).execute();
      await db.updateTable('chat_sessions').set({ agent_id: agent2, channel: 300 }).where('id', '=', ids[20]).execute();
      await db.deleteFrom('chat_sessions').where('id', '=', ids[25]).execute();
      await db.updateTable('chat_sessions').set({ status: 'closed', close_reason: 'agent' }).where('id', '=', ids[22]).execute();
      await db.updateTable('chat_sessions').set({ evaluated_at: null, satisfaction: null, evaluation: null }).where('id', '=', ids[28]).execute();
      await expectSameAsChats(db, agent1);
    });

    it('empties as the chats go', async () => {
      await t.db.kysely.deleteFrom('chat_sessions').execute();
      expect(await everyRollup(t.db.kysely)).toEqual([0, 0, 0]);
      await expectSameAsChats(t.db.kysely, agent1);
    });
  });

  describe(`migration 0048 daily rollups (${dialect})`, () => {
    it('counts the chats rated before it as the triggers count those after', async () => {
      const t = await openTestDb(dialect);
      try {
        await underSchemaLock(dialect, () => migrateTo(t.db.kysely as unknown as Kysely<unknown>, dialect === 'postgres', '0047_visitor_identity_unique'));
        // Ids of agents and groups the chats name (the report reads names where there are any).
        const [agents, groups] = [['a-1', 'a-2', null], ['g-1', 'g-2', null]];
        await rateChats(t.db.kysely, agents, groups);
        await underSchemaLock(dialect, () => migrateToLatest(t.db.kysely));
        expect(Math.min(...(await everyRollup(t.db.kysely)))).toBeGreaterThan(3);
        await expectSameAsChats(t.db.kysely, 'a-1');
        await rateChats(t.db.kysely, agents, groups);
        await expectSameAsChats(t.db.kysely, 'a-1');
      } finally {
        await t.drop();
      }
    });
  });
}
