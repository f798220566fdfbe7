/** product.md §4: link prefetch at idle (2000 ms timeout), skipped on 2g or save-data connections. */
const PREFETCH_IDLE_TIMEOUT_MS = 2000;

interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

export function shouldPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

type Loader = () => Promise<unknown>;

export function prefetchAtIdle(loaders: Loader[], win: Window = window): void {
  const connection = (win.navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (!shouldPrefetch(connection)) return;
  const run = () => loaders.forEach((load) => void load().catch(() => undefined));
  if ('requestIdleCallback' in win) win.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
  else setTimeout(run, PREFETCH_IDLE_TIMEOUT_MS);
}

const RELOAD_KEY = 'ccim_chunk_reload_at';

/** product.md §4: a chunk that fails to load (a new deployment replaced it) forces one full reload. */
export function reloadOnChunkFailure(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    const last = Number(win.sessionStorage.getItem(RELOAD_KEY) ?? 0);
    // Once per 10 s at most, so a chunk that is really gone cannot loop the page.
    if (Date.now() - last < 10_000) return;
    event.preventDefault();
    win.sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    win.location.reload();
  });
}
