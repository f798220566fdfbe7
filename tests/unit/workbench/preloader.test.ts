import { describe, expect, it } from 'vitest';
import { createPreloader, PRELOAD_MAX } from '../../../src/workbench/conversations/preloader';

/** A preloader whose idle moments and server answers the test hands out itself. */
function harness(loaded = new Set<string>()) {
  const idle: (() => void)[] = [];
  const calls: { id: string; resolve(): void; reject(): void }[] = [];
  const p = createPreloader({
    isLoaded: (id) => loaded.has(id),
    fetch: (id) =>
      new Promise<void>((resolve, reject) =>
        calls.push({
          id,
          resolve: () => {
            loaded.add(id);
            resolve();
          },
          reject,
        }),
      ),
    schedule: (run) => idle.push(run),
  });
  const runIdle = () => idle.splice(0).forEach((run) => run());
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { p, idle, calls, runIdle, settle, loaded };
}

describe('the preloader of the sessions likely to be opened', () => {
  it('fetches the top of the list two at a time, only when the browser is idle, and never more than the bound', async () => {
    const h = harness(new Set(['s1']));
    const ids = Array.from({ length: 30 }, (_, i) => `s${i}`);
    h.p.want(ids);
    expect(h.calls).toHaveLength(0);
    h.runIdle();
    expect(h.calls.map((c) => c.id)).toEqual(['s0', 's2']);
    while (h.calls.some((c) => !h.loaded.has(c.id))) {
      h.calls.filter((c) => !h.loaded.has(c.id)).forEach((c) => c.resolve());
      await h.settle();
      h.runIdle();
    }
    // s1 was loaded already; nothing past the bound.
    expect(h.calls.map((c) => c.id)).toEqual(ids.slice(0, PRELOAD_MAX).filter((id) => id !== 's1'));
  });

  it('fetches the session under the pointer first and at once, and leaves a failed one to its opening', async () => {
    const h = harness();
    h.p.want(['a', 'b', 'c']);
    h.p.soon('c');
    expect(h.calls.map((c) => c.id)).toEqual(['c', 'a']);
    h.calls[0].reject();
    h.calls[1].resolve();
    await h.settle();
    h.runIdle();
    expect(h.calls.map((c) => c.id)).toEqual(['c', 'a', 'b']);
    h.p.want(['a', 'b', 'c']);
    h.runIdle();
    expect(h.calls).toHaveLength(3);
  });
});
