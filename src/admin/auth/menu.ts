import type { MenuItem } from '../../common/menu';

export function flattenMenu(items: MenuItem[]): MenuItem[] {
  return items.flatMap((i) => [i, ...flattenMenu(i.children)]);
}

export const menuRoutes = (items: MenuItem[]): string[] => flattenMenu(items).map((i) => i.url).filter(Boolean);

export const findByCode = (items: MenuItem[], code: string): MenuItem | undefined =>
  flattenMenu(items).find((i) => i.code === code);

/**
 * Whether a location is inside the menu. Detail paths of a resource (`/agentMgt/12`, `/agentMgt/create`) belong
 * to their list route; `/iframes` belongs to the menu item its `code` names.
 */
export function routeAllowed(items: MenuItem[], pathname: string, search = ''): boolean {
  const routes = menuRoutes(items);
  const path = decodeURI(pathname).replace(/\/+$/, '') || '/';
  if (path === '/iframes') {
    const code = new URLSearchParams(search).get('code') ?? '';
    return !!findByCode(items, code)?.isIframe;
  }
  if (routes.includes(path)) return true;
  return routes.some((r) => r !== '/' && path.startsWith(`${r}/`));
}
