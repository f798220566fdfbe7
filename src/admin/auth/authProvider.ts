import type { AuthProvider } from 'react-admin';
import { resourcesSchema } from '../../common/resources';
import { api } from '../../dataProvider/api';
import type { MenuItem } from '../../common/menu';
import { menuRoutes, routeAllowed } from './menu';
import type { Profile } from './profileCache';
import { beginSignOut, clearSession, getToken, loadProfile, signInUrl } from './session';

export interface Permissions {
  role: string;
  authLevel: number;
  menu: MenuItem[];
  routes: string[];
  guest: boolean;
}

let menuCache: Promise<MenuItem[]> | null = null;
const loadMenu = () => (menuCache ??= api.request<MenuItem[]>('POST', '/sso/api/queryCurrentUserMenu', { silent: true }));

/**
 * The route whose menu entry grants a resource: its own, or, for a resource shown inside another's screen (no
 * route, e.g. the follow-up tasks of /robotNoAnswerMgt), the route of the resource with the same controller.
 */
function routeOf(resource: string): string {
  const all = resourcesSchema.resources;
  const r = all[resource];
  if (!r || r.route) return r?.route ?? `/${resource}`;
  return Object.values(all).find((o) => o.route && o.controller === r.controller)?.route ?? `/${resource}`;
}

async function profileOrSignIn(): Promise<{ profile: Profile; guest: boolean }> {
  const p = await loadProfile();
  if (!p) {
    // `message: false` keeps react-admin from showing a notice on the way to the sign-on page.
    throw { message: false, redirectTo: signInUrl() };
  }
  return p;
}

/**
 * Sign-on backed auth (product.md §4): no token or a 401 profile sends the user to the sign-on server's page; the menu
 * from `queryCurrentUserMenu` decides what the user may open (`canAccess`), the same menu the server enforces.
 */
export const authProvider: AuthProvider = {
  async login() {
    window.location.assign(signInUrl('/'));
  },
  async checkAuth() {
    await profileOrSignIn();
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) throw { message: false, redirectTo: signInUrl() };
  },
  async getIdentity() {
    const { profile } = await profileOrSignIn();
    return {
      id: profile.code,
      fullName: profile.name,
      code: profile.code,
      username: profile.username,
      orgName: profile.userOrgList[0]?.orgName ?? '',
      orgFullName: profile.empOrgInfoList[0]?.orgFullName ?? '',
      authLevel: profile.authLevel,
    };
  },
  async getPermissions(): Promise<Permissions> {
    const { profile, guest } = await profileOrSignIn();
    const menu = await loadMenu();
    return { role: profile.roles[0] ?? '', authLevel: profile.authLevel, menu, routes: menuRoutes(menu), guest };
  },
  async canAccess({ resource }) {
    if (!resource) return true;
    const menu = await loadMenu();
    return routeAllowed(menu, routeOf(resource));
  },
  async logout() {
    beginSignOut();
    const token = getToken();
    if (token) await api.request('POST', '/sso/api/logout', { silent: true }).catch(() => undefined);
    clearSession();
    menuCache = null;
    window.location.assign(signInUrl('/'));
    return false;
  },
};
