import { useEffect, useState } from 'react';
import { Box } from '@mui/material';
import { useLoading } from 'react-admin';

/** Spec 2: a 2px progress bar, blue while loading, red on failure; shown only for loads over 200 ms. */
export const MIN_FETCH_DELAY_MS = 200;

let failedAt = 0;
const listeners = new Set<() => void>();
/** Called by the notifier when a call fails, so the bar flashes red. */
export function markProgressFailed(): void {
  failedAt = Date.now();
  listeners.forEach((l) => l());
}

export function ProgressBar() {
  const loading = useLoading();
  const [visible, setVisible] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const t = setTimeout(() => setVisible(true), MIN_FETCH_DELAY_MS);
    return () => clearTimeout(t);
  }, [loading]);

  useEffect(() => {
    const on = () => {
      setFailed(true);
      setTimeout(() => setFailed(Date.now() - failedAt < 1500), 1600);
    };
    listeners.add(on);
    return () => void listeners.delete(on);
  }, []);

  const show = visible || failed;
  return (
    <Box
      aria-hidden
      data-testid="progress-bar"
      data-state={failed ? 'failed' : visible ? 'loading' : 'idle'}
      sx={{ position: 'fixed', top: 0, left: 0, zIndex: 2000, height: '2px', width: show ? '100%' : 0, bgcolor: failed ? '#f44336' : '#1976d2', transition: 'width 400ms ease, background-color 200ms' }}
    />
  );
}
