import { useCallback, useEffect, useState } from 'react';
import type { SupervisionSnapshot } from '../../common/supervision';
import { api } from '../../dataProvider/api';
import { useRealtime } from '../../dataProvider/realtime/RealtimeProvider';

export const SUPERVISION_API = '/ccim-main/api/supervision';

/**
 * The live picture: read once over HTTP, then replaced by every `supervision` push of the staff socket (never
 * polled). The newest picture wins, so an answer that arrives after a push does not take the page back.
 */
export function useSupervision() {
  const { socket, connected } = useRealtime();
  const [snap, setSnap] = useState<SupervisionSnapshot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const keep = useCallback((s: SupervisionSnapshot) => setSnap((old) => (old && old.at > s.at ? old : s)), []);

  // Its states change only when the answer comes, so the effect below may start it.
  const fetchSnapshot = useCallback(() => {
    api
      .request<SupervisionSnapshot>('GET', `${SUPERVISION_API}/snapshot`, { silent: true })
      .then((s) => {
        keep(s);
        setError(null);
      }, (e: Error) => setError(e.message))
      .finally(() => setLoading(false));
  }, [keep]);
  const load = useCallback(() => {
    setLoading(true);
    fetchSnapshot();
  }, [fetchSnapshot]);

  useEffect(() => {
    fetchSnapshot();
  }, [fetchSnapshot]);
  useEffect(() => {
    if (!socket) return;
    socket.on('supervision', keep);
    // Pushes missed while disconnected: read the picture again on reconnecting.
    socket.on('connect', load);
    return () => {
      socket.off('supervision', keep);
      socket.off('connect', load);
    };
  }, [socket, keep, load]);

  return { snap, error, loading, reload: load, live: connected };
}
