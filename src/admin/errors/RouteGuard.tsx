import type { ReactNode } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { routeAllowed } from '../auth/menu';
import type { Permissions } from '../auth/authProvider';
import { ErrorPage, ForbiddenPage } from './ErrorPage';
import { PageLoading } from '../layout/PageLoading';

/**
 * Route middlewares (product.md §6): every route runs `auth` unless it names others. `auth` lets the page through only
 * when its route is in the user's menu (403 otherwise); a middleware name nobody defined is a 500
 * "Unknown middleware {name}".
 */
type Middleware = (p: { permissions: Permissions; pathname: string; search: string }) => 'ok' | 'forbidden';

const MIDDLEWARES: Record<string, Middleware> = {
  auth: ({ permissions, pathname, search }) => (routeAllowed(permissions.menu, pathname, search) ? 'ok' : 'forbidden'),
};

export function RouteGuard({ children, middleware = ['auth'] }: { children: ReactNode; middleware?: string[] }) {
  const { permissions, isPending } = usePermissions<Permissions>();
  const location = useLocation();
  const translate = useTranslate();
  const unknown = middleware.find((m) => !MIDDLEWARES[m]);
  if (unknown) return <ErrorPage statusCode={500} message={translate('ccim.error.unknownMiddleware', { name: unknown })} />;
  if (isPending || !permissions) return <PageLoading />;
  for (const name of middleware) {
    if (MIDDLEWARES[name]({ permissions, pathname: location.pathname, search: location.search }) === 'forbidden') return <ForbiddenPage />;
  }
  return <>{children}</>;
}
