import { Admin, CustomRoutes, Resource, combineDataProviders } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { Route } from 'react-router-dom';
import { authProvider } from './auth/authProvider';
import { createDataProvider } from '../dataProvider';
import { api } from './api';
import { ErrorRoute, ForbiddenPage, NotFoundPage } from './errors/ErrorPage';
import { RouteGuard } from './errors/RouteGuard';
import { i18nProvider } from './i18n/i18nProvider';
import { IframePage } from './layout/IframePage';
import { ShellLayout } from './layout/ShellLayout';
import { ssoHttpClient } from './users/ssoHttpClient';
import { SsoUserCreate, SsoUserEdit, SsoUserList } from './users/ssoUsers';
import { theme } from './theme';

const mainDataProvider = createDataProvider(api);

/** Sign-on users speak simple-REST on the sign-on server; everything else the spec's list/add/edit/del calls. */
const dataProvider = combineDataProviders((resource) =>
  resource === 'ssoUsers' ? simpleRestProvider('/sso/api/users', ssoHttpClient) : mainDataProvider,
);

const guarded = (path: string, element: React.ReactElement) => (
  <Route key={path} path={path} element={<RouteGuard>{element}</RouteGuard>} />
);

/** The table of contents: every resource and custom route of the back-office. */
export function App() {
  return (
    <Admin
      title="ccim.app.title"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={ShellLayout}
      catchAll={NotFoundPage}
      accessDenied={ForbiddenPage}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      <Resource name="ssoUsers" list={SsoUserList} create={SsoUserCreate} edit={SsoUserEdit} />
      <CustomRoutes>
        {guarded('/iframes', <IframePage />)}
        <Route path="/error" element={<ErrorRoute />} />
      </CustomRoutes>
    </Admin>
  );
}
