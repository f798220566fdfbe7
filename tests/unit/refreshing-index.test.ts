import { describe, expect, it } from 'vitest';
import { RefreshingIndex } from '../../adapter-server/src/db/refreshing-index';

describe('RefreshingIndex', () => {
  it('reads the list again when it changed while a refresh was under way (the change is never lost)', async () => {
    let list = ['old'];
    let release!: () => void;
    let reads = 0;
    // What a read saw (a database read answers the list as it was when it ran).
    let seen: string[] = [];
    const index = new RefreshingIndex<string[]>(
      [],
      async () => {
        reads++;
        seen = [...list];
        // The first read's answer is held until the list has changed and the change event has come.
        if (reads === 1) await new Promise<void>((r) => (release = r));
        return seen.join();
      },
      async () => seen,
    );
    const first = index.ready();
    await new Promise((r) => setImmediate(r));
    list = ['new'];
    index.invalidate();
    release();
    expect(await first).toEqual(['new']);
    expect(index.current).toEqual(['new']);
    expect(index.fresh).toBe(true);
  });

  it('answers from memory while fresh, and rebuilds only when the signature moved', async () => {
    let builds = 0;
    const index = new RefreshingIndex<number>(0, async () => 'same', async () => ++builds);
    expect(await index.ready()).toBe(1);
    expect(await index.ready()).toBe(1);
    index.invalidate();
    expect(await index.ready()).toBe(2);
  });
});
