import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { DB } from '../db/database';
import { ensureSetting } from './user.repository';

/** Half a day (product.md §9: the token cookie expires after half a day). */
export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

export interface TokenClaims {
  sub: string;
  jti: string;
}

export class TokenService {
  private constructor(private readonly key: Uint8Array) {}

  /** The secret comes from configuration or, failing that, is generated once and kept in the database. */
  static async create(db: DB, configured?: string): Promise<TokenService> {
    const secret = configured ?? (await ensureSetting(db, 'token_secret', randomBytes(32).toString('base64url')));
    return new TokenService(new TextEncoder().encode(secret));
  }

  sign(claims: TokenClaims, expiresAt: number): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setJti(claims.jti)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt / 1000))
      .sign(this.key);
  }

  /**
   * A short-lived signed note for a browser to carry between two requests (the company sign-on's state, PKCE
   * verifier and nonce). Its audience keeps it apart from session tokens, which have none and need `sub`/`jti`.
   */
  signNote(purpose: string, data: Record<string, string>, expiresAt: number): Promise<string> {
    return new SignJWT({ data }).setProtectedHeader({ alg: 'HS256' }).setAudience(`ccim:${purpose}`).setIssuedAt().setExpirationTime(Math.floor(expiresAt / 1000)).sign(this.key);
  }

  async verifyNote(purpose: string, note: string): Promise<Record<string, string> | null> {
    try {
      const { payload } = await jwtVerify(note, this.key, { algorithms: ['HS256'], audience: `ccim:${purpose}` });
      const data = payload.data;
      if (!data || typeof data !== 'object' || Object.values(data).some((v) => typeof v !== 'string')) return null;
      return data as Record<string, string>;
    } catch {
      return null;
    }
  }

  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (payload.aud !== undefined) return null; // a note (signNote), never a session
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
      return { sub: payload.sub, jti: payload.jti };
    } catch {
      return null;
    }
  }
}
