import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { migrateTo } from '../helpers/synonym-migrations';
import { DIALECTS, openTestDb, underSchemaLock } from '../helpers/test-app';

type V0032 = Kysely<{ visitors: { id: string; open_id: string | null; channel: number; nickname: string; phone: string | null; created_at: number; last_seen_at: number } }>;

describe.each(DIALECTS)('migration 0033 customers (%s)', (dialect) => {
  it('backfills one customer per visitor, one per signed channel identity', async () => {
    const t = await openTestDb(dialect);
    try {
      await underSchemaLock(dialect, () => migrateTo(t.db.kysely as unknown as Kysely<unknown>, dialect === 'postgres', '0032_routing_rules'));
      const old = t.db.kysely as unknown as V0032;
      const v = (id: string, openId: string | null, channel: number, at: number) => ({ id, open_id: openId, channel, nickname: `n-${id}`, phone: null, created_at: at, last_seen_at: at + 5 });
      await old.insertInto('visitors').values([v('m-1', 'wx-1', 100, 1000), v('m-2', 'wx-1', 100, 500), v('m-3', 'wx-1', 200, 700), v('m-4', null, 100, 800), v('m-5', null, 100, 900)]).execute();

      // Up to 0033 alone: 0047 then merges the twins of one identity (visitor-identity-migration.test.ts).
      await underSchemaLock(dialect, () => migrateTo(t.db.kysely as unknown as Kysely<unknown>, dialect === 'postgres', '0033_customers'));
      const db = t.db.kysely;
      const links = new Map((await db.selectFrom('visitors').select(['id', 'customer_id']).where('id', 'like', 'm-%').execute()).map((r) => [r.id, r.customer_id]));
      expect(links.get('m-1')).toBe('m-1');
      expect(links.get('m-2')).toBe('m-1');
      expect(links.get('m-3')).toBe('m-3');
      expect(links.get('m-4')).toBe('m-4');
      expect(links.get('m-5')).toBe('m-5');
      const shared = await db.selectFrom('customers').selectAll().where('id', '=', 'm-1').executeTakeFirstOrThrow();
      expect(shared).toMatchObject({ name: 'n-m-1', vip: 0, notes: '' });
      expect(Number(shared.first_contact_at)).toBe(500);
      expect(Number(shared.last_contact_at)).toBe(1005);
      expect(await db.selectFrom('customers').select('id').where('id', 'like', 'm-%').execute()).toHaveLength(4);
    } finally {
      await t.drop();
    }
  });
});
