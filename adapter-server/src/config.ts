import { createHash } from 'node:crypto';
import { z } from './env-schema';
import type { EnvVars } from './env-vars';

/** The environments of product.md section 1 and the hosts each one serves the browser. */
export const APP_ENVS = ['dev', 'sit', 'pre', 'prod', 'default'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

export interface Hosts {
  /** Base of the main API as the browser should call it; '' means the page's own origin. */
  apiHost: string;
  /** Base of the realtime socket; '' means the page's own origin. */
  socketHost: string;
}

/** The staff roles, strongest first (sso/menus.ts has the menus; a mapped sign-in takes the strongest it is given). */
export const STAFF_ROLES = ['admin', 'supervisor', 'agent'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Corporate sign-on through the company's OpenID Connect provider (sso/oidc.ts). */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The claim whose value is the user name a person is matched by (or created with). */
  userClaim: string;
  /** The claim listing the person's groups or roles at the provider (an array or one string). */
  rolesClaim: string;
  /** Provider value → our role. */
  roleMap: Record<string, StaffRole>;
  scope: string;
  /** Fixed callback address; unset means `<this request's origin>/sso/oidc/callback`. */
  redirectUri?: string;
}

export interface Config {
  appEnv: AppEnv;
  port: number;
  databaseUrl: string;
  /** PostgreSQL: the most connections one instance opens. */
  databasePoolSize: number;
  redisUrl?: string;
  /**
   * Begins every Redis channel and key of this deployment (REDIS_PREFIX): Redis pub/sub channels ignore the
   * database number, so two deployments on one Redis would otherwise hear each other's broadcasts.
   */
  redisPrefix: string;
  tokenSecret?: string;
  authDisabled: boolean;
  seedDemo: boolean;
  demoPassword: string;
  hosts: Hosts;
  /** Where uploaded images are kept. */
  uploadDir: string;
  /** Where the built browser bundle lives; absent in tests that do not serve pages. */
  staticDir?: string;
  /** Sign-in failures allowed per user name and address inside `loginWindowMs`. */
  loginMaxFailures: number;
  loginWindowMs: number;
  /** NODE_ENV=production: the sign-on cookie is always Secure and `__Host-` prefixed, HSTS is sent, and secrets (the demo password) are never printed. */
  production: boolean;
  /** Express's `trust proxy`: which proxies' X-Forwarded-For/-Proto to believe (TRUST_PROXY; default loopback). */
  trustProxy: boolean | number | string;
  /** A staff session nobody used for this long ends (besides its 12-hour limit). */
  sessionIdleMs: number;
  /** SIGTERM with other instances running: how long the clients get to move to them before the rest are closed (0: no wait). */
  drainSeconds: number;
  /** How often each instance records the SLA clocks chats have missed and tells supervisors (SLA_SWEEP_SECONDS). */
  slaSweepMs: number;
  /** The audit log keeps its entries at least this many days, whatever the retention setting says. */
  auditRetentionMinDays: number;
  /** The company's waybill systems; unset means the embedded waybill service over the seeded tables. */
  waybillApiUrl?: string;
  waybillApiToken?: string;
  waybillApiTimeoutMs: number;
  /** Origins besides our own whose pages may open sockets and make cookie-authenticated writes. */
  allowedOrigins: string[];
  /** Sites that may embed the visitor pages in a frame (CSP frame-ancestors); the back office may be framed by none. */
  visitorFrameAncestors: string[];
  /** New anonymous visitors, and requests for a human agent, one address may make per minute. */
  visitorNewPerMinute: number;
  queueRequestsPerMinute: number;
  /** HTTP calls of the visitor pages per minute: per visitor, per address, and parcel look-ups per visitor. */
  visitorCallsPerMinute: number;
  visitorAddressCallsPerMinute: number;
  visitorLookupsPerMinute: number;
  /** Uploads allowed per user (staff or visitor) per hour: count and bytes. */
  uploadQuota: { count: number; bytes: number };
  /** Set when OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are: the sign-in page offers the company's sign-on. */
  oidc?: OidcConfig;
  /** The user name and password sign-in (PASSWORD_SIGN_IN); may be turned off only when the company's sign-on is on. */
  passwordSignIn: boolean;
  /**
   * The robot's optional semantic layer: an OpenAI-compatible `/embeddings` endpoint (EMBEDDINGS_URL, with
   * EMBEDDINGS_MODEL and EMBEDDINGS_KEY) re-ranks its candidates; unset, the robot ranks on words alone.
   */
  embeddings?: { url: string; model: string; key?: string; timeoutMs: number };
  /** The log's least level (LOG_LEVEL: fatal, error, warn, info, debug, trace; default info). */
  logLevel: string;
  /** LOG_FORMAT: `json` lines (default with NODE_ENV=production) or readable `text` (default otherwise). */
  logFormat: 'json' | 'text';
  /** `/metrics` answers only `Authorization: Bearer <METRICS_TOKEN>`; unset, it is off (404). */
  metricsToken?: string;
  /** The AI chat's optional OpenAI-compatible chat endpoint (AICS_URL, AICS_KEY, AICS_MODEL); unset, answers are composed from the QA base. */
  aics?: { url: string; key: string; model: string };
  /** Webhook deliveries (features/webhooks). */
  webhooks: {
    /** Endpoints on loopback addresses (127.0.0.0/8, ::1, localhost) are refused unless this is on (tests, a local relay). */
    allowLoopback: boolean;
    /** The first retry waits this long; each next one twice as long (at most 4 hours), for a day. */
    backoffBaseMs: number;
    /** How often each instance looks for events and due deliveries. */
    pollMs: number;
    /** One attempt's time limit. */
    timeoutMs: number;
  };
  /** Report exports (features/exports). */
  exports: {
    /** An export of more rows than this is written by a background job instead of in the answer. */
    jobRows: number;
  };
}

/**
 * Each environment may point the browser at other hosts through `<ENV>_API_HOST` / `<ENV>_SOCKET_HOST`
 * (for example `PROD_API_HOST=https://im.example.com`); unset means same origin, which is what a single
 * deployment behind one address wants. One build serves every environment because the browser reads these
 * at run time from `/config.json`.
 */
function hostsFor(env: AppEnv, vars: EnvVars): Hosts {
  const key = env.toUpperCase() as Uppercase<AppEnv>;
  return {
    apiHost: z.url(vars[`${key}_API_HOST` as const] ?? '', `${key}_API_HOST`),
    socketHost: z.url(vars[`${key}_SOCKET_HOST` as const] ?? '', `${key}_SOCKET_HOST`),
  };
}

/** An http(s) base address kept with its path (z.url keeps only the origin, which is right for hosts only). */
function baseUrl(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  z.url(value, name);
  return value.replace(/\/+$/, '');
}

/** TRUST_PROXY: true/false, a number of hops, or addresses/subnets (e.g. `10.0.0.0/8,loopback`). */
function trustProxyOf(value: string | undefined): boolean | number | string {
  if (!value) return 'loopback';
  if (/^\d+$/.test(value)) return z.int(value, 'TRUST_PROXY', 0, 100);
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  if (!/^[\w.:/,\s-]+$/.test(value)) throw new Error(`Configuration: TRUST_PROXY=${JSON.stringify(value)} is not valid; expected true, false, a number of proxies or addresses.`);
  return value;
}

/** `group=role,other=role`: a provider's value (no `=` or `,` in it) to one of our roles. */
function roleMapOf(value: string | undefined): Record<string, StaffRole> {
  if (!value) return { admin: 'admin', supervisor: 'supervisor', agent: 'agent' };
  const map: Record<string, StaffRole> = {};
  for (const item of value.split(',').map((v) => v.trim()).filter(Boolean)) {
    const at = item.lastIndexOf('=');
    const from = item.slice(0, at).trim();
    if (at < 1 || !from) throw new Error(`Configuration: OIDC_ROLE_MAP item ${JSON.stringify(item)} is not valid; expected providerValue=role.`);
    map[from] = z.oneOf(item.slice(at + 1).trim(), STAFF_ROLES, 'OIDC_ROLE_MAP');
  }
  return map;
}

/**
 * OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together (one without the others is a mistake that stops
 * the start). The issuer must be https, except on this host's loopback (a provider beside it, or a test).
 */
function oidcOf(vars: EnvVars): OidcConfig | undefined {
  const set = (['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const).filter((k) => vars[k]);
  if (!set.length) return undefined;
  if (set.length < 3) throw new Error('Configuration: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are needed together.');
  const issuer = vars.OIDC_ISSUER!;
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new Error(`Configuration: OIDC_ISSUER=${JSON.stringify(issuer)} is not valid; expected an https address.`);
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) throw new Error(`Configuration: OIDC_ISSUER=${JSON.stringify(issuer)} is not valid; expected an https address.`);
  return {
    issuer,
    clientId: vars.OIDC_CLIENT_ID!,
    clientSecret: vars.OIDC_CLIENT_SECRET!,
    userClaim: vars.OIDC_USER_CLAIM || 'preferred_username',
    rolesClaim: vars.OIDC_ROLES_CLAIM || 'roles',
    roleMap: roleMapOf(vars.OIDC_ROLE_MAP),
    scope: vars.OIDC_SCOPE || 'openid profile',
    redirectUri: baseUrl(vars.OIDC_REDIRECT_URI, 'OIDC_REDIRECT_URI'),
  };
}

function embeddingsOf(vars: EnvVars): Config['embeddings'] {
  const url = baseUrl(vars.EMBEDDINGS_URL, 'EMBEDDINGS_URL');
  if (!url) return undefined;
  return {
    url,
    model: vars.EMBEDDINGS_MODEL || 'text-embedding-3-small',
    key: vars.EMBEDDINGS_KEY || undefined,
    timeoutMs: z.int(vars.EMBEDDINGS_TIMEOUT_MS ?? '300', 'EMBEDDINGS_TIMEOUT_MS', 10, 60_000),
  };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A guessable scrape token would publish the instance's state: at least 16 characters. */
function metricsTokenOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 16) throw new Error('Configuration: METRICS_TOKEN is too short; expected at least 16 characters.');
  return value;
}

function aicsOf(vars: EnvVars): Config['aics'] {
  const url = baseUrl(vars.AICS_URL, 'AICS_URL');
  return url ? { url, key: vars.AICS_KEY ?? '', model: vars.AICS_MODEL || 'gpt-4o-mini' } : undefined;
}

/**
 * REDIS_PREFIX, else one derived from what is unique to a deployment: its database (a hash, so the address and
 * its password never reach Redis) and its Redis database number. Instances of one deployment share both.
 */
function redisPrefixOf(vars: EnvVars): string {
  const set = vars.REDIS_PREFIX;
  if (set !== undefined && set !== '') {
    if (!/^[\w.:-]{1,64}$/.test(set)) throw new Error(`Configuration: REDIS_PREFIX=${JSON.stringify(set)} is not valid; expected 1 to 64 letters, digits, '_', '.', ':' or '-'.`);
    return set;
  }
  let redisDb = '0';
  try {
    redisDb = new URL(vars.REDIS_URL ?? '').pathname.replace(/^\//, '') || '0';
  } catch {
    // No Redis, or an address URL cannot read: the database part alone names the deployment.
  }
  const database = vars.DATABASE_URL ?? 'sqlite:data/ccim.sqlite';
  return `ccim-${createHash('sha256').update(`${database}#${redisDb}`).digest('hex').slice(0, 12)}`;
}

export function loadConfig(vars: EnvVars = process.env): Config {
  const appEnv = z.oneOf(vars.APP_ENV ?? 'default', APP_ENVS, 'APP_ENV');
  const oidc = oidcOf(vars);
  const passwordSignIn = z.bool(vars.PASSWORD_SIGN_IN ?? 'true', 'PASSWORD_SIGN_IN');
  if (!passwordSignIn && !oidc) throw new Error('Configuration: PASSWORD_SIGN_IN=false needs the company sign-on (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET), or nobody could sign in.');
  return {
    appEnv,
    port: z.int(vars.PORT ?? '3000', 'PORT', 0, 65535),
    databaseUrl: z.databaseUrl(vars.DATABASE_URL ?? 'sqlite:data/ccim.sqlite'),
    databasePoolSize: z.int(vars.DATABASE_POOL_SIZE ?? '10', 'DATABASE_POOL_SIZE', 1, 500),
    redisUrl: vars.REDIS_URL || undefined,
    redisPrefix: redisPrefixOf(vars),
    tokenSecret: vars.TOKEN_SECRET || undefined,
    authDisabled: z.bool(vars.AUTH_DISABLED ?? 'false', 'AUTH_DISABLED'),
    seedDemo: z.bool(vars.SEED_DEMO ?? 'true', 'SEED_DEMO'),
    demoPassword: vars.DEMO_PASSWORD || 'demo1234',
    hosts: hostsFor(appEnv, vars),
    uploadDir: vars.UPLOAD_DIR || 'data/uploads',
    staticDir: vars.STATIC_DIR ?? 'dist',
    loginMaxFailures: z.int(vars.LOGIN_MAX_FAILURES ?? '5', 'LOGIN_MAX_FAILURES', 1, 1000),
    loginWindowMs: z.int(vars.LOGIN_WINDOW_MS ?? String(15 * 60_000), 'LOGIN_WINDOW_MS', 1000, 86_400_000),
    production: vars.NODE_ENV === 'production',
    trustProxy: trustProxyOf(vars.TRUST_PROXY),
    sessionIdleMs: z.int(vars.SESSION_IDLE_MINUTES ?? '30', 'SESSION_IDLE_MINUTES', 1, 720) * 60_000,
    drainSeconds: z.int(vars.DRAIN_SECONDS ?? '20', 'DRAIN_SECONDS', 0, 3600),
    slaSweepMs: z.int(vars.SLA_SWEEP_SECONDS ?? '15', 'SLA_SWEEP_SECONDS', 1, 3600) * 1000,
    auditRetentionMinDays: z.int(vars.AUDIT_RETENTION_MIN_DAYS ?? '90', 'AUDIT_RETENTION_MIN_DAYS', 1, 3650),
    waybillApiUrl: baseUrl(vars.WAYBILL_API_URL, 'WAYBILL_API_URL'),
    waybillApiToken: vars.WAYBILL_API_TOKEN || undefined,
    waybillApiTimeoutMs: z.int(vars.WAYBILL_API_TIMEOUT_MS ?? '8000', 'WAYBILL_API_TIMEOUT_MS', 100, 60_000),
    allowedOrigins: z.origins(vars.ALLOWED_ORIGINS ?? '', 'ALLOWED_ORIGINS'),
    visitorFrameAncestors: z.origins(vars.VISITOR_FRAME_ANCESTORS ?? '*', 'VISITOR_FRAME_ANCESTORS', true),
    visitorNewPerMinute: z.int(vars.VISITOR_NEW_PER_MINUTE ?? '30', 'VISITOR_NEW_PER_MINUTE', 1, 1_000_000),
    queueRequestsPerMinute: z.int(vars.QUEUE_REQUESTS_PER_MINUTE ?? '20', 'QUEUE_REQUESTS_PER_MINUTE', 1, 1_000_000),
    visitorCallsPerMinute: z.int(vars.VISITOR_CALLS_PER_MINUTE ?? '120', 'VISITOR_CALLS_PER_MINUTE', 1, 10_000_000),
    visitorAddressCallsPerMinute: z.int(vars.VISITOR_ADDRESS_CALLS_PER_MINUTE ?? '1200', 'VISITOR_ADDRESS_CALLS_PER_MINUTE', 1, 10_000_000),
    visitorLookupsPerMinute: z.int(vars.VISITOR_LOOKUPS_PER_MINUTE ?? '20', 'VISITOR_LOOKUPS_PER_MINUTE', 1, 1_000_000),
    uploadQuota: {
      count: z.int(vars.UPLOAD_QUOTA_COUNT ?? '60', 'UPLOAD_QUOTA_COUNT', 1, 100_000),
      bytes: z.int(vars.UPLOAD_QUOTA_BYTES ?? String(100 * 1024 * 1024), 'UPLOAD_QUOTA_BYTES', 1024, 2 ** 40),
    },
    oidc,
    passwordSignIn,
    embeddings: embeddingsOf(vars),
    metricsToken: metricsTokenOf(vars.METRICS_TOKEN),
    logLevel: z.oneOf(vars.LOG_LEVEL || 'info', LOG_LEVELS, 'LOG_LEVEL'),
    logFormat: z.oneOf(vars.LOG_FORMAT || (vars.NODE_ENV === 'production' ? 'json' : 'text'), ['json', 'text'] as const, 'LOG_FORMAT'),
    aics: aicsOf(vars),
    webhooks: {
      allowLoopback: z.bool(vars.WEBHOOK_ALLOW_LOOPBACK ?? 'false', 'WEBHOOK_ALLOW_LOOPBACK'),
      backoffBaseMs: z.int(vars.WEBHOOK_BACKOFF_MS ?? '30000', 'WEBHOOK_BACKOFF_MS', 10, 3_600_000),
      pollMs: z.int(vars.WEBHOOK_POLL_MS ?? '1000', 'WEBHOOK_POLL_MS', 10, 60_000),
      timeoutMs: z.int(vars.WEBHOOK_TIMEOUT_MS ?? '10000', 'WEBHOOK_TIMEOUT_MS', 100, 60_000),
    },
    exports: { jobRows: z.int(vars.EXPORT_JOB_ROWS ?? '100000', 'EXPORT_JOB_ROWS', 1, 100_000_000) },
  };
}
