import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { AUTHOR } from '../../src/common/events';
import { migrateToLatest } from '../../adapter-server/src/db/migrate';
import { backfillMentions } from '../../adapter-server/src/db/migrations/0049_waybill_mentions';
import { drainMentionQueue } from '../../adapter-server/src/features/waybill/waybill-mentions';
import { makeMessage } from '../helpers/factories';
import { migrateTo } from '../helpers/synonym-migrations';
import { DIALECTS, openTestDb, underSchemaLock } from '../helpers/test-app';

describe.each(DIALECTS)('migration 0049: the waybill numbers visitors wrote before it (%s)', (dialect) => {
  it("records each number once per chat at its first mention, from the visitors' text lines only, across pages", async () => {
    const t = await openTestDb(dialect);
    try {
      await underSchemaLock(dialect, () => migrateTo(t.db.kysely as unknown as Kysely<unknown>, dialect === 'postgres', '0048_day_rollups'));
      const db = t.db.kysely;
      await db.insertInto('visitors').values({ id: 'v-1', open_id: null, channel: 100, nickname: 'n', phone: null, created_at: 1, last_seen_at: 1, customer_id: null }).execute();
      const session = (id: string) => ({ id, visitor_id: 'v-1', channel: 100, source: 'newhuang', status: 'closed', created_at: 1 });
      const ids = Array.from({ length: 12 }, (_, i) => `s-${String(i).padStart(2, '0')}`);
      await db.insertInto('chat_sessions').values(ids.map(session) as never).execute();
      for (const [i, id] of ids.entries()) {
        await makeMessage(db, id, 1, AUTHOR.customer, `where is sf${1234567000 + i} please`, 1000 + i);
        await makeMessage(db, id, 2, AUTHOR.customer, `again: SF${1234567000 + i}, and KY1234567890`, 2000 + i);
      }
      // Not a visitor's, not text, a mobile number, too few digits.
      await makeMessage(db, 's-00', 3, AUTHOR.agent, 'YT5555555555555 is yours?', 3000);
      await makeMessage(db, 's-00', 4, AUTHOR.customer, 'call me on 13911112222 or ref 12345678', 4000);
      await db.insertInto('chat_messages').values({ id: 'm-img', session_id: 's-01', seq: 3, author: AUTHOR.customer, type: 'image', content: 'JD1234567890123.png', content_raw: null, client_msg_id: null, agent_id: null, created_at: 5000, revoked_at: null, extra: null }).execute();

      await underSchemaLock(dialect, () => migrateToLatest(db));
      const mentions = async () =>
        (await db.selectFrom('waybill_mentions').selectAll().orderBy('session_id').orderBy('waybill_no').execute()).map((r) => [r.session_id, r.waybill_no, Number(r.created_at)]);
      const expected = ids.flatMap((id, i) => [
        [id, 'KY1234567890', 2000 + i],
        [id, `SF${1234567000 + i}`, 1000 + i],
      ]);
      expect(await mentions()).toEqual(expected);
      // Read five lines a page: the same (a chat's lines split across pages keep its first mention).
      await db.deleteFrom('waybill_mentions').execute();
      await backfillMentions(db as unknown as Kysely<unknown>, 5);
      expect(await mentions()).toEqual(expected);

      // From now on a line is queued by the trigger whatever code writes it, and read into the index, its first
      // mention kept; a number named again later changes nothing.
      await makeMessage(db, 's-00', 5, AUTHOR.customer, 'and JD9876543210123, SF1234567000 again', 6000);
      await makeMessage(db, 's-00', 6, AUTHOR.agent, 'JD1111111111111', 7000);
      expect((await db.selectFrom('waybill_mention_queue').selectAll().execute()).map((q) => [q.session_id, Number(q.seq)])).toEqual([['s-00', 5]]);
      await drainMentionQueue(db);
      expect(await db.selectFrom('waybill_mention_queue').selectAll().execute()).toEqual([]);
      expect(await mentions()).toEqual([['s-00', 'JD9876543210123', 6000], ...expected]);
    } finally {
      await t.drop();
    }
  });
});
