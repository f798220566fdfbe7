import { BOOT_ELEMENT_ID, LOCALE_COOKIE, type VisitorBoot } from '../common/visitorShell';

/**
 * The data the server wrote into the page with its first screen (`adapter-server/src/http/visitor-page.ts`): the
 * run-time configuration and the announcement. Null when the page came without it (Vite's development server).
 */
export function readBoot(): VisitorBoot | null {
  const text = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as VisitorBoot;
  } catch {
    return null;
  }
}

/** The Cookie Store API (Chromium; secure pages): its `set` resolves once the browser's cookie jar holds the cookie. */
interface CookieJar {
  set(cookie: { name: string; value: string; path: string; expires: number; sameSite: 'lax' }): Promise<void>;
}

const YEAR_MS = 31_536_000_000;

/**
 * Written beside localStorage so the server draws the next first screen the same way (language, dismissal). Resolves
 * once the cookie will go with the next request: `document.cookie` reaches Chromium's cookie jar by a message of its
 * own, which a page load started at once can overtake, so the Cookie Store API is used where there is one.
 */
export function setCookie(name: string, value: string): Promise<void> {
  const jar = (globalThis as { cookieStore?: CookieJar }).cookieStore;
  const written = () => {
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_MS / 1000}; samesite=lax`;
  };
  if (!jar) {
    written();
    return Promise.resolve();
  }
  return jar.set({ name, value: encodeURIComponent(value), path: '/', expires: Date.now() + YEAR_MS, sameSite: 'lax' }).catch(written);
}

/** Where the page keeps the visitor's language (localStorage; `LOCALE_COOKIE` for the server). */
export const LOCALE_KEY = 'ccim_locale';

/** Remembers the visitor's language, for the app and (once resolved) for the server's next first screen. */
export function rememberLocale(locale: 'en' | 'zh'): Promise<void> {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage refused (private mode in some browsers): the cookie still tells the server.
  }
  return setCookie(LOCALE_COOKIE, locale);
}
