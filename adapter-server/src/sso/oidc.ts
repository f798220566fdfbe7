import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import * as client from 'openid-client';
import { STAFF_ROLES, type OidcConfig, type StaffRole } from '../config';
import type { AppContext } from '../context';
import { auditSignIn } from '../audit/audit-log.http';
import { AppError } from '../http/envelope';
import { appEntryAssets } from '../http/static-files';
import { loginPage, safeRedirect, type LoginNotice } from './login-page';
import { createUser, startSession } from './sso.service';
import { setTokenCookie } from './token-cookie';
import * as users from './user.repository';

/**
 * Corporate sign-on (OpenID Connect, authorization code with PKCE, through `openid-client`). `GET /sso/oidc/start`
 * sends the browser to the company's provider with a fresh state, nonce and PKCE verifier, which travel back in a
 * signed, http-only cookie of ten minutes; `GET /sso/oidc/callback` trades the code for tokens (the library checks
 * the state, the PKCE verifier, the ID token's signature, issuer, audience, nonce and times), finds the person by
 * the configured claim (creating them on first sign-in), maps their roles, and opens the same 12-hour session a
 * password sign-in opens. The page it answers keeps the token like the password form does and goes on.
 */

const NOTE = 'oidc';
const NOTE_COOKIE = 'ccim_oidc';
const NOTE_PATH = '/sso/oidc';
const NOTE_TTL_MS = 10 * 60_000;

/** A refusal shown on the sign-in page: its notice (texts in both languages there) and the HTTP status. */
class SignOnRefused extends AppError {
  constructor(
    readonly notice: LoginNotice,
    status: number,
    reason: string,
  ) {
    super(status, reason);
  }
}

/** The strongest of our roles the provider's values map to, or null. */
function mappedRole(value: unknown, map: Record<string, StaffRole>): StaffRole | null {
  const values = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,]+/) : [];
  const mapped = new Set(values.filter((v): v is string => typeof v === 'string').map((v) => map[v]).filter(Boolean));
  return STAFF_ROLES.find((r) => mapped.has(r)) ?? null;
}

