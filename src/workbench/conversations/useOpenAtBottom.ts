import { useCallback, useEffect, useRef } from 'react';

/**
 * Opens a windowed list (react-virtuoso) at its real bottom without the frames it spends getting there: it lays
 * the newest rows out at estimated heights, then corrects its scroll a frame later, and again as the rows above
 * are measured. Until someone scrolls up (the agent, or the page), every layout of the rows puts the scroller at
 * its real bottom before that frame is painted, and the list is shown (`onPlaced`) in the first frame its last
 * row is laid out. Answers the callback for Virtuoso's `scrollerRef`.
 */
export function useOpenAtBottom(lastIndex: number, active: boolean, onPlaced: () => void) {
  const scroller = useRef<HTMLElement | null>(null);
  const last = useRef(lastIndex);
  const placed = useRef(onPlaced);
  useEffect(() => {
    last.current = lastIndex;
    placed.current = onPlaced;
  });
  useEffect(() => {
    const el = scroller.current;
    const rows = el?.querySelector('[data-testid="virtuoso-item-list"]');
    // Without a ResizeObserver (old browsers, jsdom) Virtuoso's own placement shows the list a few frames later.
    if (!active || !el || !rows || typeof ResizeObserver === 'undefined') return;
    let at = -1;
    const stick = () => {
      if (!rows.querySelector(`[data-index="${last.current}"]`)) return;
      el.scrollTop = el.scrollHeight;
      at = el.scrollTop;
      // Shown in this very frame; the state that says so renders later.
      el.style.visibility = 'visible';
      placed.current();
    };
    const observer = new ResizeObserver(stick);
    const stop = () => {
      observer.disconnect();
      el.removeEventListener('scroll', onScroll);
      el.removeEventListener('wheel', stop);
      el.removeEventListener('touchstart', stop);
      el.removeEventListener('keydown', stop);
    };
    const onScroll = () => {
      if (at >= 0 && el.scrollTop < at - 1) stop();
    };
    observer.observe(rows);
    el.addEventListener('scroll', onScroll, { passive: true });
    el.addEventListener('wheel', stop, { passive: true });
    el.addEventListener('touchstart', stop, { passive: true });
    el.addEventListener('keydown', stop);
    return stop;
  }, [active]);
  return useCallback((el: HTMLElement | Window | null) => {
    scroller.current = el instanceof HTMLElement ? el : null;
  }, []);
}
