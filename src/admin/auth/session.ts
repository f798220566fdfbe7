import { type CachedProfile, interpretProfileAnswer, isProfileFresh, type Profile } from './profileCache';

const TOKEN_KEY = 'ccim_token';
const PROFILE_KEY = 'ccim_profile';

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);

let signingOut = false;

/**
 * The user asked to sign out: from now on a call answered 401 (one still in flight when the sign-on server ended the
 * session, or a poll made meanwhile) is what signing out does, not an expired session to warn about.
 */
export function beginSignOut(): void {
  signingOut = true;
}

export const isSigningOut = (): boolean => signingOut;

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(PROFILE_KEY);
}

/** The sign-on page, coming back to where the user was. */
export function signInUrl(back = window.location.pathname + window.location.search): string {
  return `/sso/login?redirect=${encodeURIComponent(back)}`;
}

export function goToSignIn(): void {
  clearSession();
  window.location.assign(signInUrl());
}

function readCache(): CachedProfile | null {
  try {
    return JSON.parse(localStorage.getItem(PROFILE_KEY) ?? 'null') as CachedProfile | null;
  } catch {
    return null;
  }
}

/** The current profile: from the 5-minute cache, or asked of the sign-on server (200/304/203/401). */
export async function loadProfile(now = Date.now()): Promise<{ profile: Profile; guest: boolean } | null> {
  const cached = readCache();
  if (cached && isProfileFresh(cached, now)) return { profile: cached.profile, guest: cached.guest };
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (cached?.etag) headers['If-None-Match'] = cached.etag;
  const res = await fetch('/sso/api/profile', { headers, cache: 'no-store' });
  const body = res.status === 200 || res.status === 203 ? ((await res.json()) as { data?: Profile }) : null;
  const outcome = interpretProfileAnswer(res.status, body, res.headers.get('ETag'), cached, now);
  if (outcome.kind === 'unauthorized') {
    localStorage.removeItem(PROFILE_KEY);
    return null;
  }
  localStorage.setItem(PROFILE_KEY, JSON.stringify(outcome.cached));
  return { profile: outcome.cached.profile, guest: outcome.cached.guest };
}
