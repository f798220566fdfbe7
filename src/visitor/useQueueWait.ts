import { useEffect, useState } from 'react';
import { call } from './api';
import type { SessionInfo } from './chatState';
import type { Translate } from './i18n';

/**
 * The expected wait (ms) of a queued visitor, from the server's estimate (`im/queueWait`, the group's recent
 * waits); asked again whenever the place in the queue moves. `null` while unknown or not queued.
 */
export function useQueueWait(session: SessionInfo | null): number | null {
  const [wait, setWait] = useState<{ key: string; ms: number | null } | null>(null);
  const queued = session?.status === 'queued';
  const sessionId = session?.sessionId;
  const position = session?.queuePosition ?? 0;
  const key = `${sessionId}:${position}`;
  useEffect(() => {
    if (!queued || !sessionId) return;
    let live = true;
    call<{ queuePosition: number; expectedWaitMs: number | null }>('GET', `robot:/im/queueWait?sessionId=${encodeURIComponent(sessionId)}`).then(
      (r) => live && setWait({ key, ms: r.expectedWaitMs }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [queued, sessionId, key]);
  return queued && wait?.key === key ? wait.ms : null;
}

/** "under a minute wait" / "about N min wait", beside the place in the queue. */
export function waitText(t: Translate, ms: number): string {
  return ms < 60_000 ? t('waitUnderMinute') : t('waitMinutes', { n: Math.ceil(ms / 60_000) });
}
