import { configureApi } from '../dataProvider/api';
import { getToken, goToSignIn, isSigningOut } from './auth/session';
import { i18nProvider } from './i18n/i18nProvider';

/** Plugs the back-office's sign-on session and language into the page's http client (before the first render). */
export function configureShellApi(): void {
  configureApi({
    getToken,
    getLocale: () => i18nProvider.getLocale(),
    onUnauthorized: () => {
      // Signing out ends the session under the calls still in flight; the sign-out goes to the sign-in page itself.
      if (isSigningOut()) return;
      window.alert(i18nProvider.translate('ccim.error.expired'));
      goToSignIn();
    },
  });
}
