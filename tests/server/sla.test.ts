import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeConfig } from '../../adapter-server/src/features/serviceConfig/service-config.repository';
import { SLA_LOOKBACK_MS } from '../../adapter-server/src/features/sla/sla.service';
import type { SlaBreachNotice } from '../../src/common/events';
import type { SupervisionSnapshot } from '../../src/common/supervision';
import { clientMsgId, convert, newVisitor, nobodyOnline, readyAgent, request, setStatus, type TestVisitor } from '../helpers/conversation';
import { createTestApp, DIALECTS, nextEvent, type TestApp } from '../helpers/test-app';
import { fieldsOf } from './management/helpers';

const API = '/ccim-main/api';
const R = '/ccim-robot/api/im';
const ask = (v: TestVisitor, question: string) => v.call('POST', `${R}/answer`, { question, channel: 100 });
const ALWAYS = { enabled: false, days: [0, 1, 2, 3, 4, 5, 6], start: '08:00', end: '22:00', utcOffsetMinutes: 480 };

for (const dialect of DIALECTS) {
  describe(`SLA policies (${dialect})`, () => {
    let t: TestApp;
    let supToken: string;
    let sup: Socket;
    /** A visitor queued urgent by the demo's claim rule, waiting as if for `waitedSeconds` already. */
    const urgentVisitor = async (waitedSeconds: number) => {
      const v = await newVisitor(t);
      await ask(v, 'I want to make a claim for a broken parcel');
      const { sessionId } = await convert(v);
      const queuedAt = Date.now() - waitedSeconds * 1000;
      await t.db.kysely.updateTable('chat_sessions').set({ queued_at: queuedAt, first_queued_at: queuedAt }).where('id', '=', sessionId).execute();
      return { v, sessionId, queuedAt };
    };
    const snapshot = async (): Promise<SupervisionSnapshot> => (await t.call('GET', `${API}/supervision/snapshot`, { token: supToken })).body.data;
    const breaches = (sessionId: string) => t.db.kysely.selectFrom('sla_breaches').selectAll().where('session_id', '=', sessionId).orderBy('kind').execute();

    beforeAll(async () => {
      t = await createTestApp(dialect);
      t.app.sla.stop();
      supToken = await t.login('supervisor');
      sup = await t.staffSocket(supToken);
    });
    afterAll(() => t?.close());

    it('refuses a policy field by field, and lets only managers manage them', async () => {
      const bad = await t.call('POST', `${API}/slaPolicyMgt/add`, { token: supToken, body: { name: '  ', skillGroupId: 'nope', firstResponseSeconds: 300, resolutionSeconds: 120 } });
      expect(fieldsOf(bad).sort()).toEqual(['name', 'resolutionSeconds', 'skillGroupId']);
      expect(bad.body.msg).toMatch(/must not be blank/);
      const tooShort = await t.call('POST', `${API}/slaPolicyMgt/add`, { token: supToken, body: { name: 'x', firstResponseSeconds: 1, resolutionSeconds: 600 } });
      expect(fieldsOf(tooShort)).toContain('firstResponseSeconds');
      const agentToken = await t.login('agent1');
      expect((await t.call('POST', `${API}/slaPolicyMgt/list`, { token: agentToken, body: {} })).status).toBe(403);
      // An edit is checked as a whole: a first response longer than the resolution is refused on the resolution.
      const list = (await t.call('POST', `${API}/slaPolicyMgt/list`, { token: supToken, body: {} })).body.data;
      const urgent = list.records.find((r: { name: string }) => r.name === 'Urgent chats');
      expect(urgent).toMatchObject({ priority: 2, skillGroupId: null, firstResponseSeconds: 120, resolutionSeconds: 1800, enabled: true });
      const edit = await t.call('PUT', `${API}/slaPolicyMgt/edit`, { token: supToken, body: { id: urgent.id, name: urgent.name, enabled: true, skillGroupId: null, priority: 2, firstResponseSeconds: 3600, resolutionSeconds: 1800 } });
      expect(fieldsOf(edit)).toEqual(['resolutionSeconds']);
    });

    it('holds an urgent chat to the urgent policy: supervision shows its clocks, a missed first response is recorded and told once', async () => {
      await nobodyOnline(t);
      const { sessionId, queuedAt } = await urgentVisitor(30);
      const hello = await newVisitor(t);
      const h = await convert(hello);
      const snap = await snapshot();
      const item = snap.queue.find((q) => q.sessionId === sessionId)!;
      expect(item.sla).toEqual({ policyName: 'Urgent chats', firstResponseDueAt: queuedAt + 120_000, resolutionDueAt: queuedAt + 1_800_000 });
      // A normal chat is held to no policy (the demo has only the urgent one).
      expect(snap.queue.find((q) => q.sessionId === h.sessionId)!.sla).toBeNull();
      expect(await t.app.sla.sweep()).toEqual([]);

      await t.db.kysely.updateTable('chat_sessions').set({ queued_at: queuedAt - 100_000, first_queued_at: queuedAt - 100_000 }).where('id', '=', sessionId).execute();
      const told = nextEvent<SlaBreachNotice>(sup, 'slaBreach', 5000, (b) => b.sessionId === sessionId);
      const recorded = await t.app.sla.sweep();
      expect(recorded.map((b) => [b.sessionId, b.kind])).toEqual([[sessionId, 'firstResponse']]);
      expect(await told).toMatchObject({ kind: 'firstResponse', policyName: 'Urgent chats', dueAt: queuedAt - 100_000 + 120_000, agentNickname: null });
      expect(await t.app.sla.sweep()).toEqual([]);
      expect(await breaches(sessionId)).toMatchObject([{ kind: 'firstResponse', policy_name: 'Urgent chats', priority: 2, agent_id: null }]);
    });

    it('stops the first-response clock at the agent\'s answer, shows the clocks in the workbench and records a chat resolved late', async () => {
      await nobodyOnline(t);
      const agent = await readyAgent(t, 'agent1', { maxUsers: 3 });
      const assigned = nextEvent(agent.socket, 'newSession');
      const { v, sessionId, queuedAt } = await urgentVisitor(10);
      await assigned;
      const row = (await t.call('GET', `${API}/workbench/listSession`, { token: agent.token })).body.data.find((s: { sessionId: string }) => s.sessionId === sessionId);
      expect(row).toMatchObject({ slaPolicy: 'Urgent chats', firstResponseDueAt: queuedAt + 120_000, resolutionDueAt: queuedAt + 1_800_000 });
      await request(agent.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'Hello, I am looking at your claim.' });
      const after = (await t.call('GET', `${API}/workbench/listSession`, { token: agent.token })).body.data.find((s: { sessionId: string }) => s.sessionId === sessionId);
      expect(after).toMatchObject({ firstResponseDueAt: null, resolutionDueAt: queuedAt + 1_800_000 });
      const chat = (await snapshot()).chats.find((c) => c.sessionId === sessionId)!;
      expect(chat.sla).toEqual({ policyName: 'Urgent chats', firstResponseDueAt: null, resolutionDueAt: queuedAt + 1_800_000 });

      // Answered in time, then ended half an hour after it queued: the resolution was missed, the first response was not.
      await t.db.kysely.updateTable('chat_sessions').set({ queued_at: queuedAt - 1_800_000, first_queued_at: queuedAt - 1_800_000, first_response_at: queuedAt - 1_790_000 }).where('id', '=', sessionId).execute();
      await t.call('PUT', `${API}/workbench/clear`, { token: agent.token, body: { sessionId } });
      const recorded = await t.app.sla.sweep();
      expect(recorded.filter((b) => b.sessionId === sessionId).map((b) => [b.kind, b.agentNickname])).toEqual([['resolution', expect.any(String)]]);
      expect((await breaches(sessionId)).map((b) => b.kind)).toEqual(['resolution']);
      // Its outcome was recorded as it ended: answered in 10 s of working time, resolved late.
      const outcome = await t.db.kysely.selectFrom('sla_outcomes').selectAll().where('session_id', '=', sessionId).executeTakeFirstOrThrow();
      expect(outcome).toMatchObject({ policy_name: 'Urgent chats', agent_id: agent.id, priority: 2, first_response_met: 1, first_response_seconds: 10, resolution_met: 0 });
      expect(Number(outcome.resolution_due_at)).toBe(queuedAt - 1_800_000 + 1_800_000);
      v.socket.disconnect();
    });

    it('keeps a requeued chat\'s clocks: its agent going offline puts it back in the queue, the clocks still count from its first queueing', async () => {
      await nobodyOnline(t);
      const agent = await readyAgent(t, 'agent2', { maxUsers: 3 });
      const assigned = nextEvent(agent.socket, 'newSession');
      const { v, sessionId, queuedAt } = await urgentVisitor(90);
      await assigned;
      const requeued = nextEvent<{ sessionId: string; status: string }>(agent.socket, 'sessionUpdated', 5000, (e) => e.sessionId === sessionId && e.status === 'queued');
      await setStatus(t, agent, 1);
      await requeued;
      const row = await t.db.kysely.selectFrom('chat_sessions').select(['status', 'queued_at', 'first_queued_at']).where('id', '=', sessionId).executeTakeFirstOrThrow();
      expect(row.status).toBe('queued');
      expect(Number(row.queued_at)).toBeGreaterThan(queuedAt + 60_000);
      expect(Number(row.first_queued_at)).toBe(queuedAt);
      const item = (await snapshot()).queue.find((q) => q.sessionId === sessionId)!;
      expect(item.sla).toEqual({ policyName: 'Urgent chats', firstResponseDueAt: queuedAt + 120_000, resolutionDueAt: queuedAt + 1_800_000 });
      // Unanswered 30 s past its due time (counted from the first queueing): breached, though it re-entered the queue just now.
      await t.db.kysely.updateTable('chat_sessions').set({ first_queued_at: queuedAt - 60_000 }).where('id', '=', sessionId).execute();
      const recorded = await t.app.sla.sweep();
      expect(recorded.filter((b) => b.sessionId === sessionId).map((b) => [b.kind, b.dueAt])).toEqual([['firstResponse', queuedAt - 60_000 + 120_000]]);
      v.socket.disconnect();
    });

    it('looks back at ended chats for the look-back only: a chat that missed its clocks and ended before it is not read again', async () => {
      await nobodyOnline(t);
      const { v, sessionId, queuedAt } = await urgentVisitor(7200);
      v.socket.disconnect();
      const ended = (closedAt: number) => t.db.kysely.updateTable('chat_sessions').set({ status: 'closed', closed_at: closedAt }).where('id', '=', sessionId).execute();
      await ended(Date.now() - SLA_LOOKBACK_MS - 60_000);
      expect((await t.app.sla.sweep()).filter((b) => b.sessionId === sessionId)).toEqual([]);
      // Ended within the look-back: both clocks were missed (no answer before its end, ended past the resolution).
      await ended(Date.now() - 60_000);
      const recorded = await t.app.sla.sweep();
      expect(recorded.filter((b) => b.sessionId === sessionId).map((b) => [b.kind, b.dueAt])).toEqual([['firstResponse', queuedAt + 120_000], ['resolution', queuedAt + 1_800_000]]);
    });

    it('stops the clocks outside working hours, and holds chats of a group to that group\'s policy first', async () => {
      await nobodyOnline(t);
      const { sessionId } = await urgentVisitor(600);
      // Working hours that include neither now nor the last days (set once the chat queued, as at closing time): the
      // clock has counted nothing, so nothing is due for a day or more.
      const local = new Date(Date.now() + 480 * 60_000);
      const closedDay = (local.getUTCDay() + 3) % 7;
      await writeConfig(t.db.kysely, { workingHours: { ...ALWAYS, enabled: true, days: [closedDay] } });
      try {
        const group = (await t.db.kysely.selectFrom('chat_sessions').select('skill_group_id').where('id', '=', sessionId).executeTakeFirstOrThrow()).skill_group_id;
        const made = await t.call('POST', `${API}/slaPolicyMgt/add`, { token: supToken, body: { name: 'Group urgent', skillGroupId: group, priority: 2, firstResponseSeconds: 60, resolutionSeconds: 600 } });
        expect(made.body.status).toBe(0);
        const item = (await snapshot()).queue.find((q) => q.sessionId === sessionId)!;
        expect(item.sla?.policyName).toBe('Group urgent');
        expect(item.sla!.firstResponseDueAt!).toBeGreaterThan(Date.now() + 24 * 3600_000);
        expect((await t.app.sla.sweep()).filter((b) => b.sessionId === sessionId)).toEqual([]);
      } finally {
        await writeConfig(t.db.kysely, { workingHours: ALWAYS });
      }
    });
  });
}
