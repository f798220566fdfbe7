import { configureApi } from '../dataProvider/api';
import { getToken, goToSignIn } from './auth/session';
import { i18nProvider } from './i18n/i18nProvider';

/** Plugs the back-office's sign-on session and language into the page's http client (before the first render). */
export function configureShellApi(): void {
  configureApi({
    getToken,
    getLocale: () => i18nProvider.getLocale(),
    onUnauthorized: () => {
      window.alert(i18nProvider.translate('ccim.error.expired'));
      goToSignIn();
    },
  });
}
