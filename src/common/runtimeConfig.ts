/** What the server tells the browser at run time (`/config.json`), so one build serves every environment. */
export interface RuntimeConfig {
  appEnv: 'dev' | 'sit' | 'pre' | 'prod' | 'default';
  /** '' means this page's own origin. */
  apiHost: string;
  socketHost: string;
  authDisabled: boolean;
}

let loaded: RuntimeConfig = { appEnv: 'default', apiHost: '', socketHost: '', authDisabled: false };

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const res = await fetchImpl('/config.json');
    if (res.ok) loaded = { ...loaded, ...((await res.json()) as Partial<RuntimeConfig>) };
  } catch {
    // Offline start: keep same-origin defaults; the first call will report the network problem.
  }
  return loaded;
}

export const runtimeConfig = (): RuntimeConfig => loaded;

/** The configuration the server wrote into the page (the visitor page's boot data): no `/config.json` call. */
export const setRuntimeConfig = (config: Partial<RuntimeConfig>): void => void (loaded = { ...loaded, ...config });

export const MAIN_BASE = '/ccim-main/api';
export const ROBOT_BASE = '/ccim-robot/api';
/** product.md §9: request timeout. */
export const REQUEST_TIMEOUT_MS = 15_000;
