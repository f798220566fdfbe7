import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../adapter-server/src/db/dialect';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccim-wal-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('SQLite file database', () => {
  it('copies committed writes into the database file in the background, with nothing lost on reopen', async () => {
    const file = path.join(dir, 'chat.sqlite');
    const db = openDatabase(`sqlite:${file}`);
    await sql`create table t (id integer primary key, body blob not null)`.execute(db.kysely);
    // About 2,000 WAL frames: below the writer's own checkpoint bound, so only the background pass moves them.
    const body = Buffer.alloc(32 * 1024, 7);
    for (let i = 0; i < 8; i++) {
      await db.kysely.transaction().execute(async (trx) => {
        for (let j = 0; j < 32; j++) await sql`insert into t (body) values (${body})`.execute(trx);
      });
    }
    const want = 256 * body.length;
    const deadline = Date.now() + 10_000;
    while (fs.statSync(file).size < want && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(fs.statSync(file).size).toBeGreaterThanOrEqual(want);
    await db.destroy();

    const again = openDatabase(`sqlite:${file}`);
    const r = await sql<{ n: number }>`select count(*) as n from t`.execute(again.kysely);
    expect(r.rows[0].n).toBe(256);
    await again.destroy();
  });
});
