import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { Box, Chip, Menu, MenuItem as MuiMenuItem } from '@mui/material';
import HomeIcon from '@mui/icons-material/Home';
import { usePermissions } from 'react-admin';
import type { MenuItem } from '../../common/menu';
import { flattenMenu } from '../auth/menu';
import { closeLeftSubPage, closeMany, closeTab, type CloseMode, HOME_PATH, loadTabs, MAX_TABS, openTabReporting, saveTabs, subPageOf, tabFromLocation, type TabRecord } from './tabsModel';

/** Page tabs under the header: each opened page is a tab (at most 10), closable one by one or in groups. */
export function TabsBar() {
  const location = useLocation();
  const navigate = useNavigate();
  const translate = useTranslate();
  const { permissions } = usePermissions<{ menu: MenuItem[] }>();
  const [tabs, setTabs] = useState<TabRecord[]>(loadTabs);
  const [menuAt, setMenuAt] = useState<{ x: number; y: number; path: string } | null>(null);
  const [dropped, setDropped] = useState<TabRecord[]>([]);
  const notify = useNotify();

  // A new location opens (or refreshes) its tab: adjusted while rendering, as React advises for derived state.
  const locationKey = `${location.pathname}${location.search}|${permissions ? 'menu' : ''}`;
  const [seenKey, setSeenKey] = useState<string | null>(null);
  const [lastPath, setLastPath] = useState<string | null>(null);
  if (seenKey !== locationKey) {
    setSeenKey(locationKey);
    setLastPath(decodeURI(location.pathname));
    const items = flattenMenu(permissions?.menu ?? []);
    const path = decodeURI(location.pathname);
    const item = items.filter((i) => i.url && (path === i.url || path.startsWith(`${i.url}/`))).sort((a, b) => b.url.length - a.url.length)[0];
    const code = path === '/iframes' ? (new URLSearchParams(location.search).get('code') ?? undefined) : item?.code;
    const named = code ? items.find((i) => i.code === code) : undefined;
    const withHome = tabs.some((t) => t.path === HOME_PATH) ? tabs : [tabFromLocation(HOME_PATH, '', 'Home', 'home'), ...tabs];
    // Only the menu's pages become tabs: an unknown address (the 404 page) or the access-denied page does not.
    if (path === HOME_PATH || named) {
      const sub = item && path !== HOME_PATH ? subPageOf(path, item.url) : undefined;
      const tab = tabFromLocation(path, location.search, named?.name ?? path, code, sub);
      const r = openTabReporting(closeLeftSubPage(withHome, lastPath, tab), tab);
      setTabs(r.tabs);
      if (r.dropped.length) setDropped(r.dropped);
    } else if (withHome !== tabs) setTabs(withHome);
  }
  useEffect(() => saveTabs(tabs), [tabs]);

  const apply = (r: { tabs: TabRecord[]; goTo: string | null }) => {
    setTabs(r.tabs);
    if (r.goTo) navigate(r.goTo);
  };
  const active = decodeURI(location.pathname);
  // The active tab is kept in sight in a bar that scrolls sideways (a page opened from the menu is added last).
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = bar.current;
    const chip = [...(el?.querySelectorAll<HTMLElement>('[data-testid="page-tab"]') ?? [])].find((c) => c.dataset.path === active);
    if (!el || !chip) return;
    // Only the bar scrolls (scrollIntoView would scroll the page up to the bar as well).
    const b = el.getBoundingClientRect();
    const c = chip.getBoundingClientRect();
    if (c.left < b.left) el.scrollLeft -= b.left - c.left + 8;
    else if (c.right > b.right) el.scrollLeft += c.right - b.right + 8;
  }, [active, tabs]);
  const label = (t: TabRecord) => {
    if (t.path === HOME_PATH) return translate('ccim.tabs.home');
    const name = translate(`menu.${t.meta.code ?? ''}`, { _: t.name });
    // A create form or an editor is told apart from its list's tab.
    return t.meta.sub ? `${name} · ${translate(`ccim.tabs.${t.meta.sub}`)}` : name;
  };
  // Past 10 tabs the oldest closes: the user is told which.
  useEffect(() => {
    if (!dropped.length) return;
    const names = dropped.map((t) => translate(`menu.${t.meta.code ?? ''}`, { _: t.name }));
    notify('ccim.tabs.dropped', { type: 'info', messageArgs: { max: MAX_TABS, name: names.join(', ') } });
  }, [dropped, notify, translate]);
  const openMenu = (e: MouseEvent, path: string) => {
    e.preventDefault();
    setMenuAt({ x: e.clientX, y: e.clientY, path });
  };
  const many = (mode: CloseMode) => {
    if (menuAt) apply(closeMany(tabs, menuAt.path, mode, active));
    setMenuAt(null);
  };

  return (
    <Box ref={bar} component="nav" aria-label="tabs" data-testid="page-tabs" sx={{ display: 'flex', gap: 0.5, px: 1, py: 0.5, overflowX: 'auto', borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      {tabs.map((t) => (
        <Chip
          key={t.path}
          size="small"
          icon={t.path === HOME_PATH ? <HomeIcon /> : undefined}
          label={label(t)}
          color={t.path === active ? 'primary' : 'default'}
          variant={t.path === active ? 'filled' : 'outlined'}
          onClick={() => navigate(t.fullPath)}
          onContextMenu={(e) => openMenu(e, t.path)}
          onDelete={t.path === HOME_PATH ? undefined : () => apply(closeTab(tabs, t.path, active))}
          data-testid="page-tab"
          data-path={t.path}
          aria-current={t.path === active ? 'page' : undefined}
          // The active tab changes colour at once: a fading one has colours between two states, too faint to read.
          sx={{ transition: 'none' }}
        />
      ))}
      <Menu open={!!menuAt} onClose={() => setMenuAt(null)} anchorReference="anchorPosition" anchorPosition={menuAt ? { top: menuAt.y, left: menuAt.x } : undefined}>
        <MuiMenuItem onClick={() => many('left')}>{translate('ccim.tabs.closeLeft')}</MuiMenuItem>
        <MuiMenuItem onClick={() => many('right')}>{translate('ccim.tabs.closeRight')}</MuiMenuItem>
        <MuiMenuItem onClick={() => many('others')}>{translate('ccim.tabs.closeOthers')}</MuiMenuItem>
        <MuiMenuItem onClick={() => many('all')}>{translate('ccim.tabs.closeAll')}</MuiMenuItem>
      </Menu>
    </Box>
  );
}
