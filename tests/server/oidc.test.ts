import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../adapter-server/src/config';
import { startOidcProvider, type TestProvider } from '../helpers/oidc-provider';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';

/** A cookie jar per host, enough for a sign-in that crosses two sites by redirects. */
class Browser {
  private jar = new Map<string, Map<string, string>>();

  async get(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const u = new URL(url);
    const cookies = [...(this.jar.get(u.host) ?? new Map()).entries()].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers: Record<string, string> = cookies ? { cookie: cookies } : {};
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(url, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
    const jar = this.jar.get(u.host) ?? new Map<string, string>();
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      const value = pair.slice(i + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(c)) jar.delete(pair.slice(0, i));
      else jar.set(pair.slice(0, i), value);
    }
    this.jar.set(u.host, jar);
    return res;
  }

  cookie(host: string, name: string): string | undefined {
    return this.jar.get(host)?.get(name);
  }

  setCookie(host: string, name: string, value: string): void {
    const jar = this.jar.get(host) ?? new Map<string, string>();
    jar.set(name, value);
    this.jar.set(host, jar);
  }
}

const location = (res: Response, base: string) => new URL(res.headers.get('location')!, base).href;

/**
 * From the sign-in page's button to the provider's login form (the name typed is the account) and back to the
 * provider's redirect to our callback, which is returned unfollowed.
 */
async function toCallback(t: TestApp, b: Browser, login: string): Promise<string> {
  const start = await b.get(`${t.url}/sso/oidc/start?redirect=${encodeURIComponent('/agentMgt')}`);
  expect(start.status).toBe(303);
  let url = location(start, t.url);
  for (let hop = 0; hop < 10; hop++) {
    const res = await b.get(url);
    if (res.status === 200) {
      // The provider's login form: any password, the login names the account.
      const html = await res.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)![1];
      const posted = await b.get(new URL(action, url).href, { method: 'POST', form: { prompt: 'login', login, password: 'any' } });
      url = location(posted, url);
      continue;
    }
    expect([302, 303]).toContain(res.status);
    const next = location(res, url);
    if (next.startsWith(`${t.url}/sso/oidc/callback`)) return next;
    url = next;
  }
  throw new Error('the sign-in never came back');
}

