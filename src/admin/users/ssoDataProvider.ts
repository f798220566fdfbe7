import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { ssoHttpClient } from './ssoHttpClient';

/**
 * The react-admin resource `ssoUsers` as the sign-on server's simple-REST endpoint `/sso/api/users`.
 * ra-data-simple-rest builds `<base>/<resource>`, so the base is `/sso/api` and every call is made for the server's
 * resource name `users`, whatever name the shell gives the resource.
 */
export function ssoUsersDataProvider(base = '/sso/api', httpClient = ssoHttpClient): DataProvider {
  const rest = simpleRestProvider(base, httpClient);
  return new Proxy(rest, {
    get(target, method: string) {
      const fn = (target as unknown as Record<string, unknown>)[method];
      if (typeof fn !== 'function') return fn;
      return (_resource: string, ...args: unknown[]) => (fn as (...a: unknown[]) => unknown).call(target, 'users', ...args);
    },
  });
}
