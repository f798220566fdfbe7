import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentIdOf, logStatus, makeSession } from '../../helpers/factories';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';
import { post } from './fixture';

for (const dialect of DIALECTS) {
  describe(`home dashboard (${dialect})`, () => {
    let t: TestApp;
    let token: string;
    let agent1: string;
    let queued: string;
    const now = Date.now();
    beforeAll(async () => {
      t = await createTestApp(dialect);
      const db = t.db.kysely;
      await db.deleteFrom('chat_sessions').execute();
      agent1 = await agentIdOf(db, 'agent1');
      // Sessions of "today" in UTC (tzOffset 0), a little before now so they are not in the future.
      const today = Math.max(now - 60_000, now - (now % 86_400_000));
      await makeSession(db, { agent_id: agent1, created_at: today, first_response_ms: 10_000, satisfaction: 5, evaluated_at: today, evaluation_invited_at: today });
      await makeSession(db, { agent_id: agent1, created_at: today, first_response_ms: 50_000 });
      await makeSession(db, { converted: 0, created_at: today, close_reason: 'robot' });
      queued = await makeSession(db, { status: 'queued', created_at: today, queued_at: today, closed_at: null, close_reason: null });
      await makeSession(db, { created_at: today - 3 * 86_400_000, first_response_ms: 5_000 });
      await db.updateTable('agents').set({ status: 3, current_users: 2 }).where('id', '=', agent1).execute();
      await logStatus(db, agent1, 3, today);
      token = await t.login('supervisor');
    });
    afterAll(() => t?.close());

    it("gives today's figures, the live counts and the last seven days", async () => {
      const data = await post(t, token, 'home/statistics', { tzOffset: 0 });
      expect(data.today).toMatchObject({ offered: 4, robotOnly: 1, converted: 3, answered: 2, avgFirstResponseMs: 30_000, satisfactionRate: 100 });
      expect(data.live).toMatchObject({ queueCount: 1, readyCount: 1 });
      expect(data.lastDays).toHaveLength(7);
      expect(data.lastDays[6]).toMatchObject({ offered: 4, robotOnly: 1, converted: 3 });
      expect(data.lastDays[3].offered).toBe(1);
    });

    it('gives today hour by hour up to the current hour', async () => {
      const data = await post(t, token, 'home/activity', { tzOffset: 0 });
      expect(data.hours).toHaveLength(new Date(now).getUTCHours() + 1);
      expect(data.hours.reduce((n: number, h: any) => n + h.offered, 0)).toBe(4);
    });

    it("gives every agent's state and today's work", async () => {
      const data = await post(t, token, 'home/homeAgentDetail', { tzOffset: 0 });
      expect(data).toHaveLength(6);
      const a1 = data.find((a: any) => a.id === agent1);
      expect(a1).toMatchObject({ status: 3, currentUsers: 2, sessions: 2, answered: 2, avgFirstResponseMs: 30_000 });
      expect(a1.onlineMs).toBeGreaterThan(0);
    });

    it("says how many ratings each agent's satisfied rate is taken of (the screen shows — for none)", async () => {
      const data = await post(t, token, 'home/homeAgentDetail', { tzOffset: 0 });
      expect(data.find((a: any) => a.id === agent1)).toMatchObject({ evaluated: 1, satisfactionRate: 100 });
      expect(data.filter((a: any) => a.id !== agent1).every((a: any) => a.evaluated === 0 && a.satisfactionRate === 0)).toBe(true);
    });

    it('lists live sessions and the first-response distribution', async () => {
      const data = await post(t, token, 'homeMonitoringController/sessionDetail', { tzOffset: 0 });
      expect(data.sessions.map((s: any) => s.id)).toEqual([queued]);
      expect(data.sessions[0].waitingMs).toBeGreaterThanOrEqual(0);
      expect(data.firstResponseDistribution).toEqual([
        { bucket: 'lt15s', count: 1 }, { bucket: 'lt30s', count: 0 }, { bucket: 'lt60s', count: 1 }, { bucket: 'lt3m', count: 0 }, { bucket: 'ge3m', count: 0 },
      ]);
    });

    it('refuses an unknown time zone', async () => {
      const r = await t.call('POST', '/ccim-main/api/home/statistics', { token, body: { tz: 'Nowhere/Land' } });
      expect(r.status).toBe(400);
    });
  });
}
