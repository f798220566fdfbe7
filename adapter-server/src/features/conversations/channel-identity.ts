import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import { findChannelSecret } from './channel-secret.repository';

/**
 * A channel identity is proven, never taken on the caller's word (design.md "Access"): the channel's own
 * backend signs `<openId>.<issuedAt>` with HMAC-SHA256 under the channel's secret (hex), as Intercom's identity
 * verification and Chatwoot's `identifier_hash` do, and adds a time so a leaked signature soon stops working.
 */
export const SIGNATURE_MAX_AGE_MS = 5 * 60_000;
/** How far ahead of our clock a channel's clock may run. */
export const SIGNATURE_MAX_SKEW_MS = 60_000;

export interface SignedIdentity {
  openId: string;
  /** Epoch milliseconds when the channel's backend signed. */
  issuedAt: number;
  /** Lower-case hex HMAC-SHA256 of `${openId}.${issuedAt}` under the channel's secret. */
  signature: string;
}

/** What a channel may vouch for beside the openId; each is believed only when the signature covers it. */
export interface SignedAttributes {
  nickname?: string;
  phone?: string;
  /** The customer is a VIP of the channel (signed as `vip=1`, or `vip=0` to take it back). */
  vip?: boolean;
}

/**
 * The text a channel signs: `<openId>.<issuedAt>`, and when it vouches for attributes too, `.` and them as a
 * URL query (`nickname=…&phone=…&vip=1`, in this order, only those sent; docs/api.md "Channel integrators").
 */
export function signedText(openId: string, issuedAt: number, attrs: SignedAttributes = {}): string {
  const query = new URLSearchParams();
  if (attrs.nickname !== undefined) query.set('nickname', attrs.nickname);
  if (attrs.phone !== undefined) query.set('phone', attrs.phone);
  if (attrs.vip !== undefined) query.set('vip', attrs.vip ? '1' : '0');
  const tail = query.toString();
  return tail ? `${openId}.${issuedAt}.${tail}` : `${openId}.${issuedAt}`;
}

/** What a channel's backend computes (docs/api.md "Channel integrators"); tests sign with it too. */
export const signChannelIdentity = (secret: string, openId: string, issuedAt: number, attrs?: SignedAttributes): string =>
  createHmac('sha256', secret).update(signedText(openId, issuedAt, attrs)).digest('hex');

export type Verdict = 'ok' | 'stale' | 'bad';

/** Checks one signature (over `attrs` too when given); the comparison takes the same time however many characters match. */
export function verifyChannelSignature(secret: string, id: SignedIdentity, now: number, attrs?: SignedAttributes): Verdict {
  if (id.issuedAt < now - SIGNATURE_MAX_AGE_MS || id.issuedAt > now + SIGNATURE_MAX_SKEW_MS) return 'stale';
  const expected = Buffer.from(signChannelIdentity(secret, id.openId, id.issuedAt, attrs), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(id.signature) ? id.signature : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'ok' : 'bad';
}

const NO_SECRET = 'This channel does not accept signed-in visitors yet: an administrator must set its signing secret';
const MISSING = 'The channel identity must be signed: issuedAt and signature are required';
const STALE = 'The channel identity signature has expired: sign it again (valid for 5 minutes)';
const BAD = 'The channel identity signature is not valid';
addTranslations({
  [NO_SECRET]: '该渠道尚未配置签名密钥，暂不支持已登录访客：请管理员先设置密钥',
  [MISSING]: '渠道身份必须签名：issuedAt 和 signature 为必填项',
  [STALE]: '渠道身份签名已过期：请重新签名（有效期 5 分钟）',
  [BAD]: '渠道身份签名无效',
});

/**
 * Refuses (401) an identity its channel did not sign just now; a channel with no secret trusts nobody. Returns
 * the attributes sent beside it that the signature covers: none when it covers only `<openId>.<issuedAt>`
 * (attributes nobody signed are never believed).
 */
export async function proveChannelIdentity(
  db: Executor,
  channel: number,
  id: { openId: string; issuedAt?: number; signature?: string } & SignedAttributes,
  now = Date.now(),
): Promise<SignedAttributes> {
  if (id.issuedAt === undefined || id.signature === undefined) throw new AppError(401, MISSING);
  const secret = await findChannelSecret(db, channel);
  if (!secret) throw new AppError(401, NO_SECRET);
  const signed = { openId: id.openId, issuedAt: id.issuedAt, signature: id.signature };
  const attrs: SignedAttributes = { nickname: id.nickname, phone: id.phone, vip: id.vip };
  const sent = attrs.nickname !== undefined || attrs.phone !== undefined || attrs.vip !== undefined;
  if (sent && verifyChannelSignature(secret, signed, now, attrs) === 'ok') return attrs;
  const verdict = verifyChannelSignature(secret, signed, now);
  if (verdict === 'stale') throw new AppError(401, STALE);
  if (verdict === 'bad') throw new AppError(401, BAD);
  return {};
}
