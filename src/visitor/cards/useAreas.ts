import { useCallback, useEffect, useState } from 'react';
import { call } from '../api';
import type { Area } from './pickupForm';

interface DistrictPage {
  records: { code: string; name: string; level: number; parentCode: string | null }[];
  total: number;
}

/** One request per parent for the whole visit: both address pickers and every reopened form share it. */
const cache = new Map<string, Promise<Area[]>>();

function loadAreas(parentCode: string | null): Promise<Area[]> {
  const key = parentCode ?? 'root';
  let p = cache.get(key);
  if (!p) {
    const body = parentCode ? { parentCode, pageNum: 1, pageSize: 500 } : { level: 1, pageNum: 1, pageSize: 500 };
    p = call<DistrictPage>('POST', 'robot:/ccos/area/queryDistrictByPage', body).then((page) => page.records.map((r) => ({ code: r.code, name: r.name })));
    // A failure is not cached: "retry" asks again.
    p.catch(() => cache.delete(key));
    cache.set(key, p);
  }
  return p;
}

export type AreasStatus = 'idle' | 'loading' | 'ready' | 'error';

interface Loaded {
  key: string;
  attempt: number;
  ok: boolean;
  areas: Area[];
}

/** The children of `parentCode` (the provinces for `null`); idle while the parent is not chosen (`undefined`). */
export function useAreas(parentCode: string | null | undefined): { status: AreasStatus; areas: Area[]; retry(): void } {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = parentCode === undefined ? null : (parentCode ?? 'root');
  useEffect(() => {
    if (parentCode === undefined) return;
    let live = true;
    const k = parentCode ?? 'root';
    loadAreas(parentCode).then(
      (areas) => live && setLoaded({ key: k, attempt, ok: true, areas }),
      () => live && setLoaded({ key: k, attempt, ok: false, areas: [] }),
    );
    return () => {
      live = false;
    };
  }, [parentCode, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // What was loaded for another parent (or before a retry) is not shown: the new answer is awaited.
  const current = loaded && loaded.key === key && loaded.attempt === attempt ? loaded : null;
  const status: AreasStatus = key === null ? 'idle' : !current ? 'loading' : current.ok ? 'ready' : 'error';
  return { status, areas: current?.areas ?? [], retry };
}
