import { type ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { Permissions } from '../auth/authProvider';
import { flattenMenu } from '../auth/menu';
import { PageLoading } from './PageLoading';

/**
 * The index route: the home dashboard for those whose menu has it; everyone else (agents) goes to the first page
 * of their menu, so nobody lands on a 403 just by signing in.
 */
export function HomeRoute({ children }: { children: ReactNode }) {
  const { permissions, isPending } = usePermissions<Permissions>();
  if (isPending || !permissions) return <PageLoading />;
  if (permissions.routes.includes('/')) return <>{children}</>;
  const first = flattenMenu(permissions.menu).find((i) => i.url && !i.hideMenu && !i.isIframe && !i.isLink);
  return <Navigate to={first?.url ?? '/error?code=403'} replace />;
}
