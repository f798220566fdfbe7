import { useEffect, useState } from 'react';
import { call } from './api';
import type { SessionInfo } from './chatState';
import type { Translate } from './i18n';

export interface QueueWait {
  /** Expected wait; null when there are no recent waits to go by, or nobody could serve the visitor now. */
  ms: number | null;
  /** Agents who could take the visitor (ready, connected, of the visitor's group). */
  agentsReady: number;
}

/**
 * The expected wait of a queued visitor, from the server's estimate (`im/queueWait`, the group's recent waits and
 * its ready agents); asked again whenever the place in the queue moves. `null` while unknown or not queued.
 */
export function useQueueWait(session: SessionInfo | null): QueueWait | null {
  const [wait, setWait] = useState<{ key: string; value: QueueWait } | null>(null);
  const queued = session?.status === 'queued';
  const sessionId = session?.sessionId;
  const position = session?.queuePosition ?? 0;
  const key = `${sessionId}:${position}`;
  useEffect(() => {
    if (!queued || !sessionId) return;
    let live = true;
    call<{ queuePosition: number; expectedWaitMs: number | null; agentsReady: number }>('GET', `robot:/im/queueWait?sessionId=${encodeURIComponent(sessionId)}`).then(
      (r) => live && setWait({ key, value: { ms: r.expectedWaitMs, agentsReady: r.agentsReady } }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [queued, sessionId, key]);
  return queued && wait?.key === key ? wait.value : null;
}

/** "under a minute wait" / "about N min wait", beside the place in the queue. */
export function waitText(t: Translate, ms: number): string {
  return ms < 60_000 ? t('waitUnderMinute') : t('waitMinutes', { n: Math.ceil(ms / 60_000) });
}
