/** product.md §3 "page tab record" and product.md §4 tab rules, as pure functions so they are easy to test. */
export interface TabRecord {
  name: string;
  fullPath: string;
  path: string;
  query: Record<string, string>;
  meta: { title?: string; code?: string; sub?: SubPage };
}

/** A page under a menu item's list: its create form, a record's editor or a record's read-only page. */
export type SubPage = 'create' | 'edit' | 'show';

/** Which page under the menu item's address `base` a path is: the list itself (undefined), create, edit or show. */
export function subPageOf(path: string, base: string): SubPage | undefined {
  const rest = path.slice(base.length);
  if (!rest || rest === '/') return undefined;
  if (rest === '/create') return 'create';
  return rest.endsWith('/show') ? 'show' : 'edit';
}

/**
 * Leaving a create, edit or show page for its own list (after Save, on Cancel, or by its list's tab) closes its
 * tab, as does a create page left for the new record's page: such tabs otherwise piled up to the ten-tab limit.
 */
export function closeLeftSubPage(tabs: TabRecord[], fromPath: string | null, to: TabRecord): TabRecord[] {
  const from = tabs.find((t) => t.path === fromPath);
  if (!from?.meta.sub || from.path === to.path || !from.meta.code || from.meta.code !== to.meta.code) return tabs;
  return !to.meta.sub || from.meta.sub === 'create' ? tabs.filter((t) => t !== from) : tabs;
}

export const MAX_TABS = 10;
export const HOME_PATH = '/';

const isHome = (t: TabRecord) => t.path === HOME_PATH;

/** Opens (or refreshes) a tab; past 10, the oldest non-home tab goes. */
export function openTab(tabs: TabRecord[], tab: TabRecord): TabRecord[] {
  return openTabReporting(tabs, tab).tabs;
}

/** As openTab, and which tabs it closed to stay within 10 (the shell tells the user). */
export function openTabReporting(tabs: TabRecord[], tab: TabRecord): { tabs: TabRecord[]; dropped: TabRecord[] } {
  const i = tabs.findIndex((t) => t.path === tab.path);
  if (i >= 0) return { tabs: tabs.map((t, j) => (j === i ? tab : t)), dropped: [] };
  const next = [...tabs, tab];
  const dropped: TabRecord[] = [];
  while (next.length > MAX_TABS) {
    const oldest = next.findIndex((t) => !isHome(t));
    if (oldest < 0) break;
    dropped.push(...next.splice(oldest, 1));
  }
  return { tabs: next, dropped };
}

/** Closing keeps the home tab; returns the tabs and where to go if the active tab was closed. */
export function closeTab(tabs: TabRecord[], path: string, active: string): { tabs: TabRecord[]; goTo: string | null } {
  const i = tabs.findIndex((t) => t.path === path);
  if (i < 0 || isHome(tabs[i])) return { tabs, goTo: null };
  const next = tabs.filter((_, j) => j !== i);
  if (path !== active) return { tabs: next, goTo: null };
  const neighbour = next[Math.min(i, next.length - 1)] ?? next[i - 1];
  return { tabs: next, goTo: neighbour?.fullPath ?? HOME_PATH };
}

export type CloseMode = 'left' | 'right' | 'others' | 'all';

/** Closes left of, right of, other than `path`, or all (home always stays). */
export function closeMany(tabs: TabRecord[], path: string, mode: CloseMode, active: string): { tabs: TabRecord[]; goTo: string | null } {
  const i = tabs.findIndex((t) => t.path === path);
  const keep = (t: TabRecord, j: number) => {
    if (isHome(t)) return true;
    switch (mode) {
      case 'left':
        return j >= i;
      case 'right':
        return j <= i;
      case 'others':
        return j === i;
      case 'all':
        return false;
    }
  };
  const next = tabs.filter(keep);
  const stillActive = next.find((t) => t.path === active);
  if (stillActive) return { tabs: next, goTo: null };
  return { tabs: next, goTo: mode === 'all' ? HOME_PATH : (next.find((t) => t.path === path)?.fullPath ?? HOME_PATH) };
}

export function tabFromLocation(pathname: string, search: string, name: string, code?: string, sub?: SubPage): TabRecord {
  const query = Object.fromEntries(new URLSearchParams(search));
  return { name, fullPath: pathname + search, path: pathname, query, meta: { title: name, code, ...(sub && { sub }) } };
}

const STORE_KEY = 'ccim_tabs';

export function loadTabs(storage: Storage = localStorage): TabRecord[] {
  try {
    const parsed = JSON.parse(storage.getItem(STORE_KEY) ?? '[]') as TabRecord[];
    return Array.isArray(parsed) ? parsed.filter((t) => typeof t?.path === 'string').slice(-MAX_TABS) : [];
  } catch {
    return [];
  }
}

export const saveTabs = (tabs: TabRecord[], storage: Storage = localStorage) => storage.setItem(STORE_KEY, JSON.stringify(tabs));
