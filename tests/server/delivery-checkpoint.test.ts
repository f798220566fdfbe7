import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, WAL_FRAMES_BOUND } from '../../adapter-server/src/db/dialect';

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

  it('starts the WAL over while the writer keeps writing, long before the writer would have to checkpoint itself', async () => {
    const file = path.join(dir, 'busy.sqlite');
    const db = openDatabase(`sqlite:${file}`);
    await sql`create table t (id integer primary key, body blob not null)`.execute(db.kysely);
    // The WAL header's checkpoint sequence number counts the times the WAL started over.
    const restarts = () => {
      const fd = fs.openSync(`${file}-wal`, 'r');
      const header = Buffer.alloc(16);
      fs.readSync(fd, header, 0, 16, 0);
      fs.closeSync(fd);
      return header.readUInt32BE(12);
    };
    const body = Buffer.alloc(16 * 1024, 3);
    const first = restarts();
    let frames = 0;
    let rows = 0;
    // A chat-like writer: a small transaction every few milliseconds, never idle for a whole checkpoint interval.
    const deadline = Date.now() + 30_000;
    while (restarts() - first < 2 && Date.now() < deadline) {
      await db.kysely.transaction().execute(async (trx) => {
        await sql`insert into t (body) values (${body})`.execute(trx);
      });
      rows++;
      frames += body.length / 4096 + 1;
      await new Promise((r) => setTimeout(r, 2));
    }
    expect(restarts() - first).toBeGreaterThanOrEqual(2);
    // Far below the bound: the background checkpointer started the WAL over, not the writer at its bound.
    expect(frames).toBeLessThan(WAL_FRAMES_BOUND / 2);
    await db.destroy();

    const again = openDatabase(`sqlite:${file}`);
    const r = await sql<{ n: number }>`select count(*) as n from t`.execute(again.kysely);
    expect(r.rows[0].n).toBe(rows);
    await again.destroy();
  });
});
