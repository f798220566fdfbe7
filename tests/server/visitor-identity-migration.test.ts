import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { migrateToLatest } from '../../adapter-server/src/db/migrate';
import { migrateTo } from '../helpers/synonym-migrations';
import { DIALECTS, openTestDb, underSchemaLock } from '../helpers/test-app';

describe.each(DIALECTS)('migration 0047: one visitor per signed channel identity (%s)', (dialect) => {
  it('merges the twins of an identity into the oldest, with their chats, blacklist entries, robot records and uploads', async () => {
    const t = await openTestDb(dialect);
    try {
      await underSchemaLock(dialect, () => migrateTo(t.db.kysely as unknown as Kysely<unknown>, dialect === 'postgres', '0046_export_jobs'));
      const db = t.db.kysely;
      const v = (id: string, openId: string | null, channel: number, at: number, seen: number) => ({ id, open_id: openId, channel, nickname: `n-${id}`, phone: null, created_at: at, last_seen_at: seen, customer_id: 'c-1' });
      await db.insertInto('customers').values({ id: 'c-1', name: 'n', phone: null, vip: 0, notes: '', first_contact_at: 1, last_contact_at: 1, created_at: 1, updated_at: 1 }).execute();
      // Twins of wx-1 on channel 100 (a race wrote two); the same open id on another channel and anonymous visitors are others.
      await db.insertInto('visitors').values([v('t-1', 'wx-1', 100, 1000, 2000), v('t-2', 'wx-1', 100, 500, 3000), v('t-3', 'wx-1', 200, 700, 700), v('t-4', null, 100, 800, 800), v('t-5', null, 100, 900, 900)]).execute();
      const session = (id: string, visitor: string) => ({ id, visitor_id: visitor, channel: 100, source: 'newhuang', status: 'closed', created_at: 1 });
      await db.insertInto('chat_sessions').values([session('s-1', 't-1'), session('s-2', 't-2')] as never).execute();
      await db.insertInto('blacklist').values({ id: 'b-1', visitor_id: 't-2', reason: 'abuse', created_by: 'admin', created_at: 1, expires_at: null } as never).execute();
      await db.insertInto('image_uploads').values({ name: 'p.png', uploader: 'visitor:t-2', created_at: 1 }).execute();

      await underSchemaLock(dialect, () => migrateToLatest(db));
      const visitors = await db.selectFrom('visitors').select(['id', 'created_at', 'last_seen_at']).where('id', 'like', 't-%').orderBy('id').execute();
      expect(visitors.map((r) => r.id)).toEqual(['t-1', 't-3', 't-4', 't-5']);
      expect([Number(visitors[0].created_at), Number(visitors[0].last_seen_at)]).toEqual([500, 3000]);
      expect((await db.selectFrom('chat_sessions').select('visitor_id').where('id', 'in', ['s-1', 's-2']).execute()).map((r) => r.visitor_id)).toEqual(['t-1', 't-1']);
      expect((await db.selectFrom('blacklist').select('visitor_id').where('id', '=', 'b-1').executeTakeFirstOrThrow()).visitor_id).toBe('t-1');
      expect((await db.selectFrom('image_uploads').select('uploader').where('name', '=', 'p.png').executeTakeFirstOrThrow()).uploader).toBe('visitor:t-1');
      // From now on a twin cannot be written; anonymous visitors still can, as many as come.
      await expect(db.insertInto('visitors').values(v('t-6', 'wx-1', 100, 1, 1)).execute()).rejects.toThrow();
      await db.insertInto('visitors').values(v('t-7', null, 100, 1, 1)).execute();
    } finally {
      await t.drop();
    }
  });
});
