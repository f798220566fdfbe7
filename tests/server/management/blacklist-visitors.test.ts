import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../helpers/test-app';
import { clearSeededLists, fieldsOf, mgmtApp, type MgmtApp } from './helpers';

/** Issue 32: the blacklist is filled and read by the visitor's name, never by an internal id. */
for (const dialect of DIALECTS) {
  describe(`blacklist by visitor name, phone, session or customer (${dialect})`, () => {
    let t: MgmtApp;
    const at = Date.now();
    beforeAll(async () => {
      t = await mgmtApp(dialect);
      await clearSeededLists(t);
      const db = t.db.kysely;
      await db.insertInto('visitors').values([
        { id: 'v-search-1', open_id: 'mall-customer-881', channel: 200, nickname: 'Yvonne Blacklistova', phone: '13912345678', created_at: at, last_seen_at: at - 1000 },
        { id: 'v-search-2', open_id: null, channel: 100, nickname: 'yvonne second', phone: null, created_at: at, last_seen_at: at },
        { id: 'v-search-3', open_id: null, channel: 100, nickname: '黄女士9911', phone: '13700009911', created_at: at, last_seen_at: at },
      ]).execute();
      await db.insertInto('chat_sessions').values({
        id: 's-search-3', visitor_id: 'v-search-3', channel: 100, source: 'newhuang', org_type: 'kd', skill_group_id: null, agent_id: null,
        status: 'closed', queue_priority: 0, created_at: at, queued_at: null, assigned_at: null, first_response_at: null, closed_at: at,
        close_reason: 'visitor', last_seq: 0, last_message_at: null, last_message_preview: '', agent_read_seq: 0, visitor_read_seq: 0,
        converted: 0, queue_wait_ms: null, first_response_ms: null, duration_ms: null, transfer_count: 0, visitor_msg_count: 0,
        agent_msg_count: 0, robot_msg_count: 0, evaluation_invited_at: null, evaluated_at: null, satisfaction: null, evaluation: null,
        visitor_absent_since: null,
      } as never).execute();
    });
    afterAll(() => t?.close());

    const search = async (q: string, token?: string) => t.api('GET', `/blacklistMgt/visitors?q=${encodeURIComponent(q)}`, undefined, token);
    const ids = async (q: string) => ((await search(q)).body.data as { id: string }[]).map((v) => v.id);

    it('finds visitors by part of their name (any case), part of their phone, their session or their customer id', async () => {
      expect(await ids('YVONNE')).toEqual(['v-search-2', 'v-search-1']);
      expect(await ids('黄女士')).toEqual(['v-search-3']);
      expect(await ids('0000991')).toEqual(['v-search-3']);
      expect(await ids('s-search-3')).toEqual(['v-search-3']);
      expect(await ids('mall-customer-881')).toEqual(['v-search-1']);
      expect(await ids('v-search-1')).toEqual(['v-search-1']);
      // A LIKE wildcard is a plain character, not "everything".
      expect(await ids('%')).toEqual([]);
      expect((await search('   ')).body.data).toEqual([]);
      // The phone is shown masked, as the workbench shows it.
      expect((await search('Blacklistova')).body.data).toEqual([
        { id: 'v-search-1', nickname: 'Yvonne Blacklistova', phone: '139****5678', channel: 200, lastSeenAt: at - 1000 },
      ]);
    });

    it('is for supervisors and admins only, with a bounded query', async () => {
      expect((await search('yvonne', t.admin)).status).toBe(200);
      expect((await search('yvonne', t.agent)).status).toBe(403);
      expect(fieldsOf(await t.api('GET', '/blacklistMgt/visitors'))).toEqual(['q']);
      expect(fieldsOf(await search('x'.repeat(101)))).toEqual(['q']);
    });

    it('lists entries with the visitor\'s name and finds them by name, phone or session', async () => {
      const add = await t.api('POST', '/blacklistMgt/add', { visitorId: 'v-search-3', reason: 'Threatened the courier' });
      expect(add.body.status).toBe(0);
      await t.api('POST', '/blacklistMgt/add', { visitorId: 'v-search-1', reason: 'Spam' });
      const list = await t.api('POST', '/blacklistMgt/list', { pageNum: 1, pageSize: 10, visitorName: '黄女士' });
      expect(list.body.data.records).toEqual([expect.objectContaining({ visitorId: 'v-search-3', visitorName: '黄女士9911', reason: 'Threatened the courier' })]);
      const bySession = await t.api('POST', '/blacklistMgt/list', { visitorName: 's-search-3' });
      expect(bySession.body.data.records.map((r: { visitorName: string }) => r.visitorName)).toEqual(['黄女士9911']);
      expect((await t.api('POST', '/blacklistMgt/list', { visitorName: 'nobody-at-all' })).body.data.total).toBe(0);
      expect((await t.api('POST', '/blacklistMgt/list', {})).body.data.total).toBe(2);
    });
  });
}
