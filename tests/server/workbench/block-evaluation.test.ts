import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convert, newVisitor, readyAgent, type TestAgent, type TestVisitor } from '../../helpers/conversation';
import { createTestApp, DIALECTS, EVENT_WAIT_MS, nextEvent, type TestApp } from '../../helpers/test-app';
import { API } from './fixture';

const blocksOf = (t: TestApp, visitorId: string) => t.db.kysely.selectFrom('blacklist').selectAll().where('visitor_id', '=', visitorId).execute();

/** Resolves true when the event arrives within `ms`, false otherwise. */
const heard = (socket: TestAgent['socket'], event: string, ms: number) => nextEvent(socket, event, ms).then(() => true, () => false);

for (const dialect of DIALECTS) {
  describe(`workbench blacklist and evaluation (${dialect})`, () => {
    let t: TestApp;
    let a1: TestAgent;
    let a2: TestAgent;
    let visitor: TestVisitor;
    let sessionId: string;

    beforeAll(async () => {
      t = await createTestApp(dialect);
      a1 = await readyAgent(t, 'agent1');
      visitor = await newVisitor(t);
      const assigned = nextEvent(a1.socket, 'newSession');
      sessionId = (await convert(visitor)).sessionId;
      await assigned;
      a2 = await readyAgent(t, 'agent2');
    });
    afterAll(() => t?.close());

    it("tells the session's agent of the evaluation once stored, and no other agent", async () => {
      const toA1 = nextEvent(a1.socket, 'evaluationReceived', EVENT_WAIT_MS, (p: { sessionId: string }) => p.sessionId === sessionId);
      const toA2 = heard(a2.socket, 'evaluationReceived', 800);
      const r = await visitor.call('POST', `${API}/openChannel/submitEvaluate`, {
        sessionId,
        satisfaction: 2,
        categories: { timeliness: ['late_delivery'] },
        comment: 'Too slow',
      });
      expect(r.body).toMatchObject({ status: 0 });
      expect(await toA1).toEqual({ sessionId, satisfaction: 2, categories: { timeliness: ['late_delivery'] }, comment: 'Too slow' });
      expect(await toA2).toBe(false);
      const row = await t.db.kysely.selectFrom('chat_sessions').select('satisfaction').where('id', '=', sessionId).executeTakeFirstOrThrow();
      expect(row.satisfaction).toBe(2);
      const list = await t.call('GET', `${API}/workbench/listSession`, { token: a1.token });
      expect(list.body.data.find((s: { sessionId: string }) => s.sessionId === sessionId)).toMatchObject({
        evaluated: true,
        evaluation: { sessionId, satisfaction: 2, categories: { timeliness: ['late_delivery'] }, comment: 'Too slow' },
      });
    });

    it('refuses bad input with field errors', async () => {
      const missing = await t.call('PUT', `${API}/workbench/pullBlock`, { token: a1.token, body: { sessionId } });
      expect(missing.status).toBe(400);
      expect(missing.body.status).toBe(-1);
      expect(missing.body.data.errors).toEqual(
        expect.arrayContaining([
          { field: 'reason', message: 'is required' },
          { field: 'days', message: 'is required' },
        ]),
      );
      const long = await t.call('PUT', `${API}/workbench/pullBlock`, { token: a1.token, body: { sessionId, reason: 'x'.repeat(201), days: 1 } });
      expect(long.status).toBe(400);
      expect(long.body.data.errors).toEqual([{ field: 'reason', message: 'must be at most 200 characters' }]);
      const blank = await t.call('PUT', `${API}/workbench/pullBlock`, { token: a1.token, body: { sessionId, reason: '   ', days: null } });
      expect(blank.status).toBe(400);
      expect(blank.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['reason']);
      const days = await t.call('PUT', `${API}/workbench/pullBlock`, { token: a1.token, body: { sessionId, reason: 'abuse', days: 5 } });
      expect(days.status).toBe(400);
      expect(days.body.data.errors.map((e: { field: string }) => e.field)).toContain('days');
      expect(await blocksOf(t, visitor.id)).toEqual([]);
    });

    it("refuses to block the visitor of another agent's session", async () => {
      const r = await t.call('PUT', `${API}/workbench/pullBlock`, { token: a2.token, body: { sessionId, reason: 'abuse', days: 7 } });
      expect(r).toMatchObject({ status: 403, body: { status: -1, msg: 'No such session' } });
      expect(await blocksOf(t, visitor.id)).toEqual([]);
    });

    it('blocks the visitor for the chosen days; a second block is a warning', async () => {
      const before = Date.now();
      const r = await t.call('PUT', `${API}/workbench/pullBlock`, { token: a1.token, body: { sessionId, reason: '  Abusive language  ', days: 7 } });
      expect(r.body).toMatchObject({ status: 0, data: { visitorId: visitor.id, reason: 'Abusive language' } });
      const rows = await blocksOf(t, visitor.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ reason: 'Abusive language', created_by: 'agent1' });
      const days = (Number(rows[0].expires_at) - Number(rows[0].created_at)) / 86_400_000;
      expect(days).toBe(7);
      expect(Number(rows[0].created_at)).toBeGreaterThanOrEqual(before);
      const again = await t.call('PUT', `${API}/workbench/pullBlock`, { token: a1.token, body: { sessionId, reason: 'again', days: null } });
      expect(again.body).toMatchObject({ status: -2, msg: 'This visitor is already on the blacklist' });
      expect(await blocksOf(t, visitor.id)).toHaveLength(1);
    });

    it('refuses the blocked visitor a new agent conversation', async () => {
      const closed = await t.call('PUT', `${API}/workbench/clear`, { token: a1.token, body: { sessionId } });
      expect(closed.body.status).toBe(0);
      const r = await visitor.call('POST', '/ccim-robot/api/im/convertAgent', { channel: 100 });
      expect(r.body).toMatchObject({ status: -1, data: { reason: 'blacklisted' } });
    });
  });
}
