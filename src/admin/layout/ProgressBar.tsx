import { useEffect, useState } from 'react';
import { Box } from '@mui/material';
import { useLoading } from 'react-admin';

/** product.md §2: a 2px progress bar, blue while loading, red on failure; shown only for loads over 200 ms. */
const MIN_FETCH_DELAY_MS = 200;

let failedAt = 0;
const listeners = new Set<() => void>();
/** Called by the notifier when a call fails, so the bar flashes red. */
export function markProgressFailed(): void {
  failedAt = Date.now();
  listeners.forEach((l) => l());
}

export function ProgressBar() {
  const loading = useLoading();
  const [failedTick, setFailedTick] = useState(0);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const on = () => {
      setFailedTick(failedAt);
      clearTimeout(timer);
      timer = setTimeout(() => setFailedTick(0), 1600);
    };
    listeners.add(on);
    return () => {
      clearTimeout(timer);
      listeners.delete(on);
    };
  }, []);

  const failed = failedTick !== 0;
  const state = failed ? 'failed' : loading ? 'loading' : 'idle';
  return (
    <Box
      aria-hidden
      data-testid="progress-bar"
      data-state={state}
      sx={{
        position: 'fixed', top: 0, left: 0, zIndex: 2000, height: '2px', bgcolor: failed ? '#f44336' : '#1976d2',
        width: state === 'idle' ? 0 : '100%',
        // Short loads never show: the bar starts growing only after the minimum fetch delay.
        transition: state === 'loading' ? `width 1200ms ease-out ${MIN_FETCH_DELAY_MS}ms` : 'width 200ms ease, background-color 200ms',
      }}
    />
  );
}
