import { fetchUtils, HttpError } from 'react-admin';
import { ERR } from '../../dataProvider/httpClient';
import { getToken } from '../auth/session';
import { i18nProvider } from '../i18n/i18nProvider';

/** What the user reads for a refusal the server gave no message for (never the status text "Not Found"). */
const BY_STATUS: Record<number, string> = { 403: ERR.forbidden, 404: ERR.notFound };

/**
 * ra-data-simple-rest's fetch with our bearer token; the sign-on server answers Content-Range for lists. A
 * refusal carries the server's message (in the user's language, `msg` of the envelope) or a translated text.
 */
export async function ssoHttpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set('Accept-Language', i18nProvider.getLocale() === 'zh' ? 'zh-CN' : 'en');
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (e) {
    if (!(e instanceof HttpError)) throw e;
    const body = e.body as { msg?: unknown } | null | undefined;
    const message = typeof body?.msg === 'string' && body.msg ? body.msg : (BY_STATUS[e.status] ?? ERR.application);
    throw new HttpError(message, e.status, e.body);
  }
}
