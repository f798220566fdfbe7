import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';
import { agentIdOf, API, sessionOf } from './fixture';

const BILL = { waybillNo: 'KD100200300401', bigType: 'URG', smallType: 'URG01', complaintDept: 'DLV', description: '客户急需 Customer needs it today' };

for (const dialect of DIALECTS) {
  describe(`work bills (${dialect})`, () => {
    let t: TestApp;
    let agent1: string;
    let agent2: string;
    let supervisor: string;
    let mySession: string;
    let otherSession: string;
    const call = (method: string, path: string, body: unknown, tk = agent1) => t.call(method, `${API}/workBill/${path}`, { token: tk, body });

    beforeAll(async () => {
      t = await createTestApp(dialect);
      [agent1, agent2, supervisor] = await Promise.all([t.login('agent1'), t.login('agent2'), t.login('supervisor')]);
      mySession = await sessionOf(t, await agentIdOf(t, 'agent1'), 'sess-a1');
      otherSession = await sessionOf(t, await agentIdOf(t, 'agent2'), 'sess-a2');
    });
    afterAll(() => t?.close());

    it('creates a work bill from the chat with the waybill and session attached, and records the creation', async () => {
      const r = await call('POST', 'createWorkBill', { ...BILL, waybillNo: 'kd100200300401', sessionId: mySession });
      expect(r.body).toMatchObject({
        status: 0,
        data: { waybillNo: 'KD100200300401', sessionId: mySession, status: 'pending', urgeCount: 0, createdByName: '李娜 Li Na', smallTypeName: { en: 'Chase delivery', zh: '催派送' } },
      });
      expect(r.body.data.billNo).toMatch(/^GD\d{8}[0-9A-Z]{6}$/);
      const history = (await call('POST', 'queryWorkBillProcessing', { id: r.body.data.id })).body.data;
      expect(history.events.map((e: { kind: string }) => e.kind)).toEqual(['create']);
      const row = await t.db.kysely.selectFrom('work_bills').selectAll().where('id', '=', r.body.data.id).executeTakeFirstOrThrow();
      expect(row.session_id).toBe(mySession);
    });

    it('shows the conversation the bill came from, as staff read it (the internal note marked), and none for a bill without a chat', async () => {
      const at = Date.now() - 60_000;
      const agentId = await agentIdOf(t, 'agent1');
      const line = (seq: number, author: number, type: string, content: string) => ({
        id: `m-${dialect}-${seq}`,
        session_id: mySession,
        seq,
        author,
        type,
        content,
        content_raw: null,
        client_msg_id: null,
        agent_id: author === 1 ? agentId : null,
        created_at: at + seq * 1000,
        revoked_at: null,
        extra: null,
      });
      await t.db.kysely
        .insertInto('chat_messages')
        .values([line(1, 2, 'text', 'Where is my parcel?'), line(2, 1, 'text', 'Let me check.'), line(3, 1, 'note', 'Customer called twice already')])
        .execute();
      const id = (await call('POST', 'createWorkBill', { ...BILL, sessionId: mySession })).body.data.id;
      const { conversation } = (await call('POST', 'queryWorkBillProcessing', { id })).body.data;
      expect(conversation.complete).toBe(true);
      expect(conversation.messages.map((m: { seq: number; author: number; type: string; content: string }) => [m.seq, m.author, m.type, m.content])).toEqual([
        [1, 2, 'text', 'Where is my parcel?'],
        [2, 1, 'text', 'Let me check.'],
        [3, 1, 'note', 'Customer called twice already'],
      ]);
      expect(conversation.messages[1]).toMatchObject({ agentName: '李娜', createdAt: at + 2000 });
      const plain = (await call('POST', 'createWorkBill', BILL)).body.data.id;
      expect((await call('POST', 'queryWorkBillProcessing', { id: plain })).body.data.conversation).toBeNull();
    });

    it("refuses to attach another agent's session, but lets a supervisor", async () => {
      const r = await call('POST', 'createWorkBill', { ...BILL, sessionId: otherSession });
      expect(r.status).toBe(403);
      expect(r.body.msg).toBe('This session is not yours');
      expect((await call('POST', 'createWorkBill', { ...BILL, sessionId: otherSession }, supervisor)).body.status).toBe(0);
      const unknown = await call('POST', 'createWorkBill', { ...BILL, sessionId: 'nope' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.data.errors).toEqual([{ field: 'sessionId', message: 'names no session' }]);
    });

    it('refuses bad input: missing fields, unknown codes, a type of another big type, an unknown waybill', async () => {
      const missing = await call('POST', 'createWorkBill', { waybillNo: 'KD100200300401' });
      expect(missing.status).toBe(400);
      expect(missing.body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['bigType', 'complaintDept', 'description', 'smallType']);
      const codes = await call('POST', 'createWorkBill', { ...BILL, smallType: 'CLM01', complaintDept: 'XX' });
      expect(codes.status).toBe(400);
      expect(codes.body.data.errors).toEqual([
        { field: 'smallType', message: 'is not a small type of the big type' },
        { field: 'complaintDept', message: 'is not a known complaint department' },
      ]);
      const ghost = await call('POST', 'createWorkBill', { ...BILL, waybillNo: 'KD999999999999' });
      expect(ghost.body).toMatchObject({ status: -1, msg: 'No waybill KD999999999999 was found' });
      expect((await call('POST', 'createWorkBill', { ...BILL, description: '' })).body.data.errors).toEqual([{ field: 'description', message: 'must not be empty' }]);
      const count = await t.db.kysely.selectFrom('work_bills').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(5 + 2);
    });

    it('urges with a note, counted, and keeps the history in order', async () => {
      const id = (await call('POST', 'createWorkBill', BILL)).body.data.id;
      const u1 = await call('PUT', 'urgeWorkBill', { id, note: '客户第二次来电' });
      expect(u1.body.data.urgeCount).toBe(1);
      const u2 = await call('PUT', 'urgeWorkBill', { id, note: 'Third call' });
      expect(u2.body.data.urgeCount).toBe(2);
      const history = (await call('POST', 'queryWorkBillProcessing', { id })).body.data.events;
      expect(history.map((e: { kind: string; note: string }) => [e.kind, e.note])).toEqual([['create', ''], ['urge', '客户第二次来电'], ['urge', 'Third call']]);
      expect((await call('PUT', 'urgeWorkBill', { id })).body.data.errors).toEqual([{ field: 'note', message: 'is required' }]);
    });

    it('invalidates with a reason; a closed bill cannot be urged or invalidated again', async () => {
      const id = (await call('POST', 'createWorkBill', BILL)).body.data.id;
      const inv = await call('PUT', 'inValidWorkBill', { id, reason: 'Duplicate of another bill' });
      expect(inv.body.data).toMatchObject({ status: 'invalid', invalidReason: 'Duplicate of another bill' });
      expect((await call('PUT', 'urgeWorkBill', { id, note: 'x' })).body).toMatchObject({ status: -1, msg: 'Only a pending or processing work bill can be urged' });
      expect((await call('PUT', 'inValidWorkBill', { id, reason: 'again' })).body).toMatchObject({ status: -1, msg: 'This work bill is already closed' });
      expect((await call('PUT', 'inValidWorkBill', { id })).status).toBe(400);
    });

    it("keeps an agent off another agent's work bills; supervisors see and handle all", async () => {
      const id = (await call('POST', 'createWorkBill', BILL)).body.data.id;
      expect((await call('PUT', 'urgeWorkBill', { id, note: 'x' }, agent2)).status).toBe(403);
      expect((await call('PUT', 'inValidWorkBill', { id, reason: 'x' }, agent2)).status).toBe(403);
      expect((await call('POST', 'queryWorkBillProcessing', { id }, agent2)).status).toBe(403);
      expect((await call('PUT', 'handleWorkBill', { id, note: 'done' })).status).toBe(403);
      const handled = await call('PUT', 'handleWorkBill', { id, note: 'Delivered this afternoon' }, supervisor);
      expect(handled.body.data.status).toBe('handled');
      expect((await call('POST', 'queryWorkBillProcessing', { id: 'missing' }, supervisor)).status).toBe(404);
    });

    it('pages work bills: agents their own, supervisors all, searchable and filtered', async () => {
      const mine = (await call('POST', 'queryWorkBillPage', { pageNum: 1, pageSize: 50 })).body.data;
      const theirs = (await call('POST', 'queryWorkBillPage', { pageNum: 1, pageSize: 50 }, agent2)).body.data;
      const all = (await call('POST', 'queryWorkBillPage', { pageNum: 1, pageSize: 50 }, supervisor)).body.data;
      expect(all.total).toBe(mine.total + theirs.total + 1);
      expect(mine.records.every((r: { createdByName: string }) => r.createdByName === '李娜 Li Na')).toBe(true);
      const ats = mine.records.map((r: { createdAt: number }) => r.createdAt);
      expect(ats).toEqual([...ats].sort((a: number, b: number) => b - a));
      const byKeyword = (await call('POST', 'queryWorkBillPage', { keyword: '9012345678' }, supervisor)).body.data;
      expect(byKeyword.records.map((r: { waybillNo: string }) => r.waybillNo)).toEqual(['9012345678']);
      const lower = (await call('POST', 'queryWorkBillPage', { keyword: 'kd100200300401' }, supervisor)).body.data;
      expect(lower.total).toBeGreaterThan(0);
      expect(lower.records.every((r: { waybillNo: string }) => r.waybillNo === 'KD100200300401')).toBe(true);
      const invalid = (await call('POST', 'queryWorkBillPage', { status: 'invalid' })).body.data;
      expect(invalid.total).toBe(1);
      const small = (await call('POST', 'queryWorkBillPage', { pageNum: 2, pageSize: 2 })).body.data;
      expect(small).toMatchObject({ pageNum: 2, pageSize: 2, total: mine.total });
      const bad = await call('POST', 'queryWorkBillPage', { status: 'lost', sortField: 'nope' });
      expect(bad.body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['sortField', 'status']);
    });
  });
}

describe('work bill refusals in Chinese', () => {
  it('answers in the caller language', async () => {
    const t = await createTestApp('sqlite');
    try {
      const token = await t.login('agent1');
      const r = await t.call('PUT', `${API}/workBill/urgeWorkBill`, { token, body: { id: 'missing', note: 'x' }, headers: { 'accept-language': 'zh-CN' } });
      expect(r.status).toBe(404);
      expect(r.body.msg).toBe('工单不存在');
    } finally {
      await t.close();
    }
  });
});
