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

for (const dialect of DIALECTS) {
  describe(`API tokens stop with the administrator who made them (${dialect})`, () => {
    let t: TestApp;
    let boss: string;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      boss = await t.login('admin');
    });
    afterAll(() => t?.close());

    /** A second administrator, signed in, and a token they made. */
    async function adminWithToken(username: string) {
      const made = await t.call('POST', '/sso/api/users', { token: boss, body: { username, password: 'password-123', name: `Maker ${username}`, code: username, role: 'admin' } });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const own = await t.login(username, 'password-123');
      const r = await t.call('POST', '/ccim-main/api/apiTokenMgt/add', { token: own, body: { name: `by-${username}`, scopes: ['readReports'], expiresAt: Date.now() + HOUR } });
      expect(r.body.status, JSON.stringify(r.body)).toBe(0);
      const token = r.body.data.token as string;
      expect((await t.call('GET', '/ccim-main/api/agent/listAll', { token })).status).toBe(200);
      return { userId: made.body.id as string, token, tokenId: r.body.data.id as string };
    }
    const statusOf = async (tokenId: string) =>
      (await t.call('POST', '/ccim-main/api/apiTokenMgt/list', { token: boss, body: {} })).body.data.records.find((r: { id: string }) => r.id === tokenId).status;
    const refusedFor = async (token: string) => {
      const r = await t.call('GET', '/ccim-main/api/agent/listAll', { token });
      expect(r.status).toBe(401);
      expect(r.body.msg).toBe('The administrator who made this API token is disabled, deleted or no longer an administrator');
      const zh = await t.call('GET', '/ccim-main/api/agent/listAll', { token, headers: { 'accept-language': 'zh-CN' } });
      expect(zh.body.msg).toBe('创建此 API 令牌的管理员已停用、已删除或不再是管理员');
    };

    it('refuses a disabled maker’s token (401) and lists it as "owner disabled"; enabling them again brings it back', async () => {
      const m = await adminWithToken('maker-disabled');
      expect(await statusOf(m.tokenId)).toBe('active');
      expect((await t.call('PUT', `/sso/api/users/${m.userId}`, { token: boss, body: { enabled: false } })).status).toBe(200);
      await refusedFor(m.token);
      expect(await statusOf(m.tokenId)).toBe('ownerDisabled');
      expect((await t.call('PUT', `/sso/api/users/${m.userId}`, { token: boss, body: { enabled: true } })).status).toBe(200);
      expect((await t.call('GET', '/ccim-main/api/agent/listAll', { token: m.token })).status).toBe(200);
      expect(await statusOf(m.tokenId)).toBe('active');
    });

    it('refuses a deleted or demoted maker’s token, and audits the refusal under the token', async () => {
      const gone = await adminWithToken('maker-deleted');
      expect((await t.call('DELETE', `/sso/api/users/${gone.userId}`, { token: boss })).status).toBe(200);
      await refusedFor(gone.token);
      expect(await statusOf(gone.tokenId)).toBe('ownerDisabled');
      const demoted = await adminWithToken('maker-demoted');
      expect((await t.call('PUT', `/sso/api/users/${demoted.userId}`, { token: boss, body: { role: 'supervisor' } })).status).toBe(200);
      await refusedFor(demoted.token);
      const audit = await t.db.kysely.selectFrom('audit_log').selectAll().where('username', '=', 'token:by-maker-deleted').execute();
      expect(audit).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'apiCall', outcome: 'denied' })]));
    });
  });
}
