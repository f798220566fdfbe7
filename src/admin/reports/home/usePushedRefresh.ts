import { useEffect, useRef, useState } from 'react';
import { useAllStatus } from '../../../dataProvider/realtime/RealtimeProvider';

/** At most one dashboard refresh this often, however fast the counts are pushed (the last push is never lost). */
const MIN_INTERVAL_MS = 3_000;

/**
 * A number that moves when the header's counts are pushed (a visitor queued, a chat assigned or ended, an agent's
 * status changed), so the dashboard re-reads its figures then instead of on a timer. The first push (the counts
 * as the socket connects) is not a change.
 */
export function usePushedRefresh(): number {
  const status = useAllStatus();
  const [tick, setTick] = useState(0);
  const last = useRef(0);
  const seen = useRef(false);
  useEffect(() => {
    if (!status) return;
    if (!seen.current) {
      seen.current = true;
      return;
    }
    const fire = () => {
      last.current = Date.now();
      setTick((n) => n + 1);
    };
    const wait = last.current + MIN_INTERVAL_MS - Date.now();
    if (wait <= 0) {
      fire();
      return;
    }
    const timer = window.setTimeout(fire, wait);
    return () => window.clearTimeout(timer);
  }, [status]);
  return tick;
}