const tokenIn = (html: string) => JSON.parse(/<script type="application\/json" id="session">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as { token: string } | null;
const noticeIn = (html: string) => JSON.parse(/<script type="application\/json" id="notice">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as string | null;

describe('corporate sign-on configuration', () => {
  const base = { OIDC_ISSUER: 'https://id.example.com/realms/staff', OIDC_CLIENT_ID: 'ccim', OIDC_CLIENT_SECRET: 's3cret' };
  it('is off without the three variables and refuses a start with only some of them', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
    expect(() => loadConfig({ OIDC_ISSUER: base.OIDC_ISSUER })).toThrow(/OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are needed together/);
  });
  it('needs an https issuer except on loopback, and reads the claims and the role map', () => {
    expect(() => loadConfig({ ...base, OIDC_ISSUER: 'http://id.example.com' })).toThrow(/expected an https address/);
    expect(loadConfig({ ...base, OIDC_ISSUER: 'http://127.0.0.1:9000' }).oidc?.issuer).toBe('http://127.0.0.1:9000');
    const oidc = loadConfig({ ...base, OIDC_USER_CLAIM: 'email', OIDC_ROLES_CLAIM: 'groups', OIDC_ROLE_MAP: 'CN=CS Admins=admin, agents=agent' }).oidc!;
    expect(oidc).toMatchObject({ userClaim: 'email', rolesClaim: 'groups', roleMap: { 'CN=CS Admins': 'admin', agents: 'agent' }, scope: 'openid profile' });
    expect(loadConfig(base).oidc!.roleMap).toEqual({ admin: 'admin', supervisor: 'supervisor', agent: 'agent' });
    expect(() => loadConfig({ ...base, OIDC_ROLE_MAP: 'x=owner' })).toThrow(/OIDC_ROLE_MAP/);
  });
  it('lets the password sign-in be turned off only beside the company sign-on', () => {
    expect(loadConfig(base).passwordSignIn).toBe(true);
    expect(loadConfig({ ...base, PASSWORD_SIGN_IN: 'false' }).passwordSignIn).toBe(false);
    expect(() => loadConfig({ PASSWORD_SIGN_IN: 'false' })).toThrow(/PASSWORD_SIGN_IN=false needs the company sign-on/);
  });
});

for (const dialect of DIALECTS) {
  describe(`corporate sign-on through OpenID Connect (${dialect})`, () => {
    let provider: TestProvider;
    let t: TestApp;
    beforeAll(async () => {
      provider = await startOidcProvider(() => [`${t.url}/sso/oidc/callback`]);
      t = await createTestApp(dialect, {
        env: {
          OIDC_ISSUER: provider.issuer,
          OIDC_CLIENT_ID: provider.clientId,
          OIDC_CLIENT_SECRET: provider.clientSecret,
          OIDC_ROLE_MAP: 'cs-admins=admin,cs-leads=supervisor,cs-agents=agent',
        },
      });
      provider.accounts.zhangwei = { name: 'Zhang Wei', roles: ['cs-agents', 'cs-leads', 'finance'] };
      provider.accounts.lina = { name: 'Li Na', roles: ['cs-agents'] };
      provider.accounts.outsider = { name: 'Out Sider', roles: ['finance'] };
      provider.accounts.admin = { name: 'Administrator', roles: ['cs-admins'] };
    });
    afterAll(async () => {
      await t.close();
      await provider.close();
    });

    it('offers both sign-ins on the sign-in page', async () => {
      const html = await (await fetch(`${t.url}/sso/login?redirect=%2FagentMgt`)).text();
      expect(html).toContain('id="username"');
      expect(html).toContain('href="/sso/oidc/start?redirect=%2FagentMgt"');
      const js = await (await fetch(`${t.url}/sso/login.js`)).text();
      expect(js).toContain('ccim_token');
    });

    it('signs a new person in through the provider, creates them with the mapped role, and the session is a normal one', async () => {
      const b = new Browser();
      const callback = await toCallback(t, b, 'zhangwei');
      expect(new URL(callback).searchParams.get('code')).toBeTruthy();
      const res = await b.get(callback);
      expect(res.status).toBe(200);
      const html = await res.text();
      const session = tokenIn(html);
      expect(session?.token).toBeTruthy();
      expect(html).toContain('"/agentMgt"'); // goes back where the user was
      expect(b.cookie(new URL(t.url).host, 'ccim_token')).toBe(session!.token);
      // The strongest mapped role (supervisor over agent; "finance" maps to nothing).
      const profile = await t.call('GET', '/sso/api/profile', { token: session!.token });
      expect(profile.body.data).toMatchObject({ username: 'zhangwei', name: 'Zhang Wei', roles: ['supervisor'] });
      const menu = await t.call('POST', '/sso/api/queryCurrentUserMenu', { token: session!.token });
      expect(JSON.stringify(menu.body.data)).toContain('/agentMgt');
      // The same 12-hour session: listed, revocable, audited.
      const row = await t.db.kysely.selectFrom('user_sessions').innerJoin('users', 'users.id', 'user_sessions.user_id').select(['user_sessions.expires_at', 'user_sessions.created_at']).where('users.username', '=', 'zhangwei').executeTakeFirstOrThrow();
      expect(Number(row.expires_at) - Number(row.created_at)).toBe(12 * 60 * 60 * 1000);
      const audit = await t.db.kysely.selectFrom('audit_log').selectAll().where('target', '=', 'zhangwei').execute();
      expect(audit.map((a) => [a.action, a.outcome])).toContainEqual(['signIn', 'success']);
      expect((await t.call('POST', '/sso/api/logout', { token: session!.token })).status).toBe(200);
      expect((await t.call('GET', '/sso/api/profile', { token: session!.token })).status).toBe(401);
    });

    it('refuses an identity named like a local account nobody opened to it: the local account stays as it was', async () => {
      provider.accounts.supervisor = { name: 'Someone at the provider', roles: ['cs-admins'] };
      const b = new Browser();
      const res = await b.get(await toCallback(t, b, 'supervisor'));
      expect(res.status).toBe(403);
      const html = await res.text();
      expect(tokenIn(html)).toBeNull();
      expect(noticeIn(html)).toBe('oidcNotLinked');
      const row = await t.db.kysely.selectFrom('users').selectAll().where('username', '=', 'supervisor').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ role: 'supervisor', oidc_subject: '' });
      const audit = await t.db.kysely.selectFrom('audit_log').selectAll().where('target', '=', 'supervisor').where('action', '=', 'signIn').execute();
      expect(audit.map((a) => a.outcome)).toContain('failure');
    });

    it('matches an existing user only once an administrator allowed it, then by issuer and subject, and follows the provider\'s roles at each sign-in', async () => {
      // The demo "admin" exists with the role admin; the provider now says agent only.
      provider.accounts.admin = { name: 'Administrator', roles: ['cs-agents'] };
      const local = await t.login('admin');
      const adminId = (await t.db.kysely.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
      const allowed = await t.call('PUT', `/sso/api/users/${adminId}`, { token: local, body: { oidcLinkAllowed: true } });
      expect(allowed.body).toMatchObject({ oidcLinkAllowed: true, oidcLinked: false });
      const b = new Browser();
      const html = await (await b.get(await toCallback(t, b, 'admin'))).text();
      const profile = await t.call('GET', '/sso/api/profile', { token: tokenIn(html)!.token });
      expect(profile.body.data).toMatchObject({ username: 'admin', roles: ['agent'] });
      const users = await t.db.kysely.selectFrom('users').select('id').where('username', '=', 'admin').execute();
      expect(users).toHaveLength(1);
      provider.accounts.admin = { name: 'Administrator', roles: ['cs-admins'] };
      const agentToken = tokenIn(html)!.token;
      const again = await (await b.get(await toCallback(t, b, 'admin'))).text();
      expect((await t.call('GET', '/sso/api/profile', { token: tokenIn(again)!.token })).body.data.roles).toEqual(['admin']);
      // Another role ends the sessions handed out under the old one.
      expect((await t.call('GET', '/sso/api/profile', { token: agentToken })).status).toBe(401);
    });

    it('once linked, another identity claiming the same name is refused, and a renamed one still finds its account', async () => {
      const linked = await t.db.kysely.selectFrom('users').selectAll().where('username', '=', 'admin').executeTakeFirstOrThrow();
      expect(linked).toMatchObject({ oidc_issuer: provider.issuer, oidc_subject: 'admin', oidc_link_allowed: 0 });
      provider.accounts.impostor = { name: 'Not the admin', roles: ['cs-admins'], username: 'admin' };
      const b = new Browser();
      const refused = await b.get(await toCallback(t, b, 'impostor'));
      expect(refused.status).toBe(403);
      expect(noticeIn(await refused.text())).toBe('oidcNotLinked');
      // A person the company sign-on created is found by subject even after their name changed at the provider.
      provider.accounts.zhangwei = { name: 'Zhang Wei', roles: ['cs-agents'], username: 'zw-renamed' };
      const fresh = new Browser();
      const html = await (await fresh.get(await toCallback(t, fresh, 'zhangwei'))).text();
      expect((await t.call('GET', '/sso/api/profile', { token: tokenIn(html)!.token })).body.data).toMatchObject({ username: 'zhangwei', roles: ['agent'] });
      expect(await t.db.kysely.selectFrom('users').select('id').where('username', '=', 'zw-renamed').executeTakeFirst()).toBeUndefined();
    });

    it('refuses a person none of whose groups maps to a role', async () => {
      const b = new Browser();
      const res = await b.get(await toCallback(t, b, 'outsider'));
      expect(res.status).toBe(403);
      const html = await res.text();
      expect(tokenIn(html)).toBeNull();
      expect(noticeIn(html)).toBe('oidcNoRole');
      expect(await t.db.kysely.selectFrom('users').select('id').where('username', '=', 'outsider').executeTakeFirst()).toBeUndefined();
    });

    it('refuses an ID token issued for another audience, though the provider signed it', async () => {
      const b = new Browser();
      const callback = await toCallback(t, b, 'lina');
      provider.tamperIdToken = (claims) => ({ ...claims, aud: 'another-client' });
      try {
        const res = await b.get(callback);
        expect(res.status).toBe(401);
        const html = await res.text();
        expect(tokenIn(html)).toBeNull();
        expect(noticeIn(html)).toBe('oidcFailed');
      } finally {
        provider.tamperIdToken = null;
      }
      expect(await t.db.kysely.selectFrom('users').select('id').where('username', '=', 'lina').executeTakeFirst()).toBeUndefined();
      const audit = await t.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', 'signIn').where('outcome', '=', 'failure').execute();
      expect(audit.length).toBeGreaterThan(0);
    });

    it('offers only the company sign-on when the password sign-in is turned off', async () => {
      const only = await createTestApp(dialect, {
        seed: false,
        env: { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret, PASSWORD_SIGN_IN: 'false' },
      });
      try {
        const html = await (await fetch(`${only.url}/sso/login`)).text();
        expect(html).not.toContain('id="password"');
        expect(html).toContain('id="oidc"');
        const refused = await only.call('POST', '/sso/api/login', { body: { username: 'admin', password: 'demo1234' }, headers: { 'accept-language': 'zh-CN' } });
        expect(refused.status).toBe(403);
        expect(refused.body.msg).toBe('已关闭密码登录：请使用企业统一身份认证登录');
      } finally {
        await only.close();
      }
    });

    it('refuses a replayed code, even with the state cookie kept', async () => {
      const b = new Browser();
      const host = new URL(t.url).host;
      const callback = await toCallback(t, b, 'lina');
      const note = b.cookie(host, 'ccim_oidc')!;
      expect(note).toBeTruthy();
      const first = await b.get(callback);
      expect(first.status).toBe(200);
      expect(tokenIn(await first.text())).toBeTruthy();
      expect(b.cookie(host, 'ccim_oidc')).toBeUndefined(); // used once, cleared
      // An attacker who copied both the address and the cookie.
      b.setCookie(host, 'ccim_oidc', note);
      const replay = await b.get(callback);
      expect(replay.status).toBe(401);
      const html = await replay.text();
      expect(tokenIn(html)).toBeNull();
      expect(noticeIn(html)).toBe('oidcFailed');
      // Without the cookie the callback knows no sign-in at all.
      const bare = await fetch(callback, { redirect: 'manual' });
      expect(bare.status).toBe(400);
      expect(noticeIn(await bare.text())).toBe('oidcExpired');
    });
  });
}
