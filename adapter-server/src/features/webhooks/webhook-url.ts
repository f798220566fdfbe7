import { BlockList, isIP } from 'node:net';
import os from 'node:os';

const LINK_LOCAL = new BlockList();
LINK_LOCAL.addSubnet('169.254.0.0', 16, 'ipv4');
LINK_LOCAL.addSubnet('fe80::', 10, 'ipv6');
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
const UNUSABLE = new BlockList();
UNUSABLE.addSubnet('0.0.0.0', 8, 'ipv4');
UNUSABLE.addAddress('::', 'ipv6');
UNUSABLE.addSubnet('224.0.0.0', 4, 'ipv4');
UNUSABLE.addSubnet('ff00::', 8, 'ipv6');
UNUSABLE.addAddress('255.255.255.255', 'ipv4');

const family = (ip: string) => (isIP(ip) === 6 ? 'ipv6' : 'ipv4');
/** `::ffff:10.0.0.1` is 10.0.0.1. */
const unmapped = (ip: string) => (ip.toLowerCase().startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip);

/** This machine's own addresses (every interface), which a webhook must never call on the server's port. */
function ownAddresses(): Set<string> {
  const out = new Set<string>();
  for (const list of Object.values(os.networkInterfaces())) for (const a of list ?? []) out.add(a.address.toLowerCase());
  return out;
}

export interface UrlPolicy {
  allowLoopback: boolean;
  /** The server's own `host:port` names (the request's Host, the listening port on this machine's addresses). */
  ownHost?: string;
  ownPort?: number;
}

/** Why an address may not be called, or null. */
export function refusedAddress(address: string, port: number, policy: UrlPolicy): string | null {
  const ip = unmapped(address.replace(/^\[|\]$/g, ''));
  if (!isIP(ip)) return null;
  const fam = family(ip);
  if (LINK_LOCAL.check(ip, fam)) return 'must not be a link-local address';
  if (UNUSABLE.check(ip, fam)) return 'must not be an unspecified, multicast or broadcast address';
  const loopback = LOOPBACK.check(ip, fam);
  if (policy.ownPort !== undefined && port === policy.ownPort && (loopback || ownAddresses().has(ip.toLowerCase()))) {
    return 'must not be this server itself';
  }
  if (loopback && !policy.allowLoopback) return 'must not be a loopback address';
  return null;
}

/**
 * Checks an endpoint's address when an admin saves it: http or https, no credentials in it, never this server
 * itself, never a link-local address, and loopback only when WEBHOOK_ALLOW_LOOPBACK is on. Returns the reason
 * it is refused, or null. Names are checked again after resolution at every delivery (`webhook.worker.ts`).
 */
export function checkWebhookUrl(raw: string, policy: UrlPolicy): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is not a valid address';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must start with http:// or https://';
  if (url.username || url.password) return 'must not contain a user name or password';
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  const host = url.hostname.toLowerCase();
  if (policy.ownHost && url.host.toLowerCase() === policy.ownHost.toLowerCase()) return 'must not be this server itself';
  if (host === 'localhost' || host.endsWith('.localhost')) return refusedAddress('127.0.0.1', port, policy);
  return refusedAddress(host, port, policy);
}
