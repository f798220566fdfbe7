import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';

for (const dialect of DIALECTS) {
  describe(`sign-on (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { env: { LOGIN_MAX_FAILURES: '3' } });
    });
    afterAll(() => t?.close());

    it('signs in with the demo password, returns a token and sets the 12-hour HttpOnly cookie', async () => {
      const r = await t.call('POST', '/sso/api/login', { body: { username: 'admin', password: 'demo1234' } });
      expect(r.status).toBe(200);
      expect(r.body.status).toBe(0);
      expect(typeof r.body.data.token).toBe('string');
      const cookie = r.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/ccim_token=/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      const expires = Date.parse(/Expires=([^;]+)/i.exec(cookie)![1]);
      expect(Math.abs(expires - Date.now() - 12 * 3600_000)).toBeLessThan(60_000);
    });

    it('refuses a wrong password with 401 and the envelope', async () => {
      const r = await t.call('POST', '/sso/api/login', { body: { username: 'agent1', password: 'nope' } });
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ status: -1, msg: 'Wrong user name or password' });
    });

    it('rate-limits repeated failures for one user name and address', async () => {
      for (let i = 0; i < 3; i++) await t.call('POST', '/sso/api/login', { body: { username: 'agent6', password: 'x' } });
      const r = await t.call('POST', '/sso/api/login', { body: { username: 'agent6', password: 'demo1234' } });
      expect(r.status).toBe(429);
      expect(r.body.msg).toMatch(/Too many failed sign-ins/);
    });

    it('answers the profile with 200, then 304 for the same ETag, and 401 without a token', async () => {
      const token = await t.login('agent1');
      const r = await t.call('GET', '/sso/api/profile', { token });
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ code: 'E2001', roles: ['agent'], userOrgList: [{ orgName: '快递客服组' }] });
      expect(r.body.data.empOrgInfoList[0].orgFullName).toContain('快递客服组');
      const etag = r.headers.get('etag')!;
      const again = await t.call('GET', '/sso/api/profile', { token, headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect((await t.call('GET', '/sso/api/profile')).status).toBe(401);
      expect((await t.call('GET', '/sso/api/profile', { token: 'forged.token.here' })).status).toBe(401);
    });

    it('returns each role its own menu tree', async () => {
      const menuOf = async (u: string) => (await t.call('POST', '/sso/api/queryCurrentUserMenu', { token: await t.login(u) })).body.data;
      const urls = (items: any[]): string[] => items.flatMap((i) => [i.url, ...urls(i.children)]).filter(Boolean);
      const admin = urls(await menuOf('admin'));
      const supervisor = urls(await menuOf('supervisor'));
      const agent = urls(await menuOf('agent1'));
      expect(admin).toContain('/ssoUsers');
      expect(supervisor).not.toContain('/ssoUsers');
      expect(supervisor).toEqual(expect.arrayContaining(['/agentMgt', '/robotQaMgt', '/sessionDayReport', '/']));
      expect(agent).toEqual(expect.arrayContaining(['/workbench', '/quickReplyMgtPerson']));
      expect(agent).not.toContain('/agentMgt');
      const item = (await menuOf('agent1'))[0];
      expect(Object.keys(item).sort()).toEqual(['children', 'code', 'hideMenu', 'icon', 'isIframe', 'isLink', 'name', 'url']);
    });

    it('logout revokes the token', async () => {
      const token = await t.login('agent2');
      expect((await t.call('POST', '/sso/api/logout', { token })).body.status).toBe(0);
      expect((await t.call('GET', '/sso/api/profile', { token })).status).toBe(401);
    });

    it('answers bad bodies with 400 and field errors', async () => {
      const missing = await t.call('POST', '/sso/api/login', { body: { username: 'admin' } });
      expect(missing.status).toBe(400);
      expect(missing.body.data.errors).toEqual([{ field: 'password', message: 'is required' }]);
      const wrongType = await t.call('POST', '/sso/api/login', { body: { username: 5, password: 'x' } });
      expect(wrongType.body.data.errors).toEqual([{ field: 'username', message: 'must be a string' }]);
      const unknown = await t.call('POST', '/sso/api/login', { body: { username: 'a', password: 'b', extra: 1 } });
      expect(unknown.body.data.errors).toEqual([{ field: 'extra', message: 'is not a known field' }]);
      const malformed = await t.call('POST', '/sso/api/login', { body: '{oops' });
      expect(malformed).toMatchObject({ status: 400, body: { status: -1, msg: 'The request body is not valid JSON' } });
      const huge = await t.call('POST', '/sso/api/login', { body: { username: 'x'.repeat(300_000), password: 'y' } });
      expect(huge.status).toBe(413);
      expect(JSON.stringify(huge.body)).not.toMatch(/at .*\.ts/);
    });

    it('answers in Chinese when the caller asks for it', async () => {
      const r = await t.call('POST', '/sso/api/login', { body: { username: 'admin' }, headers: { 'accept-language': 'zh-CN' } });
      expect(r.body.msg).toBe('请求参数无效：password 为必填项');
      expect(r.body.data.errors).toEqual([{ field: 'password', message: '为必填项' }]);
    });

    it('answers unknown API paths with a JSON 404', async () => {
      const token = await t.login('admin');
      const r = await t.call('GET', '/ccim-main/api/nothingHere/list', { token });
      expect(r).toMatchObject({ status: 404, body: { status: -1 } });
    });
  });
}

describe('sign-on with authorisation disabled', () => {
  it('answers the profile with 203 and a guest profile', async () => {
    const t = await createTestApp('sqlite', { env: { AUTH_DISABLED: 'true' }, seed: false });
    try {
      const r = await t.call('GET', '/sso/api/profile');
      expect(r.status).toBe(203);
      expect(r.body.data.name).toBe('Guest');
    } finally {
      await t.close();
    }
  });
});

describe('the sign-in page', () => {
  it('keeps a hostile redirect inert and only ever goes back to a local path', async () => {
    const { loginPage, safeRedirect } = await import('../../adapter-server/src/sso/login-page');
    expect(safeRedirect('//evil.example/x')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('/agentMgt?x=1')).toBe('/agentMgt?x=1');
    const html = loginPage('/x</script><script>alert(1)</script>');
    expect(html).not.toContain('</script><script>alert(1)');
    const json = /<script type="application\/json" id="redirect">(.*?)<\/script>/.exec(html)![1];
    expect(JSON.parse(json)).toBe('/x</script><script>alert(1)</script>');
  });
});
