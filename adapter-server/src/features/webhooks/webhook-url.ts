import dns from 'node:dns';
import { BlockList, isIP } from 'node:net';
import os from 'node:os';

const LINK_LOCAL = new BlockList();
LINK_LOCAL.addSubnet('169.254.0.0', 16, 'ipv4');
LINK_LOCAL.addSubnet('fe80::', 10, 'ipv6');
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
// Private networks (RFC 1918, the carrier-grade NAT range, IPv6 unique local): a webhook is for a receiver on
// the internet, never a way into the networks this server sits in.
const PRIVATE = new BlockList();
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('100.64.0.0', 10, 'ipv4');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
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
  if (PRIVATE.check(ip, fam)) return 'must not be a private-network address';
  const loopback = LOOPBACK.check(ip, fam);
  if (policy.ownPort !== undefined && port === policy.ownPort && (loopback || ownAddresses().has(ip.toLowerCase()))) {
    return 'must not be this server itself';
  }
  if (loopback) return policy.allowLoopback ? null : 'must not be a loopback address';
  // Any port of this machine's other addresses reaches its other services.
  if (ownAddresses().has(ip.toLowerCase())) return 'must not be an address of this server';
  return null;
}

/**
 * How webhook addresses' names are resolved: the system's resolver. Tests replace `lookup` to see refusals of
 * names that resolve to forbidden addresses without ever sending to one.
 */
export const webhookResolver = {
  lookup: async (hostname: string): Promise<{ address: string; family: number }[]> => dns.promises.lookup(hostname, { all: true, verbatim: true }),
};

/**
 * A name's addresses, each checked: the first allowed address to connect to, or why the name is refused (any
 * forbidden address refuses it, so a name cannot mix a public address with a private one).
 */
export async function resolveChecked(
  hostname: string,
  port: number,
  policy: UrlPolicy,
): Promise<{ address: string; family: number; refused?: undefined } | { address: string; refused: string }> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (isIP(bare)) {
    const why = refusedAddress(bare, port, policy);
    return why ? { address: bare, refused: why } : { address: bare, family: isIP(bare) };
  }
  const lower = bare.toLowerCase();
  const addresses = lower === 'localhost' || lower.endsWith('.localhost') ? [{ address: '127.0.0.1', family: 4 }] : await webhookResolver.lookup(bare);
  if (!addresses.length) throw new Error(`the name ${bare} has no address`);
  for (const a of addresses) {
    const why = refusedAddress(a.address, port, policy);
    if (why) return { address: a.address, refused: why };
  }
  return addresses[0];
}

/**
 * Checks an endpoint's address as written: http or https, no credentials in it, never this server or its other
 * addresses, never a private, link-local or unspecified address, and loopback only when WEBHOOK_ALLOW_LOOPBACK is
 * on. Returns the reason it is refused, or null. `checkWebhookTarget` adds the name's addresses at saving, and the
 * worker checks them again at every delivery (`webhook.worker.ts`).
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

/**
 * The address check when an admin saves an endpoint: the address as written, then every address its name
 * resolves to now. A name that does not resolve yet is accepted (its receiver may come later); each delivery
 * resolves and checks it again before connecting.
 */
export async function checkWebhookTarget(raw: string, policy: UrlPolicy): Promise<string | null> {
  const literal = checkWebhookUrl(raw, policy);
  if (literal) return literal;
  const url = new URL(raw);
  if (isIP(url.hostname.replace(/^\[|\]$/g, ''))) return null;
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  let resolved: Awaited<ReturnType<typeof resolveChecked>>;
  try {
    resolved = await resolveChecked(url.hostname, port, policy);
  } catch {
    return null;
  }
  return resolved.refused ? `resolves to ${resolved.address}, which ${resolved.refused}` : null;
}
