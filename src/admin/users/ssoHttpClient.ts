import { fetchUtils } from 'react-admin';
import { getToken } from '../auth/session';
import { i18nProvider } from '../i18n/i18nProvider';

/** ra-data-simple-rest's fetch with our bearer token; the sign-on server answers Content-Range for lists. */
export function ssoHttpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set('Accept-Language', i18nProvider.getLocale() === 'zh' ? 'zh-CN' : 'en');
  return fetchUtils.fetchJson(url, { ...options, headers });
}
