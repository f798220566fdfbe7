import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { AppContext } from '../context';
import { readCookie } from '../http/cookies';
import { isSecure } from './token-cookie';

/**
 * A browser that signed in before: a signed, http-only note of a device id and the accounts (user names, at most
 * MAX_ACCOUNTS) that signed in on it. It is the sign-in throttle's second factor of trust: a known device has a
 * counter of its own, so a stranger who locked an account from elsewhere does not lock its owner out.
 */
const DEVICE_COOKIE = 'ccim_device';
const SECURE_DEVICE_COOKIE = `__Host-${DEVICE_COOKIE}`;
const DEVICE_TTL_MS = 180 * 24 * 3600_000;
const MAX_ACCOUNTS = 8;

export interface KnownDevice {
  id: string;
  accounts: string[];
}

const normal = (username: string) => username.trim().toLowerCase();

export async function readKnownDevice(ctx: AppContext, req: Request): Promise<KnownDevice | null> {
  const prefixed = readCookie(req.headers.cookie, SECURE_DEVICE_COOKIE);
  const note = prefixed || ctx.config.production ? prefixed : readCookie(req.headers.cookie, DEVICE_COOKIE);
  if (!note) return null;
  const data = await ctx.tokens.verifyNote('device', note);
  if (!data?.id || !data.accounts) return null;
  try {
    const accounts: unknown = JSON.parse(data.accounts);
    return Array.isArray(accounts) && accounts.every((a) => typeof a === 'string') ? { id: data.id, accounts } : null;
  } catch {
    return null;
  }
}

/** The device id when this browser is known for this account. */
export const knownDeviceFor = (device: KnownDevice | null, username: string) => (device?.accounts.includes(normal(username)) ? device.id : undefined);

/** After a good password: this browser is known for the account (kept for 180 days from its latest sign-in). */
export async function rememberDevice(ctx: AppContext, req: Request, res: Response, device: KnownDevice | null, username: string): Promise<void> {
  const accounts = [normal(username), ...(device?.accounts ?? []).filter((a) => a !== normal(username))].slice(0, MAX_ACCOUNTS);
  const expiresAt = Date.now() + DEVICE_TTL_MS;
  const note = await ctx.tokens.signNote('device', { id: device?.id ?? randomBytes(12).toString('base64url'), accounts: JSON.stringify(accounts) }, expiresAt);
  const secure = isSecure(req, ctx.config);
  res.cookie(secure ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE, note, { httpOnly: true, sameSite: 'strict', secure, expires: new Date(expiresAt), path: '/' });
}
