import { createHttpClient, type NoticeType } from '../dataProvider/httpClient';
import { getToken, goToSignIn } from './auth/session';
import { i18nProvider } from './i18n/i18nProvider';

type Notifier = (message: string, type: NoticeType, options?: { translate?: boolean }) => void;
let notifier: Notifier = (message, type) => console.warn(`[${type}] ${message}`);

/** The shell installs react-admin's notifier here once it is mounted, so plain modules can notify too. */
export function setNotifier(n: Notifier): void {
  notifier = n;
}

/** The back-office's http client (one per page). */
export const api = createHttpClient({
  getToken,
  getLocale: () => i18nProvider.getLocale(),
  notify: (message, type, options) => notifier(message, type, options),
  onUnauthorized: () => {
    window.alert(i18nProvider.translate('ccim.error.expired'));
    goToSignIn();
  },
  log: (message) => console.warn(message),
});
