import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHOR } from '../../src/common/events';
import { createVisitor } from '../../adapter-server/src/features/customers/customer.service';
import { makeMessage, makeSession } from '../helpers/factories';
import { DIALECTS } from '../helpers/test-app';
import { fieldsOf, mgmtApp, type MgmtApp } from './management/helpers';

interface Row {
  id: string;
  name: string;
  phone: string | null;
  identities: string[];
  chats: number;
  averageRating: string | null;
  blacklisted: boolean;
}

/** Issue 37: the back office's customers (customerMgt): the list and its search, the customer's page, merge and split. */
for (const dialect of DIALECTS) {
  describe(`customer management (${dialect})`, () => {
    let t: MgmtApp;
    const at = Date.now() - 3_600_000;
    const visitor = async (id: string, over: { open_id?: string | null; nickname: string; phone?: string | null; channel?: number }) => {
      const v = await createVisitor(t.db.kysely, { id, open_id: over.open_id ?? null, channel: over.channel ?? 100, nickname: over.nickname, phone: over.phone ?? null, created_at: at, last_seen_at: at });
      return v.customer_id!;
    };
    const customerOf = async (visitorId: string) =>
      (await t.db.kysely.selectFrom('visitors').select('customer_id').where('id', '=', visitorId).executeTakeFirstOrThrow()).customer_id;
    const list = async (body: object, token?: string) => t.api('POST', '/customerMgt/list', { pageNum: 1, pageSize: 50, ...body }, token);
    const found = async (q: string) => ((await list({ q })).body.data.records as Row[]).map((r) => r.name).sort();
    let wang: string;
    let zhao: string;
    let wangEarlier: string;

    beforeAll(async () => {
      t = await mgmtApp(dialect);
      wang = await visitor('cm-v-wang-1', { open_id: 'mall-openid-7781', channel: 200, nickname: 'Wang Cusmgt', phone: '13911112222' });
      // A signed identity has one visitor (migration 0047): asked again, it is the same.
      expect((await createVisitor(t.db.kysely, { id: 'cm-v-wang-twin', open_id: 'mall-openid-7781', channel: 200, nickname: 'Wang Cusmgt', phone: null, created_at: at, last_seen_at: at })).id).toBe('cm-v-wang-1');
      // Wang also chatted anonymously once, and that visitor was merged into his customer.
      const anonymous = await visitor('cm-v-wang-2', { nickname: 'Wang Cusmgt' });
      await t.db.kysely.updateTable('visitors').set({ customer_id: wang }).where('id', '=', 'cm-v-wang-2').execute();
      await t.db.kysely.deleteFrom('customers').where('id', '=', anonymous).execute();
      zhao = await visitor('cm-v-zhao', { nickname: '赵先生Cusmgt', phone: '13700003333' });
      wangEarlier = await makeSession(t.db.kysely, { id: 'cm-s-wang-1', visitor_id: 'cm-v-wang-1', created_at: at, satisfaction: 5, last_seq: 1 });
      await makeMessage(t.db.kysely, wangEarlier, 1, AUTHOR.customer, 'Where is my parcel sf1234567890123 please?', at + 1000);
      await makeSession(t.db.kysely, { id: 'cm-s-wang-2', visitor_id: 'cm-v-wang-2', created_at: at + 60_000, satisfaction: 4 });
      await makeSession(t.db.kysely, { id: 'cm-s-zhao-1', visitor_id: 'cm-v-zhao', created_at: at + 120_000, satisfaction: null, last_seq: 2 });
      await makeMessage(t.db.kysely, 'cm-s-zhao-1', 1, AUTHOR.customer, '运单 KY1234567890 到哪了', at + 121_000);
      // A number an agent wrote is not the visitor's mention.
      await makeMessage(t.db.kysely, 'cm-s-zhao-1', 2, AUTHOR.agent, 'Is it YT5555555555555?', at + 122_000);
    });
    afterAll(() => t?.close());

    it('lists one row per customer with identities, figures and a masked phone', async () => {
      const r = await list({ q: 'Cusmgt' });
      expect(r.body.status).toBe(0);
      const rows = r.body.data.records as Row[];
      expect(rows.map((x) => x.id).sort()).toEqual([wang, zhao].sort());
      expect(rows.find((x) => x.id === wang)).toMatchObject({ name: 'Wang Cusmgt', phone: '139****2222', identities: expect.arrayContaining(['mall-openid-7781', 'cm-v-wang-2']), chats: 2, averageRating: '4.5', blacklisted: false });
      expect(rows.find((x) => x.id === zhao)).toMatchObject({ identities: ['cm-v-zhao'], chats: 1, averageRating: null });
    });

    it('finds a customer by name, phone, open id, visitor, chat, a waybill number written in a chat or on a work bill', async () => {
      expect(await found('wang cus')).toEqual(['Wang Cusmgt']);
      expect(await found('赵先生cus')).toEqual(['赵先生Cusmgt']);
      expect(await found('00003333')).toEqual(['赵先生Cusmgt']);
      expect(await found('mall-openid-7781')).toEqual(['Wang Cusmgt']);
      expect(await found('cm-v-zhao')).toEqual(['赵先生Cusmgt']);
      expect(await found('cm-s-wang-2')).toEqual(['Wang Cusmgt']);
      // Written in lower case by the visitor, searched in upper case, and the other way round.
      expect(await found('SF1234567890123')).toEqual(['Wang Cusmgt']);
      expect(await found('ky1234567890')).toEqual(['赵先生Cusmgt']);
      expect(await found('SF9999999999999')).toEqual([]);
      expect(await found('YT5555555555555')).toEqual([]);
      // A waybill no one wrote, on a work bill opened from one of their chats.
      await t.db.kysely.insertInto('work_bills').values({ id: 'cm-wb-1', bill_no: 'GD-CM-1', waybill_no: 'YT7777777777777', session_id: 'cm-s-wang-2', big_type: 'A', small_type: 'A1', complaint_dept: 'D', description: 'late', status: 'pending', urge_count: 0, created_by: 'u', created_by_name: 'agent', created_at: at, updated_at: at, invalid_reason: null }).execute();
      expect(await found('yt7777777777777')).toEqual(['Wang Cusmgt']);
      // A LIKE wildcard is a plain character.
      expect(await found('%')).toEqual([]);
      expect(fieldsOf(await list({ q: 'x'.repeat(201) }))).toEqual(['q']);
    });

    it("shows the customer's page: chats newest first, waybills with state, identities; one chat's transcript", async () => {
      const d = (await t.api('GET', `/customerMgt/detail?id=${wang}`)).body.data;
      expect(d.customer).toMatchObject({ id: wang, chats: 2, averageRating: 4.5 });
      expect(d.sessions.map((s: { id: string }) => s.id)).toEqual(['cm-s-wang-2', 'cm-s-wang-1']);
      expect(d.waybills).toEqual([expect.objectContaining({ waybillNo: 'SF1234567890123' })]);
      expect(d.identities.map((i: { visitorId: string }) => i.visitorId).sort()).toEqual(['cm-v-wang-1', 'cm-v-wang-2']);
      const tr = await t.api('GET', `/customerMgt/transcript?id=${wang}&sessionId=${wangEarlier}`);
      expect(tr.body.data.messages.map((m: { content: string }) => m.content)).toEqual(['Where is my parcel sf1234567890123 please?']);
      // Another customer's chat is not read through this customer.
      expect((await t.api('GET', `/customerMgt/transcript?id=${wang}&sessionId=cm-s-zhao-1`)).status).toBe(403);
      expect((await t.api('GET', '/customerMgt/detail?id=nobody')).body).toMatchObject({ status: -1 });
    });

    it('lets a supervisor write notes (trimmed, audited) and mark a VIP', async () => {
      const r = await t.api('PUT', '/customerMgt/edit', { id: zhao, notes: '  Calls back after 6pm  ', vip: true });
      expect(r.body).toMatchObject({ status: 0, data: { id: zhao, notes: 'Calls back after 6pm', vip: true } });
      expect(fieldsOf(await t.api('PUT', '/customerMgt/edit', { id: zhao, notes: 'x'.repeat(2001) }))).toEqual(['notes']);
      // The name comes from the channel, not from the back office.
      expect(fieldsOf(await t.api('PUT', '/customerMgt/edit', { id: zhao, name: 'Renamed' }))).toEqual(['name']);
      const audit = await t.db.kysely.selectFrom('audit_log').select(['action', 'target']).where('target', 'like', `customerMgt #${zhao}%`).execute();
      expect(audit).toEqual([{ action: 'update', target: `customerMgt #${zhao} · 赵先生Cusmgt` }]);
    });

    it('merges another customer into this one: its visitors and chats move, its row goes, audited', async () => {
      expect((await t.api('PUT', '/customerMgt/merge', { id: wang, otherId: zhao })).status).toBe(403);
      expect(fieldsOf(await t.api('PUT', '/customerMgt/merge', { id: wang, otherId: wang }, t.admin))).toEqual(['otherId']);
      expect(fieldsOf(await t.api('PUT', '/customerMgt/merge', { id: wang, otherId: 'nobody' }, t.admin))).toEqual(['otherId']);
      const r = await t.api('PUT', '/customerMgt/merge', { id: wang, otherId: zhao }, t.admin);
      expect(r.body).toMatchObject({ status: 0, data: { id: wang, merged: zhao, moved: 1 } });
      expect(await customerOf('cm-v-zhao')).toBe(wang);
      expect(await t.db.kysely.selectFrom('customers').select('id').where('id', '=', zhao).executeTakeFirst()).toBeUndefined();
      const d = (await t.api('GET', `/customerMgt/detail?id=${wang}`)).body.data;
      expect(d.sessions.map((s: { id: string }) => s.id)).toEqual(['cm-s-zhao-1', 'cm-s-wang-2', 'cm-s-wang-1']);
      expect(d.customer).toMatchObject({ name: 'Wang Cusmgt', vip: true, notes: 'Calls back after 6pm', chats: 3 });
      expect(await found('KY1234567890')).toEqual(['Wang Cusmgt']);
      const audit = await t.db.kysely.selectFrom('audit_log').select(['action', 'target', 'outcome', 'username']).where('action', 'in', ['customerMerge']).execute();
      expect(audit).toEqual([
        { action: 'customerMerge', target: `customerMgt #${wang} · Wang Cusmgt`, outcome: 'failure', username: 'admin' },
        { action: 'customerMerge', target: `customerMgt #${wang} · Wang Cusmgt`, outcome: 'failure', username: 'admin' },
        { action: 'customerMerge', target: `customerMgt #${wang} · Wang Cusmgt ← #${zhao} · 赵先生Cusmgt`, outcome: 'success', username: 'admin' },
      ]);
    });

    it('splits an identity out into a new customer, audited', async () => {
      expect((await t.api('PUT', '/customerMgt/split', { id: wang, visitorId: 'cm-v-zhao' })).status).toBe(403);
      expect(fieldsOf(await t.api('PUT', '/customerMgt/split', { id: wang, visitorId: 'nobody' }, t.admin))).toEqual(['visitorId']);
      const r = await t.api('PUT', '/customerMgt/split', { id: wang, visitorId: 'cm-v-wang-1' }, t.admin);
      expect(r.body).toMatchObject({ status: 0, data: { moved: 1 } });
      const split = r.body.data.id as string;
      expect(await customerOf('cm-v-wang-1')).toBe(split);
      expect(await customerOf('cm-v-wang-2')).toBe(wang);
      expect(await customerOf('cm-v-zhao')).toBe(wang);
      expect(((await list({ q: 'mall-openid-7781' })).body.data.records as Row[]).map((x) => x.id)).toEqual([split]);
      // The last identity cannot leave its customer.
      expect(fieldsOf(await t.api('PUT', '/customerMgt/split', { id: split, visitorId: 'cm-v-wang-1' }, t.admin))).toEqual(['visitorId']);
      const audit = await t.db.kysely.selectFrom('audit_log').select(['target', 'outcome']).where('action', '=', 'customerSplit').where('outcome', '=', 'success').execute();
      expect(audit).toEqual([{ target: `customerMgt #${wang} · Wang Cusmgt → #${split} · Wang Cusmgt`, outcome: 'success' }]);
    });

    it('is for supervisors and admins; agents may not list customers', async () => {
      expect((await list({}, t.admin)).body.status).toBe(0);
      expect((await list({}, t.supervisor)).body.status).toBe(0);
      expect((await list({}, t.agent)).status).toBe(403);
      expect((await t.api('GET', `/customerMgt/detail?id=${wang}`, undefined, t.agent)).status).toBe(403);
      expect((await t.api('PUT', '/customerMgt/edit', { id: wang, notes: 'x' }, t.agent)).status).toBe(403);
    });
  });
}
