import { describe, expect, it } from 'vitest';
import { interpretProfileAnswer, isProfileFresh, PROFILE_TTL_MS, type CachedProfile } from '../../../src/admin/auth/profileCache';

const profile = { name: 'Li Na', code: 'E2001', username: 'agent1', authLevel: 1, roles: ['agent'], userOrgList: [], empOrgInfoList: [] };
const cached: CachedProfile = { profile, etag: '"abc"', fetchedAt: 1_000_000, guest: false };

describe('the profile cache', () => {
  it('reuses a cached profile for under 5 minutes and not after', () => {
    expect(isProfileFresh(cached, cached.fetchedAt + PROFILE_TTL_MS - 1)).toBe(true);
    expect(isProfileFresh(cached, cached.fetchedAt + PROFILE_TTL_MS)).toBe(false);
    expect(isProfileFresh(null, 0)).toBe(false);
    // A clock that went backwards does not make a profile fresh forever.
    expect(isProfileFresh(cached, cached.fetchedAt - 1)).toBe(false);
  });

  it('reads 200 as a new profile, 304 as the cached one renewed, 203 as guest, 401 as signed out', () => {
    const now = 2_000_000;
    const fresh = interpretProfileAnswer(200, { data: { ...profile, name: 'New' } }, '"n"', cached, now);
    expect(fresh).toMatchObject({ kind: 'fresh', cached: { profile: { name: 'New' }, etag: '"n"', fetchedAt: now } });
    expect(interpretProfileAnswer(304, null, null, cached, now)).toMatchObject({ kind: 'fresh', cached: { profile: { name: 'Li Na' }, fetchedAt: now } });
    expect(interpretProfileAnswer(203, { data: profile }, null, null, now)).toMatchObject({ kind: 'guest', cached: { guest: true } });
    expect(interpretProfileAnswer(401, null, null, cached, now)).toEqual({ kind: 'unauthorized' });
    expect(interpretProfileAnswer(304, null, null, null, now)).toEqual({ kind: 'unauthorized' });
  });
});
