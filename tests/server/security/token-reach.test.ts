import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signChannelIdentity } from '../../../adapter-server/src/features/conversations/channel-identity';
import { API_TOKEN_SCOPES, inScopes } from '../../../adapter-server/src/sso/api-tokens';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';

const HOUR = 3_600_000;
const MINT = '/ccim-robot/api/im/getChannelUserInfoByOpenId';

describe('the channel signing secret and the token scopes', () => {
  it('is outside every scope, in any letter case', () => {
    for (const scope of Object.keys(API_TOKEN_SCOPES)) {
      for (const path of ['/skillGroupLinkMgt/secret', '/skillgrouplinkmgt/SECRET', '/skillGroupLinkMgt/secret/']) expect(inScopes([scope], path)).toBe(false);
    }
    // The rest of the channel links stays with "manage agents".
    expect(inScopes(['manageAgents'], '/skillGroupLinkMgt/listAll')).toBe(true);
  });
});

for (const dialect of DIALECTS) {
  describe(`a "manage agents" token and the channel secrets (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    let token: string;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      admin = await t.login('admin');
      const r = await t.call('POST', '/ccim-main/api/apiTokenMgt/add', { token: admin, body: { name: 'hr-sync', scopes: ['manageAgents'], expiresAt: Date.now() + HOUR } });
      token = r.body.data.token;
    });
    afterAll(() => t?.close());

    it('cannot set a channel secret, so cannot mint a visitor token from it', async () => {
      const secret = 'attacker-chosen-secret-000';
      for (const path of ['/ccim-main/api/skillGroupLinkMgt/secret', '/ccim-main/api/skillgrouplinkmgt/Secret']) {
        const r = await t.call('PUT', path, { token, body: { id: 300, channelSecret: secret } });
        expect(r.status, `${path}: ${JSON.stringify(r.body)}`).toBe(403);
      }
      expect(await t.db.kysely.selectFrom('channel_secrets').selectAll().execute()).toEqual([]);
      const issuedAt = Date.now();
      const mint = await t.call('POST', MINT, { body: { openId: 'wx-victim', channel: 300, issuedAt, signature: signChannelIdentity(secret, 'wx-victim', issuedAt) } });
      expect(mint.status).toBe(401);
      // Its own calls still work, and a signed-in administrator still sets the secret.
      expect((await t.call('GET', '/ccim-main/api/skillGroupLinkMgt/listAll', { token })).status).toBe(200);
      expect((await t.call('PUT', '/ccim-main/api/skillGroupLinkMgt/secret', { token: admin, body: { id: 300, channelSecret: 'admins-own-secret-0000' } })).body.status).toBe(0);
    });
  });
}
