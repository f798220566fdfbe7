import { DISMISSED_NOTICE_COOKIE } from '../common/visitorShell';
import { setCookie } from './boot';

const DISMISSED_NOTICE_KEY = 'ccim_notice_dismissed';
const listeners = new Set<() => void>();
/** The version dismissed on this page when storage refused it. */
let remembered: string | null = null;

/** For `useSyncExternalStore`: told when a version is dismissed (the app's bar, or the first screen's before it). */
export function onDismissal(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The version of the announcement this browser dismissed (`noticeVersion`), or null. */
export function dismissedVersion(): string | null {
  try {
    return remembered ?? localStorage.getItem(DISMISSED_NOTICE_KEY);
  } catch {
    return remembered;
  }
}

/** Remembers a dismissed announcement's version: in localStorage for the app, in a cookie for the server's first screen. */
export function rememberDismissed(version: string): void {
  try {
    localStorage.setItem(DISMISSED_NOTICE_KEY, version);
    void setCookie(DISMISSED_NOTICE_COOKIE, version);
  } catch {
    // Storage refused (private mode in some browsers): it stays closed for this page at least.
    remembered = version;
  }
  for (const listener of listeners) listener();
}
