import { randomBytes } from 'node:crypto';

let last = 0;
let counter = 0;

/**
 * Application-made ids that sort by creation time (like ULID): 9 base-36 characters of milliseconds, 3 of a
 * per-process counter, 8 random. Two instances never clash thanks to the random part.
 */
export function newId(): string {
  const now = Date.now();
  counter = now === last ? counter + 1 : 0;
  last = now;
  const rand = randomBytes(5).toString('hex').slice(0, 8);
  return now.toString(36).padStart(9, '0') + counter.toString(36).padStart(3, '0') + rand;
}

export const now = (): number => Date.now();