export class OidcSignOn {
  private configuration: Promise<client.Configuration> | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly config: OidcConfig,
  ) {}

  /** The provider's metadata, discovered at the first sign-in (and again after a failed discovery). */
  private discover(): Promise<client.Configuration> {
    this.configuration ??= client
      .discovery(new URL(this.config.issuer), this.config.clientId, this.config.clientSecret, undefined, {
        // config.ts allows http only on this host's loopback.
        execute: new URL(this.config.issuer).protocol === 'http:' ? [client.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((err: unknown) => {
        this.configuration = null;
        throw err;
      });
    return this.configuration;
  }

  private redirectUri(req: Request): string {
    return this.config.redirectUri ?? `${req.protocol}://${req.get('host')}${NOTE_PATH}/callback`;
  }

  private page(req: Request, res: Response, status: number, opts: { redirect: string; notice?: LoginNotice; session?: { token: string } }): void {
    res
      .status(status)
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(loginPage(opts.redirect, appEntryAssets(this.ctx.config.staticDir), { oidc: true, password: this.ctx.config.passwordSignIn, notice: opts.notice, session: opts.session }));
  }

  async start(req: Request, res: Response, back: string): Promise<void> {
    const redirect = safeRedirect(back);
    let configuration: client.Configuration;
    try {
      configuration = await this.discover();
    } catch (err) {
      this.ctx.log('OpenID provider unreachable', err);
      return this.page(req, res, 503, { redirect, notice: 'oidcUnavailable' });
    }
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const redirectUri = this.redirectUri(req);
    const expiresAt = Date.now() + NOTE_TTL_MS;
    const note = await this.ctx.tokens.signNote(NOTE, { verifier, state, nonce, redirect, redirectUri }, expiresAt);
    res.cookie(NOTE_COOKIE, note, { httpOnly: true, sameSite: 'lax', secure: this.ctx.config.production || req.secure, path: NOTE_PATH, expires: new Date(expiresAt) });
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: this.config.scope,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    res.set('Cache-Control', 'no-store').redirect(303, url.href);
  }

  async callback(req: Request, res: Response): Promise<void> {
    const raw = (req.headers.cookie ?? '').split(';').map((p) => p.trim()).find((p) => p.startsWith(`${NOTE_COOKIE}=`))?.slice(NOTE_COOKIE.length + 1);
    const note = raw ? await this.ctx.tokens.verifyNote(NOTE, decodeURIComponent(raw)) : null;
    res.clearCookie(NOTE_COOKIE, { path: NOTE_PATH, httpOnly: true, sameSite: 'lax', secure: this.ctx.config.production || req.secure });
    if (!note) return this.page(req, res, 400, { redirect: '/', notice: 'oidcExpired' });
    let claimed = '(company sign-on)';
    try {
      const out = await auditSignIn(this.ctx, req, () => claimed, this.signIn(req, note, (name) => (claimed = name)));
      setTokenCookie(req, res, this.ctx.config, out.token, out.expiresAt);
      this.page(req, res, 200, { redirect: note.redirect, session: { token: out.token } });
    } catch (err) {
      if (err instanceof SignOnRefused) return this.page(req, res, err.httpStatus, { redirect: note.redirect, notice: err.notice });
      throw err;
    }
  }

  /** The code for tokens, the person for the claims; every refusal is a SignOnRefused (audited as a failure). */
  private async signIn(req: Request, note: Record<string, string>, named: (username: string) => void) {
    const configuration = await this.discover();
    const current = new URL(note.redirectUri);
    current.search = new URL(req.originalUrl, 'http://callback.invalid').search;
    let claims: Record<string, unknown>;
    try {
      const tokens = await client.authorizationCodeGrant(configuration, current, {
        pkceCodeVerifier: note.verifier,
        expectedState: note.state,
        expectedNonce: note.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims()!;
      claims = { ...idClaims };
      if (!this.has(claims) && tokens.access_token) claims = { ...(await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)), ...idClaims };
    } catch (err) {
      this.ctx.log('company sign-on refused', err instanceof Error ? err.message : err);
      throw new SignOnRefused('oidcFailed', 401, 'The company sign-on was refused');
    }
    const username = claims[this.config.userClaim];
    if (typeof username !== 'string' || !username || username.length > 64) throw new SignOnRefused('oidcFailed', 401, `The claim ${this.config.userClaim} is missing`);
    named(username);
    const role = mappedRole(claims[this.config.rolesClaim], this.config.roleMap);
    if (!role) throw new SignOnRefused('oidcNoRole', 403, 'No role for this application');
    const db = this.ctx.db.kysely;
    let row = await this.account(claims, username, role);
    named(row.username);
    if (row.role !== role) {
      // The provider decides: the role follows its groups at every sign-in.
      const patch = { role, auth_level: role === 'admin' ? 9 : role === 'supervisor' ? 5 : 1, updated_at: Date.now() };
      await users.updateUser(db, row.id, patch);
      // As on the Sign-on users screen: another role ends the sessions handed out under the old one.
      await users.revokeUserSessions(db, row.id, patch.updated_at);
      this.ctx.events.emit('staff_session.revoked', { userId: row.id, reason: 'user.changed' });
      row = { ...row, ...patch };
    }
    if (!row.enabled) throw new SignOnRefused('oidcDisabled', 403, 'This account is disabled');
    return startSession(db, this.ctx.tokens, row);
  }

  /**
   * The local account of this identity, found by the provider's issuer and subject (never by a name its users may
   * choose). At a first sign-in, an account of the same user name is linked only when an administrator allowed it
   * (Sign-on users) or the company sign-on made it; with no such account, one is made, linked from the start.
   */
  private async account(claims: Record<string, unknown>, username: string, role: StaffRole): Promise<users.UserRow> {
    const db = this.ctx.db.kysely;
    const issuer = typeof claims.iss === 'string' ? claims.iss : this.config.issuer;
    const subject = typeof claims.sub === 'string' ? claims.sub : '';
    if (!subject || subject.length > 255 || issuer.length > 255) throw new SignOnRefused('oidcFailed', 401, 'The identity has no usable subject');
    const linked = await users.findUserByOidc(db, issuer, subject);
    if (linked) return linked;
    const byName = await users.findUserByUsername(db, username);
    if (byName) {
      const mayLink = byName.oidc_subject === '' && (byName.oidc_link_allowed === 1 || byName.oidc_created === 1);
      if (!mayLink || !(await users.linkUserToOidc(db, byName.id, issuer, subject, Date.now()))) {
        throw new SignOnRefused('oidcNotLinked', 403, 'This account is not open to the company sign-on');
      }
      return { ...byName, oidc_issuer: issuer, oidc_subject: subject, oidc_link_allowed: 0 };
    }
    const name = typeof claims.name === 'string' && claims.name ? claims.name.slice(0, 64) : username;
    // Nobody knows this password: the person signs in through the company's provider only.
    return createUser(db, { username, password: randomBytes(32).toString('base64url'), name, code: username.slice(0, 32), role }, { issuer, subject });
  }

  /** Whether the ID token already carries the claims we match and map by (else the userinfo endpoint has them). */
  private has(claims: Record<string, unknown>): boolean {
    return claims[this.config.userClaim] !== undefined && claims[this.config.rolesClaim] !== undefined;
  }
}
