import { createHttpClient, type HttpClientHooks } from './httpClient';

/**
 * What the page that owns the session plugs in at start-up (the back-office shell: its sign-on token, its
 * language, its notifier, its sign-in redirect). Until then nobody is signed in and notices go to the console.
 */
let hooks: HttpClientHooks = {
  getToken: () => null,
  notify: (message, type) => console.warn(`[${type}] ${message}`),
  onUnauthorized: () => undefined,
};

/** Replaces some of the hooks; the shell calls it once before rendering and again when its notifier mounts. */
export function configureApi(next: Partial<HttpClientHooks>): void {
  hooks = { ...hooks, ...next };
}

/**
 * The page's http client, shared by the back-office and the workbench (one per page). It reads the hooks at
 * every call, so a module may import it before the shell has configured it.
 */
export const api = createHttpClient({
  getToken: () => hooks.getToken(),
  getLocale: () => hooks.getLocale?.() ?? '',
  notify: (message, type, options) => hooks.notify(message, type, options),
  onUnauthorized: () => hooks.onUnauthorized(),
  log: (message) => (hooks.log ?? console.warn)(message),
});
