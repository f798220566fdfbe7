/**
 * Texts of the API token screen (`/apiTokenMgt`: tokens for scripts, the token shown once), English and
 * Simplified Chinese, merged over the generated management texts.
 */
type Pair = readonly [en: string, zh: string];

const FIELDS: Record<string, Pair> = {
  name: ['Name', '名称'],
  scopes: ['Scopes', '权限范围'],
  expiresAt: ['Expires', '过期时间'],
  tokenHint: ['Token', '令牌'],
  status: ['Status', '状态'],
  lastUsedAt: ['Last used', '最近使用'],
  revokedAt: ['Revoked', '吊销时间'],
  createdBy: ['Created by', '创建人'],
  createdAt: ['Created', '创建时间'],
  updatedAt: ['Updated', '更新时间'],
};

const SCOPES: Record<string, Pair> = {
  readReports: ['Read reports', '读取报表'],
  manageQa: ['Manage Q&A', '管理机器人问答'],
  manageAgents: ['Manage agents', '管理坐席'],
  readHistory: ['Read history', '读取历史会话'],
};

const STATUSES: Record<string, Pair> = {
  active: ['Active', '有效'],
  expired: ['Expired', '已过期'],
  revoked: ['Revoked', '已吊销'],
  ownerDisabled: ['Owner disabled', '创建者已停用'],
};

const TEXTS: Record<string, Pair> = {
  tokenTitle: ['Your new API token', '新的 API 令牌'],
  tokenHelp: [
    'Copy this token now and keep it in your script: it is shown only this once. Send it as "Authorization: Bearer <token>"; it may call only the APIs of its scopes.',
    '请立即复制此令牌并保存在脚本中：它只显示这一次。调用时以“Authorization: Bearer <令牌>”发送；它只能调用其权限范围内的接口。',
  ],
  tokenDone: ['I have copied it', '我已复制'],
};

const map = (pairs: Record<string, Pair>, i: 0 | 1) => Object.fromEntries(Object.entries(pairs).map(([k, p]) => [k, p[i]]));

function build(i: 0 | 1): Record<string, unknown> {
  return {
    resources: { apiTokenMgt: { name: (['API tokens', 'API 令牌'] as const)[i], page: { create: (['New API token', '新建 API 令牌'] as const)[i] }, fields: map(FIELDS, i) } },
    ccim: {
      enums: { apiTokenScope: map(SCOPES, i), apiTokenStatus: map(STATUSES, i) },
      mgmt: {
        actions: { revoke: (['Revoke', '吊销'] as const)[i] },
        confirm: { revoke: (['Revoke this token? Scripts using it are refused at once.', '确定吊销此令牌吗？使用它的脚本将立即被拒绝。'] as const)[i] },
        apiTokens: map(TEXTS, i),
      },
    },
    ...(i === 1 ? { menu: { apiTokenMgt: 'API 令牌' } } : {}),
  };
}

export const apiTokensEn: Record<string, unknown> = build(0);
export const apiTokensZh: Record<string, unknown> = build(1);
