import { useCallback, useEffect, useRef } from 'react';

/** While the visitor goes on typing, "typing" is repeated this often (the server passes one a second at most). */
const TYPING_EVERY_MS = 2_000;
/** This long without a keystroke is a stop. */
const TYPING_IDLE_MS = 3_000;

/**
 * The visitor's typing sign for the agent: announced on the first keystroke and again every 2 s while typing goes
 * on; withdrawn after 3 s without a keystroke, when the box is emptied, on sending, and when the page leaves.
 */
export function useTypingSignal(emit: (typing: boolean) => void) {
  const state = useRef({ last: 0, idle: undefined as ReturnType<typeof setTimeout> | undefined });
  const emitRef = useRef(emit);
  useEffect(() => {
    emitRef.current = emit;
  }, [emit]);

  const stop = useCallback(() => {
    const s = state.current;
    clearTimeout(s.idle);
    if (s.last) emitRef.current(false);
    s.last = 0;
  }, []);

  const typed = useCallback(
    (value: string) => {
      if (!value.trim()) return stop();
      const s = state.current;
      const now = Date.now();
      if (now - s.last >= TYPING_EVERY_MS) {
        s.last = now;
        emitRef.current(true);
      }
      clearTimeout(s.idle);
      s.idle = setTimeout(stop, TYPING_IDLE_MS);
    },
    [stop],
  );

  useEffect(() => stop, [stop]);
  return { typed, stop };
}
