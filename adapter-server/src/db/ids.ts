import { randomFillSync } from 'node:crypto';

let last = 0;
let counter = 0;
// Random bytes drawn 4 KB at a time: one call per id cost more than the rest of the id (on every message).
const pool = Buffer.alloc(4096);
let used = pool.length;

/**
 * Application-made ids that sort by creation time (like ULID): 9 base-36 characters of milliseconds, 3 of a
 * per-process counter, 8 random. Two instances never clash thanks to the random part.
 */
export function newId(): string {
  const now = Date.now();
  counter = now === last ? counter + 1 : 0;
  last = now;
  if (used + 4 > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const rand = pool.toString('hex', used, (used += 4));
  return now.toString(36).padStart(9, '0') + counter.toString(36).padStart(3, '0') + rand;
}
