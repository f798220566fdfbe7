import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { AppContext } from '../context';
import { recordAudit } from '../audit/audit-log.service';
import { forbidden, unauthorized } from '../http/envelope';
import { addTranslations } from '../http/i18n';
import { findApiTokenByHash, markApiTokenUsed } from './api-token.repository';
import type { StaffUser } from './sso.service';
import { clock } from './staff-session';

/**
 * API tokens for scripts: `Authorization: Bearer ccim_pat_…` on the staff API (`/ccim-main/api`) only. A
 * token is 32 random bytes; the database keeps its SHA-256 alone, looked up by that hash and compared in
 * constant time. A token acts with an administrator's rights, but only on the API prefixes its scopes grant
 * (the table below); everything else answers 403, and an unknown, expired or revoked token 401 at once (every
 * call reads the row). Sockets, the sign-on server (its users) and the token screen itself never accept one.
 */
export const API_TOKEN_PREFIX = 'ccim_pat_';

export type ApiTokenScope = 'readReports' | 'manageQa' | 'manageAgents' | 'readHistory';

/**
 * What each scope grants: the back-office menu routes (sso/menus.ts) it stands for and the API prefixes
 * (under `/ccim-main/api`) a token holding it may call. This table is the only place a scope is given meaning.
 */
export const API_TOKEN_SCOPES: Record<ApiTokenScope, { menus: readonly string[]; prefixes: readonly string[] }> = {
  readReports: {
    menus: ['/agentKpiReport', '/sessionStatisticsReport', '/sessionDetailReport', '/sessionDayReport', '/sessionWeekReport', '/sessionMonthReport', '/satisfactionReport', '/contactReasonReport', '/suggestionReport', '/slaReport', '/OnlineDetailedList'],
    // The report lists and their xlsx exports (a large one's file from exportJobs/), and the agent selector the reports filter by.
    prefixes: ['/agentKpiReport', '/sessionStatisticsReport', '/sessionDetailReport', '/sessionDayDetailReport', '/satisfactionReport', '/contactReasonReport', '/suggestionReport', '/slaReport', '/onlineDetailedList', '/agent', '/exportJobs'],
  },
  manageQa: { menus: ['/robotQaMgt'], prefixes: ['/robotQaMgt'] },
  manageAgents: {
    menus: ['/agentMgt', '/skillGroupAgentMgt', '/skillGroupLinkMgt'],
    prefixes: ['/agentMgt', '/skillGroupAgentMgt', '/skillGroupLinkMgt'],
  },
  // The history session report's reads: its lists, exports (a large one's file from exportJobs/) and transcripts
  // (never its blacklisting, pullBlock).
  readHistory: {
    menus: ['/historySessionReport'],
    prefixes: [...['list', 'export', 'listRobot', 'exportRobot', 'details', 'exportdetails'].map((p) => `/historySessionReport/${p}`), '/exportJobs'],
  },
};

/** The last use is written at most this often per token. */
export const LAST_USE_EVERY_MS = 60_000;

const TOKEN_UNKNOWN = 'This API token is not valid';
const TOKEN_EXPIRED = 'This API token has expired';
const TOKEN_REVOKED = 'This API token has been revoked';
const OUT_OF_SCOPE = "This API token's scopes do not include this call";
const OWNER_GONE = 'The administrator who made this API token is disabled, deleted or no longer an administrator';
addTranslations({
  [TOKEN_UNKNOWN]: '此 API 令牌无效',
  [TOKEN_EXPIRED]: '此 API 令牌已过期',
  [TOKEN_REVOKED]: '此 API 令牌已被吊销',
  [OUT_OF_SCOPE]: '此 API 令牌的权限范围不包含该接口',
  [OWNER_GONE]: '创建此 API 令牌的管理员已停用、已删除或不再是管理员',
});

export const isApiToken = (bearer: string | undefined): bearer is string => !!bearer?.startsWith(API_TOKEN_PREFIX);

export const hashApiToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new token, its hash and the hint the screen shows (the token itself goes to the admin once). */
export function newApiToken(): { token: string; hash: string; hint: string } {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashApiToken(token), hint: `${token.slice(0, API_TOKEN_PREFIX.length + 4)}…` };
}

/**
 * Calls no scope ever reaches, though under a scope's prefix: a channel's signing secret decides whose visitor
 * identities are believed (anyone holding it can mint any customer's chat), so only a signed-in administrator
 * person sets it (features/skillGroups/channel-secret.hooks.ts refuses tokens as well).
 */
const NEVER_BY_TOKEN: readonly string[] = ['/skillGroupLinkMgt/secret'];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Whether `path` (under `/ccim-main/api`) is within the prefixes of these scopes. */
export function inScopes(scopes: readonly string[], path: string): boolean {
  // Express matches routes without regard to case, so this refusal does not either.
  if (NEVER_BY_TOKEN.some((p) => under(path.toLowerCase(), p.toLowerCase()))) return false;
  return scopes.some((s) =>
    (API_TOKEN_SCOPES[s as ApiTokenScope]?.prefixes ?? []).some((p) => under(path, p)),
  );
}

const parseScopes = (text: string): string[] => {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
};

/** The identity of a token's calls: named after the token, with an administrator's rights within its scopes. */
const tokenUser = (row: { id: string; name: string; scopes: string }): StaffUser => ({
  id: row.id,
  username: `token:${row.name}`,
  name: row.name,
  code: '',
  role: 'admin',
  authLevel: 9,
  orgName: '',
  orgFullName: '',
  orgType: 'kd',
  apiToken: { id: row.id, name: row.name, scopes: parseScopes(row.scopes) },
});

/** The caller of a `ccim_pat_` token, or a 401 (an expired or revoked token's refusal, or one whose maker is no longer an enabled administrator, is audited under its name). */
export async function authenticateApiToken(ctx: AppContext, req: Request, token: string): Promise<StaffUser> {
  const db = ctx.db.kysely;
  const hash = hashApiToken(token);
  const row = await findApiTokenByHash(db, hash);
  if (!row || row.token_hash.length !== hash.length || !timingSafeEqual(Buffer.from(row.token_hash), Buffer.from(hash))) {
    throw unauthorized(TOKEN_UNKNOWN);
  }
  const at = clock.now();
  // A token acts with its maker's administrator rights, so it stops when they lose them.
  const why = row.revoked_at !== null ? TOKEN_REVOKED : Number(row.expires_at) <= at ? TOKEN_EXPIRED : row.owner === null ? OWNER_GONE : null;
  const user = tokenUser(row);
  if (why) {
    const target = `${req.method} ${req.originalUrl.split('?')[0]}`;
    await recordAudit(db, { actor: { userId: row.id, username: user.username, role: 'apiToken', address: req.ip ?? '' }, action: 'apiCall', target, outcome: 'denied' }).catch(
      (err: unknown) => ctx.log('audit entry could not be written', err),
    );
    throw unauthorized(why);
  }
  const last = row.last_used_at === null ? null : Number(row.last_used_at);
  if (last === null || at - last >= LAST_USE_EVERY_MS) await markApiTokenUsed(db, row.id, at, LAST_USE_EVERY_MS);
  return user;
}

/** On the staff API, after authentication: a token's call outside its scopes answers 403. */
export function apiTokenScopes(): RequestHandler {
  return (req, _res, next) => {
    const scopes = req.user?.apiToken?.scopes;
    next(!scopes || inScopes(scopes, req.path) ? undefined : forbidden(OUT_OF_SCOPE));
  };
}
