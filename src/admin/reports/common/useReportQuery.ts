import { useCallback, useEffect, useRef, useState } from 'react';
import { MAIN_BASE } from '../../../common/runtimeConfig';
import { api } from '../../../dataProvider/api';

interface ReportQuery<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  reload(): void;
}

/**
 * POSTs a report call (`path` under the main API base, e.g. `agentKpiReport/list`) whenever its body changes,
 * every `pollMs` when given, and in the background whenever `refreshKey` moves. An answer that arrives after
 * a newer request started is dropped, so a quick filter change never shows stale figures. Errors are shown by
 * the screen itself (silent client call), with a retry.
 */
export function useReportQuery<T>(path: string, body: object | null, pollMs?: number, refreshKey?: number): ReportQuery<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(body !== null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const latest = useRef(0);
  const refreshNow = useRef<(() => void) | null>(null);
  const key = body === null ? null : JSON.stringify(body);

  useEffect(() => {
    if (key === null) return;
    const id = ++latest.current;
    let background = false;
    const run = () => {
      if (!background) setLoading(true);
      api
        .request<T>('POST', `${MAIN_BASE}/${path}`, { body: JSON.parse(key), silent: true })
        .then((d) => {
          if (id !== latest.current) return;
          setData(d);
          setError(null);
        })
        .catch((e: unknown) => {
          if (id !== latest.current) return;
          setError(e instanceof Error ? e.message : String(e));
        })
        .finally(() => {
          if (id === latest.current) setLoading(false);
          background = true;
        });
    };
    run();
    refreshNow.current = () => {
      background = true;
      run();
    };
  }, [path, key, tick]);

  useEffect(() => {
    if (!pollMs) return;
    const timer = window.setInterval(() => refreshNow.current?.(), pollMs);
    return () => window.clearInterval(timer);
  }, [pollMs]);

  useEffect(() => {
    if (refreshKey) refreshNow.current?.();
  }, [refreshKey]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data, loading, error, reload };
}
