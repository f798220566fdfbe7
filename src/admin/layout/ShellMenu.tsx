import { usePermissions, useTranslate, useSidebarState } from 'react-admin';
import { NavLink } from 'react-router-dom';
import { Box, Collapse, List, ListItemButton, ListItemIcon, ListItemText, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useId, useState, type ReactNode } from 'react';
import type { Permissions } from '../auth/authProvider';
import type { MenuItem } from '../../common/menu';
import { MenuIcon } from './icons';
import { visuallyHidden } from '../../common/visuallyHidden';

const hrefOf = (item: MenuItem) => (item.isIframe ? `/iframes?code=${encodeURIComponent(item.code)}` : item.url);

/** An entry's label beside its icon; with the sidebar closed, the icon alone with the label as its tooltip. */
function Entry({ icon, label, sidebarOpen, children }: { icon: ReactNode; label: string; sidebarOpen: boolean; children?: ReactNode }) {
  return (
    <>
      <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
      {sidebarOpen ? <ListItemText primary={label} /> : <Box component="span" sx={visuallyHidden}>{label}</Box>}
      {children}
    </>
  );
}

function Leaf({ item }: { item: MenuItem }) {
  const translate = useTranslate();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const small = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const label = translate(`menu.${item.code}`, { _: item.name });
  const entry = <Entry icon={<MenuIcon name={item.icon} />} label={label} sidebarOpen={sidebarOpen} />;
  const button = item.isLink ? (
    <ListItemButton component="a" href={item.url} target="_blank" rel="noopener noreferrer" dense>
      {entry}
    </ListItemButton>
  ) : (
    <ListItemButton
      component={NavLink}
      to={hrefOf(item)}
      end={item.url === '/'}
      data-testid={`menu-${item.code}`}
      // On a phone the menu covers the page: close it once a page is chosen.
      onClick={small ? () => setSidebarOpen(false) : undefined}
      dense
      sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
    >
      {entry}
    </ListItemButton>
  );
  return (
    <li>
      {sidebarOpen ? (
        button
      ) : (
        <Tooltip title={label} placement="right">
          {button}
        </Tooltip>
      )}
    </li>
  );
}

function Group({ item }: { item: MenuItem }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(true);
  const [sidebarOpen] = useSidebarState();
  const listId = useId();
  const children = item.children.filter((c) => !c.hideMenu);
  if (children.length === 0) return null;
  return (
    <li>
      <ListItemButton onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={listId} dense>
        <Entry icon={<MenuIcon name={item.icon} />} label={translate(`menu.${item.code}`, { _: item.name })} sidebarOpen={sidebarOpen}>
          {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </Entry>
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List id={listId} disablePadding sx={{ pl: sidebarOpen ? 1 : 0 }}>
          {children.map((c) => (
            <Leaf key={c.code} item={c} />
          ))}
        </List>
      </Collapse>
    </li>
  );
}

/**
 * The menu the sign-on server returned for this user (product.md §6): groups, hidden items left out. It is site
 * navigation, so it is a `nav` landmark of nested lists of links (not an ARIA menu, which promises arrow-key
 * behaviour a link list does not have).
 */
export function ShellMenu() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  return (
    <Box component="nav" aria-label={translate('ccim.header.mainMenu')} sx={{ mt: 0.5 }}>
      <List disablePadding>
        {(permissions?.menu ?? [])
          .filter((i) => !i.hideMenu)
          .map((i) => (i.children.length ? <Group key={i.code} item={i} /> : <Leaf key={i.code} item={i} />))}
      </List>
    </Box>
  );
}
