import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction, runSteps, step, type Steps } from '../../adapter-server/src/db/compiled';
import { openDatabase, type Db } from '../../adapter-server/src/db/dialect';

// A batch runs at once on SQLite when no Kysely transaction is open; one that is open holds the connection
// across its awaits, and a batch must neither join it nor run inside it.
describe('statement batches beside an open Kysely transaction (SQLite)', () => {
  let db: Db;
  beforeEach(async () => {
    db = openDatabase('sqlite::memory:');
    await sql`create table t (id integer primary key, name text not null)`.execute(db.kysely);
  });
  afterEach(() => db.destroy());

  function* insert(name: string): Steps<number> {
    yield step((x) => x.insertInto('t' as never).values({ name } as never));
    const r = yield step((x) => x.selectFrom('t' as never).select(sql<number>`count(*)`.as('n')));
    return (r.rows[0] as { n: number }).n;
  }
  const names = async () => (await sql<{ name: string }>`select name from t order by id`.execute(db.kysely)).rows.map((r) => r.name);

  for (const [label, run] of [
    ['inTransaction', (name: string) => inTransaction(db.kysely, () => insert(name))],
    ['runSteps', (name: string) => runSteps(db.kysely, insert(name))],
  ] as const) {
    it(`${label} waits for the open transaction and survives its rollback`, async () => {
      let open!: () => void;
      const gate = new Promise<void>((r) => (open = r));
      let inside!: () => void;
      const started = new Promise<void>((r) => (inside = r));
      const outer = db.kysely
        .transaction()
        .execute(async (trx) => {
          await sql`insert into t (name) values ('outer')`.execute(trx);
          inside();
          await gate;
          throw new Error('roll back');
        })
        .catch((e: Error) => e.message);
      await started;

      let done = false;
      const batch = run('batch').then((n) => ((done = true), n));
      // The batch is queued behind the transaction: macrotasks go by and it has not run.
      for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
      expect(done).toBe(false);

      open();
      expect(await outer).toBe('roll back');
      // It ran after the rollback, on its own: the outer row is gone, the batch's is kept.
      expect(await batch).toBe(1);
      expect(await names()).toEqual(['batch']);
    });

    it(`${label} runs at once when no transaction is open`, async () => {
      expect(await run('first')).toBe(1);
      expect(await run('second')).toBe(2);
      expect(await names()).toEqual(['first', 'second']);
    });
  }
});
