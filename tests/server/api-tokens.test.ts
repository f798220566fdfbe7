import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_TOKEN_SCOPES, inScopes, LAST_USE_EVERY_MS } from '../../adapter-server/src/sso/api-tokens';
import { clock } from '../../adapter-server/src/sso/staff-session';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';

const HOUR = 3_600_000;

async function makeToken(t: TestApp, admin: string, scopes: string[], name = 'nightly-export') {
  const r = await t.call('POST', '/ccim-main/api/apiTokenMgt/add', { token: admin, body: { name, scopes, expiresAt: Date.now() + 24 * HOUR } });
  expect(r.body.status, JSON.stringify(r.body)).toBe(0);
  return { id: r.body.data.id as string, token: r.body.data.token as string };
}

const auditOf = (t: TestApp, username: string) =>
  t.db.kysely.selectFrom('audit_log').selectAll().where('username', '=', username).orderBy('created_at').execute();

describe('API token scopes (one table)', () => {
  it('grants each scope its prefixes, segment by segment', () => {
    expect(inScopes(['manageQa'], '/robotQaMgt/list')).toBe(true);
    expect(inScopes(['manageQa'], '/robotQaMgtX/list')).toBe(false);
    expect(inScopes(['readReports'], '/agentKpiReport/export')).toBe(true);
    expect(inScopes(['readReports'], '/agentMgt/list')).toBe(false);
    expect(inScopes(['manageAgents'], '/skillGroupAgentMgt/list')).toBe(true);
    expect(inScopes(['readHistory'], '/historySessionReport/details')).toBe(true);
    expect(inScopes(['readHistory'], '/historySessionReport/exportdetails')).toBe(true);
    // Reading history never blacklists.
    expect(inScopes(['readHistory'], '/historySessionReport/pullBlock')).toBe(false);
    // No scope ever reaches the token screen, the sign-on users or the workbench.
    for (const scope of Object.keys(API_TOKEN_SCOPES)) {
      for (const path of ['/apiTokenMgt/list', '/ssoUsers', '/workbench/x', '/agentLogin/login']) expect(inScopes([scope], path)).toBe(false);
    }
  });
});

