import { fetchUtils } from 'react-admin';
import { getToken } from '../auth/session';

/** ra-data-simple-rest's fetch with our bearer token; the sign-on server answers Content-Range for lists. */
export function ssoHttpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
}
