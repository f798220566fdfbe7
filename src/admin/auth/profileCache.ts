/** product.md §4 / 9: a cached profile is reused without asking the server for 5 minutes. */
export const PROFILE_TTL_MS = 5 * 60 * 1000;

export interface Profile {
  name: string;
  code: string;
  username: string;
  authLevel: number;
  roles: string[];
  userOrgList: { orgName: string }[];
  empOrgInfoList: { orgFullName: string }[];
}

export interface CachedProfile {
  profile: Profile;
  etag: string | null;
  fetchedAt: number;
  guest: boolean;
}

type ProfileOutcome =
  | { kind: 'fresh'; cached: CachedProfile }
  | { kind: 'guest'; cached: CachedProfile }
  | { kind: 'unauthorized' };

/** Whether the cached profile may be used as is at `now`. */
export const isProfileFresh = (c: CachedProfile | null, now: number): boolean =>
  !!c && now - c.fetchedAt >= 0 && now - c.fetchedAt < PROFILE_TTL_MS;

/**
 * What a profile answer means (api-contract.md): 200 a new profile, 304 the cached one is still right (and is good for
 * another 5 minutes), 203 authorisation is disabled (guest), 401 no or a bad token.
 */
export function interpretProfileAnswer(
  status: number,
  body: { data?: Profile } | null,
  etag: string | null,
  cached: CachedProfile | null,
  now: number,
): ProfileOutcome {
  if (status === 200 && body?.data) return { kind: 'fresh', cached: { profile: body.data, etag, fetchedAt: now, guest: false } };
  if (status === 304 && cached) return { kind: 'fresh', cached: { ...cached, fetchedAt: now } };
  if (status === 203 && body?.data) return { kind: 'guest', cached: { profile: body.data, etag, fetchedAt: now, guest: true } };
  return { kind: 'unauthorized' };
}
