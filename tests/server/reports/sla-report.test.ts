import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSession } from '../../../adapter-server/src/features/conversations/session.service';
import { recordSlaOutcome } from '../../../adapter-server/src/features/sla/sla-outcome';
import type { SlaReport, SlaRow } from '../../../src/common/slaReport';
import { agentIdOf, groupIdOf, makeSession } from '../../helpers/factories';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';
import { at, downloadXlsx, post, RANGE } from './fixture';

const S = 1000;

const download = (t: TestApp, token: string, body: object, lang?: string) => downloadXlsx(t, token, 'slaReport/export', body, lang);

const counts = (r: Pick<SlaRow, 'chats' | 'firstResponseMet' | 'firstResponseBreached' | 'resolutionMet' | 'resolutionBreached'>) => [
  r.chats, r.firstResponseMet, r.firstResponseBreached, r.resolutionMet, r.resolutionBreached,
];

for (const dialect of DIALECTS) {
  describe(`SLA report (${dialect})`, () => {
    let t: TestApp;
    let token: string;
    let ids: { agent1: string; agent2: string; g100: string; g200: string; c1: string };
    const list = (body: object): Promise<SlaReport> => post(t, token, 'slaReport/list', { ...RANGE, ...body });

    /** A chat in the queue or with an agent, ended through the product's own close at `end` (its outcome written then). */
    async function chat(facts: { priority: number; group: string; agent: string | null; queued: number; requeued?: number; answered?: number; end: number }) {
      const id = await makeSession(t.db.kysely, {
        status: facts.agent ? 'active' : 'queued', closed_at: null, close_reason: null, created_at: facts.queued - 60 * S,
        queue_priority: facts.priority, skill_group_id: facts.group, agent_id: facts.agent, first_queued_at: facts.queued,
        queued_at: facts.requeued ?? facts.queued, assigned_at: facts.agent ? facts.queued + 5 * S : null, first_response_at: facts.answered ?? null,
      });
      const closed = await t.db.kysely.transaction().execute((trx) => closeSession(trx, id, facts.agent ? 'agent' : 'abandoned', false, facts.end));
      expect(closed?.sessionId).toBe(id);
      return id;
    }

    beforeAll(async () => {
      t = await createTestApp(dialect);
      token = await t.login('supervisor');
      const db = t.db.kysely;
      const [agent1, agent2, g100, g200] = [await agentIdOf(db, 'agent1'), await agentIdOf(db, 'agent2'), await groupIdOf(db, 100), await groupIdOf(db, 200)];
      // The demo holds urgent chats to 120 s / 1800 s; this group's chats, any priority, to 60 s / 600 s.
      const made = await t.call('POST', '/ccim-main/api/slaPolicyMgt/add', { token, body: { name: 'Group 200', skillGroupId: g200, priority: null, firstResponseSeconds: 60, resolutionSeconds: 600 } });
      expect(made.body.status).toBe(0);
      const q1 = at('2025-03-10', '10:00:00');
      const q2 = at('2025-03-10', '11:00:00');
      const q3 = at('2025-03-11', '09:00:00');
      const q4 = at('2025-03-11', '10:00:00');
      // c1: urgent, answered in 60 s, ended in 1000 s: both met.
      const c1 = await chat({ priority: 2, group: g100, agent: agent1, queued: q1, answered: q1 + 60 * S, end: q1 + 1000 * S });
      // c2: urgent, put back in the queue after 100 s (its agent went offline), answered 200 s after it first queued:
      // breached (counted from the requeue it would have been met); ended after 2000 s: breached.
      await chat({ priority: 2, group: g100, agent: agent2, queued: q2, requeued: q2 + 100 * S, answered: q2 + 200 * S, end: q2 + 2000 * S });
      // c3: group 200, normal, answered in 30 s, ended in 500 s: both met.
      await chat({ priority: 0, group: g200, agent: agent1, queued: q3, answered: q3 + 30 * S, end: q3 + 500 * S });
      // c4: group 200 (its own policy beats the urgent one), left the queue unanswered after 30 s: neither clock judged.
      await chat({ priority: 2, group: g200, agent: null, queued: q4, end: q4 + 30 * S });
      // Not counted: ended after the range; a normal chat of group 100 (no policy holds it).
      await chat({ priority: 2, group: g100, agent: agent1, queued: at('2025-03-16', '23:50:00'), answered: at('2025-03-16', '23:51:00'), end: at('2025-03-17', '00:10:00') });
      await chat({ priority: 0, group: g100, agent: agent1, queued: q1, answered: q1 + 10 * S, end: q1 + 100 * S });
      ids = { agent1, agent2, g100, g200, c1 };
    });
    afterAll(() => t?.close());

    it('records each chat\'s outcome once as it ends, held to the policy it was held to', async () => {
      const rows = await t.db.kysely.selectFrom('sla_outcomes').selectAll().orderBy('resolved_at').execute();
      expect(rows.map((r) => [r.policy_name, r.first_response_met, r.first_response_seconds, r.resolution_met])).toEqual([
        ['Urgent chats', 1, 60, 1], ['Urgent chats', 0, 200, 0], ['Group 200', 1, 30, 1], ['Group 200', null, null, null], ['Urgent chats', 1, 60, 1],
      ]);
      // A second write (another instance, a retry) adds nothing and changes nothing.
      const s = await t.db.kysely.selectFrom('chat_sessions').selectAll().where('id', '=', ids.c1).executeTakeFirstOrThrow();
      await recordSlaOutcome(t.db.kysely, { ...s, closed_at: Number(s.closed_at) + 9_999 * S });
      const again = await t.db.kysely.selectFrom('sla_outcomes').selectAll().where('session_id', '=', ids.c1).execute();
      expect(again.map((r) => [Number(r.resolved_at), r.resolution_met])).toEqual([[Number(s.closed_at), 1]]);
    });

    it('counts met and breached per clock, the share met and the first-response median and p90, per day', async () => {
      const r = await list({});
      expect(r.groupBy).toBe('day');
      expect(r.summary).toEqual({
        chats: 4, firstResponseMet: 2, firstResponseBreached: 1, firstResponseMetShare: 66.67, resolutionMet: 2, resolutionBreached: 1,
        resolutionMetShare: 66.67, medianFirstResponseMs: 60_000, p90FirstResponseMs: 200_000,
      });
      // Every day of the range, oldest first; a day without chats has no share.
      expect(r.records.map((d) => d.period)).toEqual(['2025-03-10', '2025-03-11', '2025-03-12', '2025-03-13', '2025-03-14', '2025-03-15', '2025-03-16']);
      expect(counts(r.records[0])).toEqual([2, 1, 1, 1, 1]);
      expect([r.records[0].firstResponseMetShare, r.records[0].medianFirstResponseMs, r.records[0].p90FirstResponseMs]).toEqual([50, 60_000, 200_000]);
      expect(counts(r.records[1])).toEqual([2, 1, 0, 1, 0]);
      expect([r.records[1].firstResponseMetShare, r.records[1].resolutionMetShare, r.records[1].medianFirstResponseMs]).toEqual([100, 100, 30_000]);
      expect(r.records[2]).toMatchObject({ chats: 0, firstResponseMetShare: null, medianFirstResponseMs: null });
    });

    it('groups by skill group, agent and priority, and filters by skill group and agent', async () => {
      const groups = await list({ groupBy: 'skillGroup' });
      expect(groups.records.map((g) => [g.key, ...counts(g)]).sort()).toEqual([[ids.g100, 2, 1, 1, 1, 1], [ids.g200, 2, 1, 0, 1, 0]].sort());
      const agents = await list({ groupBy: 'agent' });
      expect(agents.records[0]).toMatchObject({ key: ids.agent1, chats: 2, firstResponseMet: 2, firstResponseMetShare: 100 });
      const none = agents.records.find((a) => a.key === 'none')!;
      expect([none.agentName, none.chats, none.firstResponseMetShare]).toEqual(['No agent (ended in the queue)', 1, null]);
      expect(agents.records.find((a) => a.key === ids.agent2)).toMatchObject({ chats: 1, firstResponseBreached: 1, medianFirstResponseMs: 200_000 });
      const priorities = await list({ groupBy: 'priority' });
      expect(priorities.records.map((p) => [p.priority, ...counts(p)])).toEqual([[2, 3, 1, 1, 1, 1], [0, 1, 1, 0, 1, 0]]);
      expect((await list({ skillGroupId: ids.g200 })).summary.chats).toBe(2);
      expect(counts((await list({ agentId: ids.agent1 })).summary)).toEqual([2, 2, 0, 2, 0]);
      const zh = (await post(t, token, 'slaReport/list', { ...RANGE, groupBy: 'agent', lang: 'zh' })) as SlaReport;
      expect(zh.records.find((a) => a.key === 'none')!.agentName).toBe('无客服（排队中结束）');
    });

    it('exports the range and each group in the reader\'s language', async () => {
      const en = await download(t, token, { ...RANGE, lang: 'en' });
      expect(en.sheet).toBe('SLA report');
      expect(en.disposition).toContain('sla_2025-03-10_2025-03-16.xlsx');
      expect(en.rows[0]).toEqual([
        'Period', 'Chats', 'First response met', 'First response breached', 'First response met %', 'Resolution met', 'Resolution breached',
        'Resolution met %', 'Median first response', 'P90 first response',
      ]);
      const whole = en.rows[1];
      expect([...whole.slice(0, 4), ...whole.slice(5, 7)]).toEqual(['2025-03-10~2025-03-16', 4, 2, 1, 2, 1]);
      // Shares as fractions and times as durations (a spreadsheet reads them as 66.67% and 0:01:00).
      expect([whole[4], whole[7]].map((x) => Number(x).toFixed(4))).toEqual(['0.6667', '0.6667']);
      expect([whole[8], whole[9]].map((x) => (x as Date).toISOString().slice(11, 19))).toEqual(['00:01:00', '00:03:20']);
      expect(en.rows[2].slice(0, 4)).toEqual(['2025-03-10', 2, 1, 1]);
      expect(en.rows).toHaveLength(9);
      const zh = await download(t, token, { ...RANGE, groupBy: 'priority' }, 'zh-CN');
      expect(zh.sheet).toBe('服务时效报表');
      expect(zh.rows[0].slice(0, 3)).toEqual(['优先级', '会话数', '首次响应达标']);
      expect(zh.rows.slice(2).map((r) => [r[0], r[1]])).toEqual([['紧急', 3], ['普通', 1]]);
    });

    it('refuses agents (403) and bad input with the field at fault, and is described in the OpenAPI document', async () => {
      const agent = await t.login('agent1');
      for (const path of ['list', 'export']) {
        expect((await t.call('POST', `/ccim-main/api/slaReport/${path}`, { token: agent, body: RANGE })).status).toBe(403);
      }
      const admin = await t.login('admin');
      expect((await t.call('POST', '/ccim-main/api/slaReport/list', { token: admin, body: RANGE })).body.status).toBe(0);
      const badGroup = await t.call('POST', '/ccim-main/api/slaReport/list', { token, body: { ...RANGE, groupBy: 'year' } });
      expect(badGroup.status).toBe(400);
      expect(badGroup.body.data.errors[0].field).toBe('groupBy');
      expect(badGroup.body.msg).toMatch(/groupBy/);
      const reversed = await t.call('POST', '/ccim-main/api/slaReport/export', { token, body: { ...RANGE, startDate: '2025-03-16', endDate: '2025-03-10' } });
      expect(reversed.status).toBe(400);
      expect(reversed.body.msg).toBe('The end date must not be before the start date');
      const missing = await t.call('POST', '/ccim-main/api/slaReport/list', { token, body: { endDate: '2025-03-10' } });
      expect(missing.status).toBe(400);
      expect(missing.body.data.errors.map((e: { field: string }) => e.field)).toContain('startDate');
      const doc = (await t.call('GET', '/ccim-main/api/openapi.json')).body;
      expect(Object.keys(doc.paths['/ccim-main/api/slaReport/list'] ?? {})).toContain('post');
      expect(Object.keys(doc.paths['/ccim-main/api/slaReport/export'] ?? {})).toContain('post');
    });
  });
}
