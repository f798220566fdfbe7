import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider (`oidc-provider`, the certified implementation) on 127.0.0.1 for the corporate sign-on
 * tests. Its development login page signs anyone in by the name typed (the account id); the accounts' claims come
 * from `accounts`. `tamperIdToken` rewrites the next ID tokens the token endpoint answers, signed again with the
 * provider's own key (what a token issued for another client looks like to us).
 */
export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** By account id (the subject, and the name typed at the login page); `username` is its preferred_username, else the id. */
  accounts: Record<string, { name: string; roles: string[]; username?: string }>;
  tamperIdToken: ((claims: Record<string, unknown>) => Record<string, unknown>) | null;
  close(): Promise<void>;
}

/** `redirectUris` is read at the first request, so the app it serves may start (knowing the issuer) after this. */
export async function startOidcProvider(redirectUris: () => string[], port = 0): Promise<TestProvider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const out: TestProvider = {
    issuer,
    clientId: 'ccim',
    clientSecret: 'ccim-test-secret-0123456789abcdef',
    accounts: {},
    tamperIdToken: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const make = () => new Provider(issuer, {
    clients: [
      { client_id: out.clientId, client_secret: out.clientSecret, redirect_uris: redirectUris(), grant_types: ['authorization_code'], response_types: ['code'] },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['test-cookie-key-0123456789'] },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username', 'roles'] },
    pkce: { required: () => true },
    findAccount: (_ctx, sub) => {
      const account: TestProvider['accounts'][string] = out.accounts[sub] ?? { name: sub, roles: [] };
      return { accountId: sub, claims: () => ({ sub, preferred_username: account.username ?? sub, name: account.name, roles: account.roles }) };
    },
    // A first-party client: no consent screen (the provider's documented way to skip it).
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid profile');
      await grant.save();
      return grant;
    },
  });
  let handle: ReturnType<Provider['callback']> | null = null;
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const tamper = out.tamperIdToken;
    if (tamper && req.method === 'POST' && req.url?.startsWith('/token')) {
      // The answer is one JSON body written by res.end before any header left: swap its ID token there.
      const end = res.end.bind(res) as (chunk?: unknown) => http.ServerResponse;
      res.end = ((chunk?: unknown) => {
        const body = JSON.parse(String(chunk)) as { id_token?: string };
        if (!body.id_token) return end(chunk);
        void new SignJWT(tamper(decodeJwt(body.id_token)))
          .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
          .sign(privateKey)
          .then((idToken) => {
            const text = JSON.stringify({ ...body, id_token: idToken });
            res.setHeader('Content-Length', Buffer.byteLength(text));
            end(text);
          });
        return res;
      }) as typeof res.end;
    }
    handle ??= make().callback();
    void handle(req, res);
  });
  return out;
}
