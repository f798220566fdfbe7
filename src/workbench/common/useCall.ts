import { useCallback, useEffect, useRef, useState } from 'react';
import { MAIN_BASE } from '../../common/runtimeConfig';
import { api } from '../../dataProvider/api';

interface CallState<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  reload(): void;
}

interface CallSpec {
  method: 'GET' | 'POST';
  /** Under the main API base, e.g. `waybill/wayBillInfo`. */
  path: string;
  body?: object;
  query?: Record<string, string | number | undefined>;
}

/**
 * Runs a read call whenever its spec changes (null: nothing to read yet). Errors are shown by the screen
 * (silent client call) with a retry; an answer overtaken by a newer request is dropped.
 */
export function useCall<T>(spec: CallSpec | null): CallState<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  // Loading is derived: the request in flight is the one whose answer has not arrived yet.
  const [answered, setAnswered] = useState<string | null>(null);
  const latest = useRef(0);
  const key = spec === null ? null : JSON.stringify(spec);
  const request = key === null ? null : `${tick}#${key}`;

  useEffect(() => {
    if (key === null || request === null) return;
    const s = JSON.parse(key) as CallSpec;
    const id = ++latest.current;
    api
      .request<T>(s.method, `${MAIN_BASE}/${s.path}`, { body: s.body, query: s.query, silent: true })
      .then((d) => {
        if (id !== latest.current) return;
        setData(d);
        setError(null);
      })
      .catch((e: unknown) => {
        if (id === latest.current) setError(e instanceof Error ? e.message : String(e));
      })
      .finally(() => {
        if (id === latest.current) setAnswered(request);
      });
  }, [key, request]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data, loading: request !== null && answered !== request, error, reload };
}

/** A write call (create, urge, ...): notices are shown by the client; the caller gets the data or a throw. */
export const send = <T>(method: 'POST' | 'PUT', path: string, body: unknown) => api.request<T>(method, `${MAIN_BASE}/${path}`, { body });