for (const dialect of DIALECTS) {
  describe(`API tokens (${dialect})`, () => {
    const cleanup: (() => Promise<void>)[] = [];
    afterEach(async () => {
      vi.restoreAllMocks();
      for (const c of cleanup.splice(0).reverse()) await c();
    });

    it('is shown once and stored hashed; works within its scopes; 403 outside; audited under its name', async () => {
      const t = await createTestApp(dialect);
      cleanup.push(() => t.close());
      const admin = await t.login('admin');
      const { id, token } = await makeToken(t, admin, ['manageQa', 'readHistory']);
      expect(token).toMatch(/^ccim_pat_[A-Za-z0-9_-]{43}$/);

      // Never shown again: not in the list, and only its SHA-256 is in the database.
      const list = await t.call('POST', '/ccim-main/api/apiTokenMgt/list', { token: admin, body: {} });
      expect(list.body.status).toBe(0);
      expect(JSON.stringify(list.body)).not.toContain(token);
      const mine = list.body.data.records.find((r: { id: string }) => r.id === id);
      expect(mine).toMatchObject({ name: 'nightly-export', scopes: ['manageQa', 'readHistory'], status: 'active', lastUsedAt: null });
      expect(mine.tokenHint).toBe(`${token.slice(0, 13)}…`);
      const row = await t.db.kysely.selectFrom('api_tokens').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(row)).not.toContain(token.slice(9));

      // Within its scopes.
      const qa = await t.call('POST', '/ccim-main/api/robotQaMgt/list', { token, body: {} });
      expect(qa.status, JSON.stringify(qa.body)).toBe(200);
      expect(qa.body.status).toBe(0);
      const history = await t.call('POST', '/ccim-main/api/historySessionReport/details', { token, body: { sessionId: 'nope' } });
      expect(history.status).not.toBe(403);
      expect((await t.call('PUT', '/ccim-main/api/historySessionReport/pullBlock', { token, body: { sessionId: 'nope', reason: 'x' } })).status).toBe(403);

      // Outside: a clear refusal in both languages.
      const agents = await t.call('POST', '/ccim-main/api/agentMgt/list', { token, body: {} });
      expect(agents.status).toBe(403);
      expect(agents.body.msg).toBe("This API token's scopes do not include this call");
      const zh = await t.call('POST', '/ccim-main/api/agentMgt/list', { token, body: {}, headers: { 'accept-language': 'zh-CN' } });
      expect(zh.body.msg).toBe('此 API 令牌的权限范围不包含该接口');
      // Never the token screen, the workbench, the sign-on server's users or the sockets.
      expect((await t.call('POST', '/ccim-main/api/apiTokenMgt/list', { token, body: {} })).status).toBe(403);
      expect((await t.call('POST', '/ccim-main/api/apiTokenMgt/add', { token, body: { name: 'x', scopes: ['manageQa'], expiresAt: Date.now() + HOUR } })).status).toBe(403);
      expect((await t.call('GET', '/ccim-main/api/agentLogin/getAgentInfo', { token })).status).toBe(403);
      expect((await t.call('GET', '/sso/api/users', { token })).status).toBe(401);
      expect((await t.call('GET', '/sso/api/profile', { token })).status).toBe(401);
      await expect(t.staffSocket(token)).rejects.toThrow();

      // The audit log names the token: its calls, and its refusals.
      const entries = await auditOf(t, 'token:nightly-export');
      expect(entries.every((e) => e.role === 'apiToken' && e.user_id === id)).toBe(true);
      expect(entries).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ action: 'apiCall', target: 'POST /ccim-main/api/robotQaMgt/list', outcome: 'success' }),
          expect.objectContaining({ action: 'forbidden', target: 'POST /ccim-main/api/agentMgt/list', outcome: 'denied' }),
          expect.objectContaining({ action: 'forbidden', target: 'POST /ccim-main/api/apiTokenMgt/list', outcome: 'denied' }),
        ]),
      );
      // Making the token is audited under the admin.
      expect(await auditOf(t, 'admin')).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'create', target: expect.stringMatching(new RegExp(`^apiTokenMgt #${id} · .+`)) })]));
    });

    it('records the last use at most once a minute', async () => {
      const t = await createTestApp(dialect);
      cleanup.push(() => t.close());
      const admin = await t.login('admin');
      const { id, token } = await makeToken(t, admin, ['manageQa']);
      const lastUse = async () =>
        (await t.db.kysely.selectFrom('api_tokens').select('last_used_at').where('id', '=', id).executeTakeFirstOrThrow()).last_used_at;
      expect(await lastUse()).toBeNull();
      const t0 = Date.now();
      vi.spyOn(clock, 'now').mockReturnValue(t0);
      expect((await t.call('POST', '/ccim-main/api/robotQaMgt/list', { token, body: {} })).status).toBe(200);
      expect(Number(await lastUse())).toBe(t0);
      vi.spyOn(clock, 'now').mockReturnValue(t0 + LAST_USE_EVERY_MS - 1);
      expect((await t.call('POST', '/ccim-main/api/robotQaMgt/list', { token, body: {} })).status).toBe(200);
      expect(Number(await lastUse())).toBe(t0);
      vi.spyOn(clock, 'now').mockReturnValue(t0 + LAST_USE_EVERY_MS);
      expect((await t.call('POST', '/ccim-main/api/robotQaMgt/list', { token, body: {} })).status).toBe(200);
      expect(Number(await lastUse())).toBe(t0 + LAST_USE_EVERY_MS);
      // The screen shows it.
      const list = await t.call('POST', '/ccim-main/api/apiTokenMgt/list', { token: admin, body: {} });
      expect(Number(list.body.data.records[0].lastUsedAt)).toBe(t0 + LAST_USE_EVERY_MS);
    });

    it('answers 401 for an expired token, a revoked one at once, and an unknown one', async () => {
      const t = await createTestApp(dialect);
      cleanup.push(() => t.close());
      const admin = await t.login('admin');
      const a = await makeToken(t, admin, ['readReports'], 'expiring');
      const b = await makeToken(t, admin, ['readReports'], 'revoked-one');
      const call = (token: string, headers: Record<string, string> = {}) => t.call('GET', '/ccim-main/api/agent/listAll', { token, headers });
      expect((await call(a.token)).status).toBe(200);
      expect((await call(b.token)).status).toBe(200);

      await t.db.kysely.updateTable('api_tokens').set({ expires_at: Date.now() - 1 }).where('id', '=', a.id).execute();
      const expired = await call(a.token);
      expect(expired.status).toBe(401);
      expect(expired.body.msg).toBe('This API token has expired');
      expect((await call(a.token, { 'accept-language': 'zh-CN' })).body.msg).toBe('此 API 令牌已过期');

      const revoke = await t.call('PUT', '/ccim-main/api/apiTokenMgt/revoke', { token: admin, body: { id: b.id } });
      expect(revoke.body.status, JSON.stringify(revoke.body)).toBe(0);
      const revoked = await call(b.token);
      expect(revoked.status).toBe(401);
      expect(revoked.body.msg).toBe('This API token has been revoked');
      expect((await call(`${b.token.slice(0, -2)}xx`)).status).toBe(401);

      const list = await t.call('POST', '/ccim-main/api/apiTokenMgt/list', { token: admin, body: {} });
      const status = Object.fromEntries(list.body.data.records.map((r: { name: string; status: string }) => [r.name, r.status]));
      expect(status).toEqual({ expiring: 'expired', 'revoked-one': 'revoked' });
      expect(await auditOf(t, 'token:revoked-one')).toEqual(
        expect.arrayContaining([expect.objectContaining({ action: 'apiCall', outcome: 'denied', target: 'GET /ccim-main/api/agent/listAll' })]),
      );
      expect(await auditOf(t, 'admin')).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'revoke', target: expect.stringMatching(new RegExp(`^apiTokenMgt #${b.id} · .+`)) })]));
    });

    it('is made by admins only, with scopes and an expiry in the coming year', async () => {
      const t = await createTestApp(dialect);
      cleanup.push(() => t.close());
      const admin = await t.login('admin');
      const bad = async (body: Record<string, unknown>, field: string) => {
        const r = await t.call('POST', '/ccim-main/api/apiTokenMgt/add', { token: admin, body: { name: 'x', scopes: ['manageQa'], expiresAt: Date.now() + HOUR, ...body } });
        expect(r.status, JSON.stringify(r.body)).toBe(400);
        expect(r.body.data.errors[0].field).toMatch(new RegExp(`^${field}`));
      };
      await bad({ expiresAt: Date.now() - 1000 }, 'expiresAt');
      await bad({ expiresAt: Date.now() + 400 * 24 * HOUR }, 'expiresAt');
      await bad({ scopes: [] }, 'scopes');
      await bad({ scopes: ['everything'] }, 'scopes');
      const sup = await t.login('supervisor');
      expect((await t.call('POST', '/ccim-main/api/apiTokenMgt/list', { token: sup, body: {} })).status).toBe(403);
      expect(await t.db.kysely.selectFrom('api_tokens').selectAll().execute()).toEqual([]);
    });
  });
}
