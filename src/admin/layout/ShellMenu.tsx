import { Menu, usePermissions, useTranslate, useSidebarState } from 'react-admin';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useState } from 'react';
import type { Permissions } from '../auth/authProvider';
import type { MenuItem } from '../../common/menu';
import { MenuIcon } from './icons';

const hrefOf = (item: MenuItem) => (item.isIframe ? `/iframes?code=${encodeURIComponent(item.code)}` : item.url);

function Leaf({ item }: { item: MenuItem }) {
  const translate = useTranslate();
  const label = translate(`menu.${item.code}`, { _: item.name });
  if (item.isLink) {
    return (
      <ListItemButton component="a" href={item.url} target="_blank" rel="noopener noreferrer">
        <ListItemIcon>
          <MenuIcon name={item.icon} />
        </ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    );
  }
  return <Menu.Item to={hrefOf(item)} primaryText={label} leftIcon={<MenuIcon name={item.icon} />} data-testid={`menu-${item.code}`} />;
}

function Group({ item }: { item: MenuItem }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(true);
  const [sidebarOpen] = useSidebarState();
  const children = item.children.filter((c) => !c.hideMenu);
  if (children.length === 0) return null;
  return (
    <>
      <ListItemButton onClick={() => setOpen(!open)} aria-expanded={open} dense>
        <ListItemIcon>
          <MenuIcon name={item.icon} />
        </ListItemIcon>
        {sidebarOpen && <ListItemText primary={translate(`menu.${item.code}`, { _: item.name })} />}
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List disablePadding sx={{ pl: sidebarOpen ? 1 : 0 }}>
          {children.map((c) => (
            <Leaf key={c.code} item={c} />
          ))}
        </List>
      </Collapse>
    </>
  );
}

/** The menu the sign-on server returned for this user (spec 6): groups, hidden items left out. */
export function ShellMenu() {
  const { permissions } = usePermissions<Permissions>();
  return (
    <Menu>
      {(permissions?.menu ?? [])
        .filter((i) => !i.hideMenu)
        .map((i) => (i.children.length ? <Group key={i.code} item={i} /> : <Leaf key={i.code} item={i} />))}
    </Menu>
  );
}
