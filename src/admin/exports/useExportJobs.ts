import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { EXPORT_QUEUED_EVENT, type ExportJobView, isUnfinished } from '../../common/exportJobs';
import { MAIN_BASE } from '../../common/runtimeConfig';
import { api } from '../../dataProvider/api';

/** How often the list is read again while one of its jobs is still being written. */
const POLL_MS = 2_000;

export interface ExportJobs {
  jobs: ExportJobView[] | null;
  failed: boolean;
  reload(): void;
  remove(id: string): Promise<void>;
}

/**
 * The user's background exports: read once, again when an export button queued one (a window event), and every
 * two seconds while one is unfinished. A job that finishes while the page is open is announced once.
 */
export function useExportJobs(enabled: boolean): ExportJobs {
  const notify = useNotify();
  const [jobs, setJobs] = useState<ExportJobView[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const known = useRef(new Map<string, ExportJobView['status']>());
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    api.request<ExportJobView[]>('GET', `${MAIN_BASE}/exportJobs/list`, { silent: true }).then(
      (list) => {
        if (!live) return;
        for (const j of list) {
          const before = known.current.get(j.id);
          if (before && isUnfinished({ ...j, status: before }) && j.status === 'done') notify('ccim.exports.ready', { type: 'success', messageArgs: { name: j.fileName } });
          known.current.set(j.id, j.status);
        }
        setJobs(list);
        setFailed(false);
        if (list.some(isUnfinished)) timer = setTimeout(reload, POLL_MS);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [enabled, version, notify, reload]);

  useEffect(() => {
    const queued = (e: Event) => {
      const job = (e as CustomEvent<ExportJobView>).detail;
      known.current.set(job.id, job.status);
      setJobs((list) => [job, ...(list ?? []).filter((j) => j.id !== job.id)]);
      reload();
    };
    window.addEventListener(EXPORT_QUEUED_EVENT, queued);
    return () => window.removeEventListener(EXPORT_QUEUED_EVENT, queued);
  }, [reload]);

  const remove = useCallback(
    async (id: string) => {
      // Its failure is told once, by the line that asked (ExportJobsList).
      await api.request('POST', `${MAIN_BASE}/exportJobs/delete`, { body: { id }, silent: true });
      setJobs((list) => (list ?? []).filter((j) => j.id !== id));
      notify('ccim.exports.deleted', { type: 'info' });
    },
    [notify],
  );
  return { jobs, failed, reload, remove };
}
