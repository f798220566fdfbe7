import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction, step, type Steps } from '../../adapter-server/src/db/compiled';
import { openDatabase, type Db } from '../../adapter-server/src/db/dialect';

// Another process on the same SQLite file (a second server instance) is played by a second connection that
// never waits for a lock. A transaction that reads and then writes must hold the write lock from its start:
// begun DEFERRED, the other connection's commit in between makes its write fail with SQLITE_BUSY_SNAPSHOT.
describe('SQLite transactions take the write lock when they begin', () => {
  let dir: string;
  let db: Db;
  let other: SQLite.Database;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccim-immediate-'));
    db = openDatabase(`sqlite:${path.join(dir, 'db.sqlite')}`);
    await sql`create table t (id integer primary key, name text not null)`.execute(db.kysely);
    other = new SQLite(path.join(dir, 'db.sqlite'));
    other.pragma('busy_timeout = 0');
  });
  afterEach(async () => {
    other.close();
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const otherWrites = () => {
    try {
      other.prepare(`insert into t (name) values ('other')`).run();
      return 'written';
    } catch (e) {
      return (e as { code?: string }).code;
    }
  };
  const names = () => (other.prepare('select name from t order by id').all() as { name: string }[]).map((r) => r.name);

  it('a Kysely transaction: the other writer is held off until it commits, and it commits', async () => {
    const seen: (string | undefined)[] = [];
    await db.kysely.transaction().execute(async (trx) => {
      await sql`select count(*) from t`.execute(trx);
      seen.push(otherWrites());
      await sql`insert into t (name) values ('mine')`.execute(trx);
    });
    seen.push(otherWrites());
    expect(seen).toEqual(['SQLITE_BUSY', 'written']);
    expect(names()).toEqual(['mine', 'other']);
  });

  it('a statement batch in one transaction: the same', async () => {
    const seen: (string | undefined)[] = [];
    function* readThenWrite(): Steps<void> {
      yield step((x) => x.selectFrom('t' as never).select(sql<number>`count(*)`.as('n')));
      seen.push(otherWrites());
      yield step((x) => x.insertInto('t' as never).values({ name: 'mine' } as never));
    }
    await inTransaction(db.kysely, readThenWrite);
    seen.push(otherWrites());
    expect(seen).toEqual(['SQLITE_BUSY', 'written']);
    expect(names()).toEqual(['mine', 'other']);
  });
});
