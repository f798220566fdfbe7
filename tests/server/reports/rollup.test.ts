import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toFilter } from '../../../adapter-server/src/features/reports/report-filter';
import { dailySums } from '../../../adapter-server/src/features/reports/period-report.service';
import { addSums, emptySums, type MetricSums } from '../../../adapter-server/src/features/reports/session-metrics';
import { type GroupKey, sessionFilterSql, sumSessions } from '../../../adapter-server/src/features/reports/session-metrics.repository';
import { countSessions } from '../../../adapter-server/src/features/reports/session-list.repository';
import { QUARTER_MS, steadyOffset } from '../../../adapter-server/src/features/reports/time-zone';
import { agentIdOf, groupIdOf, makeSession } from '../../helpers/factories';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';
import { at, spreadChat } from './fixture';

const GROUPINGS: GroupKey[][] = [[], ['quarter'], ['day'], ['day', 'agent'], ['agent'], ['skillGroup'], ['channel', 'orgType']];
const rollupRows = async (t: TestApp) => Number((await sql<{ n: number }>`select count(*) as n from session_rollup where offered <> 0`.execute(t.db.kysely)).rows[0].n);

for (const dialect of DIALECTS) {
  describe(`report sums from the hourly rollup (${dialect})`, () => {
    let t: TestApp;
    let ids: string[];

    /** Every grouping and filter: the rollup's answer is the chats' own (read with a condition that bypasses it). */
    async function expectSameAsChats(tz = 'Asia/Shanghai') {
      const agent1 = await agentIdOf(t.db.kysely, 'agent1');
      const filters = [{}, { agentId: agent1 }, { channel: 200 }, { orgType: 'ky' as const }];
      for (const extra of filters) {
        const f = { ...toFilter({ startDate: '2025-04-01', endDate: '2025-04-05', tz, pageNum: 1, pageSize: 20 }), ...extra };
        for (const groupBy of GROUPINGS) {
          // Quarters as the reports read them: by local date and hour (the rollup answers an hour's chats by its first).
          const keyOf = (k: string | number | null, i: number) =>
            k === null ? null : groupBy[i] === 'quarter' ? `${f.zone.dateOf(Number(k) * QUARTER_MS)} ${f.zone.hourOf(Number(k) * QUARTER_MS)}` : groupBy[i] === 'channel' || groupBy[i] === 'day' ? Number(k) : k;
          const order = (rows: Awaited<ReturnType<typeof sumSessions>>) => {
            const merged = new Map<string, { keys: unknown[]; sums: MetricSums }>();
            for (const r of rows) {
              const keys = r.keys.map(keyOf);
              const into = merged.get(JSON.stringify(keys));
              if (into) addSums(into.sums, r.sums);
              else merged.set(JSON.stringify(keys), { keys, sums: { ...r.sums } });
            }
            return [...merged.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, v]) => v);
          };
          const fromRollup = order(await sumSessions(t.db.kysely, f, groupBy));
          const fromChats = order(await sumSessions(t.db.kysely, f, groupBy, sql`1 = 1`));
          expect(fromRollup, `${JSON.stringify(extra)} by ${groupBy.join(',') || 'nothing'} in ${tz}`).toEqual(fromChats);
        }
      }
    }

    beforeAll(async () => {
      t = await createTestApp(dialect);
      const db = t.db.kysely;
      await db.deleteFrom('chat_messages').execute();
      await db.deleteFrom('chat_sessions').execute();
      const agents = [await agentIdOf(db, 'agent1'), await agentIdOf(db, 'agent2'), null];
      const groups = [await groupIdOf(db, 100), await groupIdOf(db, 200), null];
      ids = [];
      // Sixty chats from the evening before the range to the morning after it, a few of them not ended yet.
      for (let i = 0; i < 60; i++) {
        const chat = spreadChat(i, agents, groups);
        const created = chat.created_at;
        ids.push(
          await makeSession(db, {
            ...chat,
            converted: i % 5 === 0 ? 0 : 1,
            close_reason: i % 7 === 0 ? 'abandoned' : 'agent',
            queued_at: i % 5 === 0 ? null : created,
            queue_wait_ms: i % 5 === 0 ? null : 1_000 * i,
            first_response_at: i % 6 === 0 ? null : created + 5_000,
            first_response_ms: i % 6 === 0 ? null : 500 * i,
            duration_ms: 60_000 + i,
            visitor_msg_count: i % 4,
            agent_msg_count: i % 3,
            robot_msg_count: i % 2,
            transfer_count: i % 9 === 0 ? 1 : 0,
            agent_response_total_ms: 100 * i,
            agent_response_count: i % 3,
            evaluation_invited_at: i % 2 ? created + 60_000 : null,
            evaluated_at: i % 4 === 1 ? created + 70_000 : null,
            satisfaction: i % 4 === 1 ? 1 + (i % 5) : null,
          }),
        );
      }
    });
    afterAll(() => t?.close());

    it('answers what the chats answer, for every grouping and filter, with the open chats and the ends of the range read from the chats', async () => {
      expect(await rollupRows(t)).toBeGreaterThan(10);
      await expectSameAsChats();
    });

    it('follows every change of an ended chat: a rating, a reopening, a new agent, a deletion, a chat ending', async () => {
      const db = t.db.kysely;
      const agent2 = await agentIdOf(db, 'agent2');
      await db.updateTable('chat_sessions').set({ satisfaction: 5, evaluated_at: at('2025-04-02', '10:00:00') }).where('id', '=', ids[10]).execute();
      await db.updateTable('chat_sessions').set({ status: 'active' }).where('id', '=', ids[12]).execute();
      await db.updateTable('chat_sessions').set({ agent_id: agent2, channel: 300 }).where('id', '=', ids[20]).execute();
      await db.deleteFrom('chat_sessions').where('id', '=', ids[25]).execute();
      await db.updateTable('chat_sessions').set({ status: 'closed', close_reason: 'agent', closed_at: at('2025-04-03', '12:00:00') }).where('id', '=', ids[22]).execute();
      await expectSameAsChats();
    });

    it('reads the chats themselves where an hour is not a local hour (a half-hour zone grouped by quarter)', async () => {
      await expectSameAsChats('Asia/Kolkata');
    });

    it("counts a session list's chats as the chats do: all, human, robot-only", async () => {
      const f = toFilter({ startDate: '2025-04-01', endDate: '2025-04-05', tz: 'Asia/Shanghai', pageNum: 1, pageSize: 20 });
      for (const converted of [undefined, 1, 0] as const) {
        const chats = await t.db.kysely
          .selectFrom('chat_sessions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(sessionFilterSql(f))
          .$if(converted !== undefined, (q) => q.where('converted', '=', converted!))
          .executeTakeFirstOrThrow();
        expect(Number((await countSessions(t.db.kysely, f, { converted })).n), `converted ${converted}`).toBe(Number(chats.n));
      }
    });

    it('groups by local day in the database where the offset is steady, by quarter hour across a clock change', async () => {
      for (const tz of ['Asia/Shanghai', 'America/New_York', 'Asia/Kolkata', 'Europe/London']) {
        const f = toFilter({ startDate: tz === 'Europe/London' ? '2025-03-28' : '2025-04-01', endDate: '2025-04-05', tz, pageNum: 1, pageSize: 20 });
        // What the quarters say, mapped to local dates here.
        const expected = new Map<string, MetricSums>();
        for (const r of await sumSessions(t.db.kysely, f, ['quarter'], sql`1 = 1`)) {
          const date = f.zone.dateOf(Number(r.keys[0]) * QUARTER_MS);
          addSums(expected.get(date) ?? expected.set(date, emptySums()).get(date)!, r.sums);
        }
        expect(expected.size, tz).toBeGreaterThan(3);
        expect(new Map([...(await dailySums(t.db.kysely, f)).entries()].sort()), tz).toEqual(new Map([...expected.entries()].sort()));
      }
      const london = (start: string) => toFilter({ startDate: start, endDate: '2025-04-05', tz: 'Europe/London', pageNum: 1, pageSize: 20 });
      expect(steadyOffset(london('2025-03-28').zone, london('2025-03-28').from, london('2025-03-28').to)).toBeNull();
      expect(steadyOffset(london('2025-04-01').zone, london('2025-04-01').from, london('2025-04-01').to)).toBe(3_600_000);
    });

    it('empties as the chats go', async () => {
      await t.db.kysely.deleteFrom('chat_sessions').execute();
      expect(await rollupRows(t)).toBe(0);
      await expectSameAsChats();
    });
  });
}
