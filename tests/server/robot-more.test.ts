import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, type TestVisitor } from '../helpers/conversation';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';

const R = '/ccim-robot/api';
const order = {
  senderName: '王小明',
  senderPhone: '13800000001',
  senderAddress: '上海市浦东新区世纪大道100号',
  receiverName: '李华',
  receiverPhone: '010-88886666',
  receiverAddress: '北京市朝阳区建国路88号',
  goods: '文件',
  weightKg: 0.5,
};

for (const dialect of DIALECTS) {
  describe(`robot base, more calls (${dialect})`, () => {
    let t: TestApp;
    let a: TestVisitor;
    let b: TestVisitor;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      [a, b] = await Promise.all([newVisitor(t), newVisitor(t)]);
    });
    afterAll(async () => {
      a?.socket.disconnect();
      b?.socket.disconnect();
      await t?.close();
    });

    it('refuses every new call without a visitor token', async () => {
      for (const path of ['im/robotMsg', 'qa/catchMsg', 'qa/doCreateOrder', 'qa/doBillReceipt', 'ccos/area/queryDistrictByPage', 'aics/flow/claim', 'aics/chat/open', 'aics/chat/answer', 'aics/chat/update/msg']) {
        expect((await t.call('POST', `${R}/${path}`, { body: {} })).status, path).toBe(401);
      }
    });

    it("pages the robot's messages of the visitor's own session only", async () => {
      expect((await a.call('POST', `${R}/im/robotMsg`, {})).body.data).toMatchObject({ sessionId: null, records: [], total: 0 });
      for (const q of ['运费怎么算的？', 'how do I track my parcel?', '在吗']) expect((await a.call('POST', `${R}/im/answer`, { question: q, channel: 100 })).body.status).toBe(0);
      const page1 = (await a.call('POST', `${R}/im/robotMsg`, { pageNum: 1, pageSize: 2 })).body.data;
      expect(page1.total).toBe(3);
      expect(page1.records).toHaveLength(2);
      expect(page1.records.every((m: { author: number }) => m.author === 3)).toBe(true);
      const page2 = (await a.call('POST', `${R}/im/robotMsg`, { pageNum: 2, pageSize: 2 })).body.data;
      expect(page2.records).toHaveLength(1);
      expect(page2.records[0].seq).toBeGreaterThan(page1.records[1].seq);
      // Another visitor sees nothing of it.
      expect((await b.call('POST', `${R}/im/robotMsg`, {})).body.data.total).toBe(0);
      const bad = await a.call('POST', `${R}/im/robotMsg`, { pageSize: 501 });
      expect(bad.status).toBe(400);
      expect(bad.body.data.errors[0]).toEqual({ field: 'pageSize', message: 'must be at most 500' });
    });

    it('logs a message it cannot place to the no-intention list and answers politely', async () => {
      const r = await b.call('POST', `${R}/qa/catchMsg`, { content: '嗯嗯好的吧', channel: 100 });
      expect(r.body.status).toBe(0);
      expect(r.body.data.reply.zh).toMatch(/抱歉/);
      const row = await t.db.kysely.selectFrom('robot_no_intention').selectAll().where('id', '=', r.body.data.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ content: '嗯嗯好的吧', visitor_id: b.id, channel: 100 });
      expect((await b.call('POST', `${R}/qa/catchMsg`, { content: '' })).body.data.errors[0]).toEqual({ field: 'content', message: 'must not be empty' });
    });

    it('creates a pickup order and answers its number; bad fields are named', async () => {
      const r = await a.call('POST', `${R}/qa/doCreateOrder`, order);
      expect(r.body.status).toBe(0);
      expect(r.body.data.orderNo).toMatch(/^RO\d{16}$/);
      const row = await t.db.kysely.selectFrom('robot_orders').selectAll().where('order_no', '=', r.body.data.orderNo).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ visitor_id: a.id, receiver_phone: '010-88886666', status: 'created', goods: '文件' });
      const bad = await a.call('POST', `${R}/qa/doCreateOrder`, { ...order, senderPhone: '12345', receiverAddress: '北京' });
      expect(bad.status).toBe(400);
      expect(bad.body.status).toBe(-1);
      expect(bad.body.data.errors).toEqual(expect.arrayContaining([{ field: 'senderPhone', message: 'is not in the expected format' }, { field: 'receiverAddress', message: 'must be at least 5 characters' }]));
      const missing = await a.call('POST', `${R}/qa/doCreateOrder`, { senderName: 'x' });
      expect(missing.body.data.errors.map((e: { field: string }) => e.field)).toContain('receiverPhone');
      const past = await a.call('POST', `${R}/qa/doCreateOrder`, { ...order, pickupAt: Date.now() - 86_400_000 });
      expect(past.body.data.errors).toEqual([{ field: 'pickupAt', message: 'must be within the next 7 days' }]);
    });

    it('answers the receipt of a signed-for waybill and refuses one not yet signed', async () => {
      const r = await a.call('POST', `${R}/qa/doBillReceipt`, { waybillNo: 'YT9876543210987' });
      expect(r.body.status).toBe(0);
      expect(r.body.data).toMatchObject({ waybillNo: 'YT9876543210987', signed: true, signedBy: '陈*' });
      expect(typeof r.body.data.signedAt).toBe('number');
      const notYet = await a.call('POST', `${R}/qa/doBillReceipt`, { waybillNo: 'YT1234567890123' });
      expect(notYet.body).toMatchObject({ status: -1, data: { status: 'in_transit' } });
      expect((await a.call('POST', `${R}/qa/doBillReceipt`, { waybillNo: 'YT0000000000000' })).body.msg).toMatch(/No waybill/);
      expect((await a.call('POST', `${R}/qa/doBillReceipt`, { waybillNo: "1' or 1=1" })).status).toBe(400);
    });

    it('pages the districts by level, parent and name', async () => {
      const provinces = (await a.call('POST', `${R}/ccos/area/queryDistrictByPage`, { level: 1, pageSize: 100 })).body.data;
      expect(provinces.total).toBeGreaterThanOrEqual(10);
      expect(provinces.records[0]).toEqual({ code: '110000', name: '北京市', level: 1, parentCode: null });
      const gd = (await a.call('POST', `${R}/ccos/area/queryDistrictByPage`, { parentCode: '440000' })).body.data;
      expect(gd.records.map((d: { name: string }) => d.name)).toEqual(['广州市', '深圳市', '佛山市', '东莞市']);
      const sz = (await a.call('POST', `${R}/ccos/area/queryDistrictByPage`, { keyword: '南山' })).body.data;
      expect(sz.records).toEqual([{ code: '440305', name: '南山区', level: 3, parentCode: '440300' }]);
      const all = (await a.call('POST', `${R}/ccos/area/queryDistrictByPage`, { pageNum: 2, pageSize: 50 })).body.data;
      expect(all.total).toBeGreaterThanOrEqual(100);
      expect(all.records).toHaveLength(50);
      expect((await a.call('POST', `${R}/ccos/area/queryDistrictByPage`, { level: 4 })).body.data.errors[0].field).toBe('level');
    });

    it('starts one claim per waybill and never shows another visitor its number', async () => {
      const claim = { waybillNo: 'YT5555666677778', claimType: 'damaged', amount: 120.5, description: '外箱破损，物品摔坏', contactPhone: '13900000009' };
      const r = await a.call('POST', `${R}/aics/flow/claim`, claim);
      expect(r.body.status).toBe(0);
      expect(r.body.data.claimNo).toMatch(/^CL\d{16}$/);
      expect(await t.db.kysely.selectFrom('robot_claims').select(['visitor_id', 'amount', 'status']).where('claim_no', '=', r.body.data.claimNo).executeTakeFirst()).toEqual({ visitor_id: a.id, amount: 120.5, status: 'submitted' });
      const again = await a.call('POST', `${R}/aics/flow/claim`, claim);
      expect(again.body).toMatchObject({ status: -2, data: { claimNo: r.body.data.claimNo } });
      const other = await b.call('POST', `${R}/aics/flow/claim`, claim);
      expect(other.body).toMatchObject({ status: -2, data: null });
      expect((await a.call('POST', `${R}/aics/flow/claim`, { ...claim, waybillNo: 'YT0000000000000' })).body.status).toBe(-1);
      const bad = await a.call('POST', `${R}/aics/flow/claim`, { ...claim, claimType: 'bored', amount: -1 });
      expect(bad.body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['amount', 'claimType']);
    });

    it('keeps a streamed exchange in the AI chat when given its chatId', async () => {
      const { chatId } = (await a.call('POST', `${R}/aics/chat/open`, {})).body.data;
      const res = await fetch(`${t.url}${R}/aics/chat`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-visitor-token': a.token }, body: JSON.stringify({ chatId, question: '运费怎么算的？' }) });
      const text = await res.text();
      const done = JSON.parse(text.split('event: done\ndata: ')[1].split('\n')[0]);
      expect(done).toMatchObject({ chatId, questionId: expect.any(String), answerId: expect.any(String) });
      const rows = await t.db.kysely.selectFrom('ai_chat_messages').select(['role', 'content', 'seq']).where('chat_id', '=', chatId).orderBy('seq').execute();
      expect(rows.map((r) => r.role)).toEqual(['assistant', 'user', 'assistant']);
      expect(rows[2].content).toMatch(/首重/);
      const other = await b.call('POST', `${R}/aics/chat`, { chatId, question: 'hi' });
      expect(other.body).toMatchObject({ status: -1, msg: 'No such chat' });
    });

    it('opens an AI chat, answers it whole, lets the visitor edit a waiting question and rate an answer', async () => {
      const open = (await a.call('POST', `${R}/aics/chat/open`, {})).body.data;
      expect(open.chatId).toBeTruthy();
      expect(open.greeting.zh).toMatch(/您好/);
      const answered = (await a.call('POST', `${R}/aics/chat/answer`, { chatId: open.chatId, question: '运费怎么算的？' })).body.data;
      expect(answered.question).toMatchObject({ role: 'user', seq: 2, content: '运费怎么算的？' });
      expect(answered.answer.content).toMatch(/首重/);
      // Answered questions are final; answers take feedback.
      expect((await a.call('POST', `${R}/aics/chat/update/msg`, { msgId: answered.question.id, content: '改一下' })).body.status).toBe(-2);
      expect((await a.call('POST', `${R}/aics/chat/update/msg`, { msgId: answered.answer.id, feedback: 1 })).body.data.feedback).toBe(1);
      // A question left waiting (an aborted stream) can be edited, then answered.
      const at = Date.now();
      await t.db.kysely.insertInto('ai_chat_messages').values({ id: `w${at}`, chat_id: open.chatId, seq: 4, role: 'user', content: '怎么查件', feedback: null, created_at: at, updated_at: at }).execute();
      const edited = await a.call('POST', `${R}/aics/chat/update/msg`, { msgId: `w${at}`, content: 'how do I track my parcel?' });
      expect(edited.body.data.content).toBe('how do I track my parcel?');
      const late = (await a.call('POST', `${R}/aics/chat/answer`, { chatId: open.chatId })).body.data;
      expect(late.question.id).toBe(`w${at}`);
      expect(late.answer.seq).toBe(5);
      expect((await a.call('POST', `${R}/aics/chat/answer`, { chatId: open.chatId })).body.msg).toMatch(/no question waiting/);
      // Another visitor can neither answer in nor touch this chat.
      expect((await b.call('POST', `${R}/aics/chat/answer`, { chatId: open.chatId, question: 'hi' })).body).toMatchObject({ status: -1, msg: 'No such chat' });
      expect((await b.call('POST', `${R}/aics/chat/update/msg`, { msgId: answered.answer.id, feedback: 0 })).body).toMatchObject({ status: -1, msg: 'No such message' });
      const both = await a.call('POST', `${R}/aics/chat/update/msg`, { msgId: answered.answer.id, feedback: 0, content: 'x' });
      expect(both.status).toBe(400);
      expect((await a.call('POST', `${R}/aics/chat/answer`, { chatId: open.chatId, question: '' })).status).toBe(400);
    });
  });
}
