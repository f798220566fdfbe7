import { lazy, Suspense, type ReactElement } from 'react';
import { Admin, CustomRoutes, Resource, combineDataProviders } from 'react-admin';
import { Route, type PathRouteProps } from 'react-router-dom';
import { createDataProvider } from '../dataProvider';
import { api } from '../dataProvider/api';
import { authProvider } from './auth/authProvider';
import { ErrorRoute, ForbiddenPage, NotFoundPage } from './errors/ErrorPage';
import { RouteGuard } from './errors/RouteGuard';
import { i18nProvider } from './i18n/i18nProvider';
import { HomeRoute } from './layout/HomeRoute';
import { IframePage } from './layout/IframePage';
import { ShellLayout } from './layout/ShellLayout';
import { prefetchAtIdle } from './prefetch';
import { reportPages } from './reports';
import { managementResources, managementRoutes } from './resources';
import { theme } from './theme';
import { ssoUsersDataProvider } from './users/ssoDataProvider';
import { SsoUserCreate, SsoUserEdit, SsoUserList } from './users/ssoUsers';
import { PageLoading } from './layout/PageLoading';

const loadWorkbench = () => import('../workbench/WorkbenchPage');
const loadWorkBills = () => import('../workbench/index');
const loadHome = () => import('./reports/HomePage');
const WorkbenchPage = lazy(loadWorkbench);
const WorkBillListPage = lazy(() => loadWorkBills().then((m) => ({ default: m.WorkBillListPage })));
const WorkBillDetailPage = lazy(() => loadWorkBills().then((m) => ({ default: m.WorkBillDetailPage })));
const HomePage = lazy(loadHome);
const LiveSupervisionPage = lazy(() => import('./supervision/LiveSupervisionPage'));
const ApiReferencePage = lazy(() => import('./apiReference/ApiReferencePage'));
// The pages an agent or supervisor opens next are fetched while the browser is idle.
prefetchAtIdle([loadWorkbench, loadWorkBills, loadHome]);

/** Sign-on users speak simple-REST on the sign-on server; everything else the list/add/edit/del calls of docs/api-contract.md. */
const mainDataProvider = createDataProvider(api);
const ssoUsersProvider = ssoUsersDataProvider();
const dataProvider = combineDataProviders((resource) => (resource === 'ssoUsers' ? ssoUsersProvider : mainDataProvider));

const lazyPage = (element: ReactElement) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;
const guarded = (path: string, element: ReactElement) => <Route key={path} path={path} element={<RouteGuard>{element}</RouteGuard>} />;

// Behind the menu's guard like every management view, so a forbidden user's page never asks for the list.
const SsoUsersList = () => (
  <RouteGuard>
    <SsoUserList />
  </RouteGuard>
);
const SsoUsersCreate = () => (
  <RouteGuard>
    <SsoUserCreate />
  </RouteGuard>
);
const SsoUsersEdit = () => (
  <RouteGuard>
    <SsoUserEdit />
  </RouteGuard>
);

const Dashboard = () => <HomeRoute>{lazyPage(<HomePage />)}</HomeRoute>;

/** The table of contents: every resource and custom route of the back-office. */
export function App() {
  return (
    <Admin
      title="ccim.app.title"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={ShellLayout}
      dashboard={Dashboard}
      catchAll={NotFoundPage}
      accessDenied={ForbiddenPage}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      {managementResources}
      <Resource name="ssoUsers" list={SsoUsersList} create={SsoUsersCreate} edit={SsoUsersEdit} />
      <CustomRoutes>
        {managementRoutes.map((r) => {
          const { path, element } = (r as ReactElement<PathRouteProps>).props;
          return guarded(path ?? '', element as ReactElement);
        })}
        {guarded('/workbench', lazyPage(<WorkbenchPage />))}
        {guarded('/workbench/index copy', lazyPage(<WorkbenchPage />))}
        {guarded('/workbench/index copy 2', lazyPage(<WorkbenchPage />))}
        {guarded('/workbench/workbill', lazyPage(<WorkBillListPage />))}
        {guarded('/workbench/workbill-detail', lazyPage(<WorkBillDetailPage />))}
        {guarded('/liveSupervision', lazyPage(<LiveSupervisionPage />))}
        {guarded('/apiReference', lazyPage(<ApiReferencePage />))}
        {reportPages.map((p) => guarded(p.path, p.element))}
        {guarded('/iframes', <IframePage />)}
        <Route path="/error" element={<ErrorRoute />} />
      </CustomRoutes>
    </Admin>
  );
}
