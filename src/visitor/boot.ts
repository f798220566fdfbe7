import { BOOT_ELEMENT_ID, type VisitorBoot } from '../common/visitorShell';

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

/** Written beside localStorage so the server draws the next first screen the same way (language, dismissal). */
export function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
}
