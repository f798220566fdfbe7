// Functions the workbench benchmark runs inside the page (page.evaluate): each is self-contained, since only
// its source text reaches the browser. The bench folder is typed as server code (no DOM library), so the few
// browser globals these functions use are declared here, for this file only.
declare const document: any, window: any, getComputedStyle: any, requestIdleCallback: any, MessageChannel: any;
declare const requestAnimationFrame: (callback: (time: number) => void) => number;

/** Clicks a session in the list and answers the ms until that session's last message has been painted. */
export function switchTo({ sessionId, lastSeq }: { sessionId: string; lastSeq: number }): Promise<number> {
  const item = document.querySelector(`[data-testid="wb-session"][data-session="${sessionId}"]`);
  if (!item) throw new Error(`no session ${sessionId} in the list`);
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const shown = () => {
      const row = document.querySelector(`[data-testid="wb-messages"][data-session="${sessionId}"] [data-seq="${lastSeq}"]`);
      const scroller = row?.closest('[data-virtuoso-scroller]');
      if (!row || !scroller || getComputedStyle(row).visibility === 'hidden') return false;
      const r = row.getBoundingClientRect();
      const s = scroller.getBoundingClientRect();
      return r.height > 0 && r.bottom <= s.bottom + 1 && r.top >= s.top - 1;
    };
    const marks: Record<string, number> = {};
    const frame = () => {
      const list = document.querySelector(`[data-testid="wb-messages"][data-session="${sessionId}"]`);
      if (list && !marks.list) marks.list = performance.now() - t0;
      if (list?.querySelector('[data-seq]') && !marks.rows) marks.rows = performance.now() - t0;
      window.__marks ??= [];
      if (performance.now() - t0 > 10_000) {
        const rows = [...document.querySelectorAll('[data-testid="wb-messages"] [data-seq]')].map((r) => `${r.getAttribute('data-seq')}@${Math.round(r.getBoundingClientRect().top)}`);
        const list = document.querySelector('[data-testid="wb-messages"]');
        return reject(new Error(`session ${sessionId} did not show seq ${lastSeq}: list of ${list?.getAttribute('data-session')}, rows ${rows.join(' ')}`));
      }
      if (!shown()) return void requestAnimationFrame(frame);
      // In a frame callback the frame is not painted yet; a message posted now is handled after that paint.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        window.__marks.push({ ...marks, shown: performance.now() - t0 });
        resolve(performance.now() - t0);
      };
      channel.port2.postMessage(null);
    };
    item.click();
    requestAnimationFrame(frame);
  });
}

/** Whether the page fetched the session's latest page (`listMsg` without `afterSeq`) before it was opened: preloaded. */
export function fetchedBefore(sessionId: string): boolean {
  return performance.getEntriesByType('resource').some((e) => e.name.includes(`/listMsg?sessionId=${sessionId}`) && !e.name.includes('afterSeq'));
}

/** The phases of every switch so far: when the list mounted, its first rows appeared, its last row was painted. */
export function switchPhases(): { list?: number; rows?: number; shown: number }[] {
  return (window.__marks ?? []).map((m: Record<string, number>) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, Math.round(v)])));
}

/** Resolves when the page has had an idle moment (the previous switch's catch-up call and renders are done). */
export function idle(): Promise<void> {
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }));
}

/**
 * Scrolls the open conversation to the top until its first message is loaded (older pages come on reaching
 * the top), recording every frame's interval; answers the pages loaded, the time, the frame intervals and the
 * most message rows that were in the page at once.
 */
export function loadAllHistory(): Promise<{ pages: number; ms: number; frames: number[]; maxRows: number }> {
  const scroller = document.querySelector('[data-testid="wb-messages"] [data-virtuoso-scroller]');
  if (!scroller) throw new Error('no open conversation');
  const rows = () => document.querySelectorAll('[data-testid="wb-messages"] [data-seq]');
  const firstSeq = () => Math.min(...[...rows()].map((r) => Number(r.getAttribute('data-seq'))));
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const frames: number[] = [];
    let last = t0;
    let pages = 0;
    let maxRows = 0;
    let seen = firstSeq();
    const frame = (t: number) => {
      frames.push(t - last);
      last = t;
      maxRows = Math.max(maxRows, rows().length);
      const first = firstSeq();
      if (first < seen) {
        pages++;
        seen = first;
      }
      if (first <= 1) return resolve({ pages, ms: performance.now() - t0, frames, maxRows });
      if (performance.now() - t0 > 300_000) return reject(new Error(`history stopped loading at seq ${first}`));
      scroller.scrollTop = 0;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** Scrolls the open conversation down by `step` px every frame for `count` frames; answers the frame intervals and the most rows at once. */
export function scrollThrough({ step, count }: { step: number; count: number }): Promise<{ frames: number[]; maxRows: number }> {
  const scroller = document.querySelector('[data-testid="wb-messages"] [data-virtuoso-scroller]')!;
  return new Promise((resolve) => {
    const frames: number[] = [];
    let last = performance.now();
    let maxRows = 0;
    const frame = (t: number) => {
      frames.push(t - last);
      last = t;
      maxRows = Math.max(maxRows, document.querySelectorAll('[data-testid="wb-messages"] [data-seq]').length);
      if (frames.length >= count) return resolve({ frames, maxRows });
      scroller.scrollTop += step;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** How many message rows are in the page now. */
export function rowCount(): number {
  return document.querySelectorAll('[data-testid="wb-messages"] [data-seq]').length;
}
