import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { DB } from '../../db/database';
import { readCookie } from '../../http/cookies';
import { bearerOf } from '../../sso/staff-auth';
import { unauthorized } from '../../http/envelope';
import { ensureSetting } from '../../sso/user.repository';
import { TokenService } from '../../sso/tokens';
import { ChannelVersions } from './channel-versions';
import { findVisitor, type VisitorRow } from './visitor.repository';

declare module 'express-serve-static-core' {
  interface Request {
    /** The visitor named by the visitor token, set by `visitorAuth`. */
    visitor?: VisitorRow;
    /** The visitor's id from a verified visitor token, set by `visitorIdAuth` (the row is not read). */
    visitorId?: string;
  }
}

export const VISITOR_COOKIE = 'ccim_visitor';
export const VISITOR_HEADER = 'x-visitor-token';
/** A visitor keeps their identity (and chat history) for a month on the same browser. */
export const VISITOR_TOKEN_TTL_MS = 30 * 24 * 3600_000;

/**
 * Visitor tokens are JWTs like staff tokens but signed with their own secret, so a visitor token can never
 * pass as a staff token (and a staff token never names a visitor). A visitor proven by a channel's signature
 * gets a token bound to that channel's secret (`visitor.<channel>.<version>` as its id), so rotating the
 * secret ends it; an anonymous visitor's token is `visitor`.
 */
export class VisitorTokens {
  /** Tokens already verified, with their visitor, binding and expiry; the oldest go first past the bound. */
  private readonly verified = new Map<string, { visitorId: string; bound: { channel: number; version: string } | null; expiresAt: number }>();

  private constructor(
    private readonly tokens: TokenService,
    readonly channelVersions: ChannelVersions,
    private readonly remembered = 10_000,
  ) {}

  static async create(db: DB): Promise<VisitorTokens> {
    const secret = await ensureSetting(db, 'visitor_token_secret', randomBytes(32).toString('base64url'));
    return new VisitorTokens(await TokenService.create(db, secret), new ChannelVersions(db));
  }

  /** `channel`: the visitor was proven by this channel's signature, and the token ends when its secret changes. */
  async sign(visitorId: string, channel?: number): Promise<string> {
    const version = channel === undefined ? null : await this.channelVersions.fresh(channel);
    const jti = version ? `visitor.${channel}.${version}` : 'visitor';
    return this.tokens.sign({ sub: visitorId, jti }, Date.now() + VISITOR_TOKEN_TTL_MS);
  }

  /**
   * A visitor token cannot be revoked but by a rotation of its channel's secret, so one that verified once
   * verifies again until it expires or its channel's secret changes: remembering it saves an HMAC on the thread
   * pool on every `im/` call and socket handshake of the same visitor.
   */
  async verify(token: string): Promise<string | null> {
    let known = this.verified.get(token);
    if (!known || known.expiresAt <= Date.now()) {
      const claims = await this.tokens.verify(token);
      const bound = claims ? /^visitor\.(\d+)\.([\w-]+)$/.exec(claims.jti) : null;
      if (!claims || (claims.jti !== 'visitor' && !bound)) return null;
      known = { visitorId: claims.sub, bound: bound ? { channel: Number(bound[1]), version: bound[2] } : null, expiresAt: expiryOf(token) };
      if (this.verified.size >= this.remembered) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, known);
    }
    if (known.bound && (await this.channelVersions.current(known.bound.channel)) !== known.bound.version) return null;
    return known.visitorId;
  }
}

/** The `exp` of a JWT already verified, in milliseconds (0, never reused, when it has none). */
function expiryOf(token: string): number {
  const { exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { exp?: unknown };
  return typeof exp === 'number' ? exp * 1000 : 0;
}

/** The token from `X-Visitor-Token`, a bearer header (openChannel), or the `ccim_visitor` cookie. */
export function visitorTokenOf(req: Request): string | undefined {
  const header = req.headers[VISITOR_HEADER];
  if (typeof header === 'string' && header) return header;
  return bearerOf(req) ?? readCookie(req.headers.cookie, VISITOR_COOKIE);
}

/** `secure`: in production (NODE_ENV=production) or over HTTPS, the browser sends it back over HTTPS only. */
export function setVisitorCookie(res: Response, token: string, secure: boolean): void {
  res.cookie(VISITOR_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: VISITOR_TOKEN_TTL_MS, secure });
}

const NO_IDENTITY = 'No visitor identity: open the chat page again';
/** A token that no longer names a stored visitor (expired, or another database's). */
export const IDENTITY_EXPIRED = 'The visitor identity has expired: open the chat page again';

/** Resolves the visitor; `optional` lets `im/getCurrentUser` create one when there is none. */
export function visitorAuth(db: DB, tokens: VisitorTokens, optional = false): RequestHandler {
  return (req, _res, next) => {
    const token = visitorTokenOf(req);
    if (!token) return next(optional ? undefined : unauthorized(NO_IDENTITY));
    tokens
      .verify(token)
      .then(async (id) => {
        const visitor = id ? await findVisitor(db, id) : undefined;
        if (visitor) req.visitor = visitor;
        else if (!optional) return next(unauthorized(IDENTITY_EXPIRED));
        next();
      })
      .catch(next);
  };
}

/**
 * Proves the visitor token and names its visitor (`req.visitorId`) without reading the visitor's row: for a hot
 * call that needs only the id (`im/answer`). A token is only ever signed for a visitor that was stored, and
 * visitors are never deleted; what the call writes is checked against the visitor's sessions anyway.
 */
export function visitorIdAuth(tokens: VisitorTokens): RequestHandler {
  return (req, _res, next) => {
    const token = visitorTokenOf(req);
    if (!token) return next(unauthorized(NO_IDENTITY));
    tokens
      .verify(token)
      .then((id) => {
        if (!id) return next(unauthorized(IDENTITY_EXPIRED));
        req.visitorId = id;
        next();
      })
      .catch(next);
  };
}
