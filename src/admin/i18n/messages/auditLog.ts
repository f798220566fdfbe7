/**
 * Texts of the audit log screen (`/auditLog`) and its retention setting, English and Simplified Chinese,
 * merged over the generated management texts (so these names win over the shared field labels).
 */
type Pair = readonly [en: string, zh: string];

const FIELDS: Record<string, Pair> = {
  id: ['ID', 'ID'],
  createdAt: ['Time', '时间'],
  createdAtFrom: ['From', '开始日期'],
  createdAtTo: ['To', '结束日期'],
  username: ['User', '用户'],
  role: ['Role', '角色'],
  address: ['Address', 'IP 地址'],
  action: ['Action', '操作'],
  target: ['Target', '操作对象'],
  outcome: ['Outcome', '结果'],
};

const ACTIONS: Record<string, Pair> = {
  signIn: ['Sign-in', '登录'],
  lockout: ['Sign-in locked', '登录锁定'],
  forbidden: ['Refused call', '越权访问'],
  create: ['Create', '新增'],
  update: ['Edit', '编辑'],
  delete: ['Delete', '删除'],
  import: ['Import', '导入'],
  importCheck: ['Import check (nothing written)', '导入预检（未写入）'],
  export: ['Export', '导出'],
  forceOffline: ['Force offline', '强制下线'],
  enable: ['Enable', '启用'],
  disable: ['Disable', '停用'],
  updateMaxUsers: ['Max sessions', '修改接待上限'],
  calibrationUsersCount: ['Recount', '校准会话数'],
  remove: ['Remove from group', '移出技能组'],
  refreshCache: ['Refresh cache', '刷新缓存'],
  push: ['Push announcement', '推送公告'],
  passwordChange: ['Password change', '修改密码'],
  roleChange: ['Role change', '修改角色'],
  resend: ['Resend webhook', '重发 Webhook'],
  apiCall: ['API token call', 'API 令牌调用'],
  revoke: ['Revoke API token', '吊销 API 令牌'],
  retentionChange: ['Audit retention change', '修改审计日志保留期'],
  invalid: ['Invalid request', '无效请求'],
  unauthorized: ['Not signed in / bad token', '未登录或令牌无效'],
  rejectionsSuppressed: ['Rejections not recorded (flood)', '拒绝过多，未再记录'],
  setSecret: ['New webhook secret', '重置 Webhook 密钥'],
  learn: ['Teach the robot', '教机器人'],
  teachNew: ['Teach the robot a new entry', '教机器人（新建问答）'],
  learnApprove: ['Approve a learning proposal', '批准学习建议'],
  learnDismiss: ['Dismiss a learning proposal', '忽略学习建议'],
  supervisorAssign: ['Assign chat', '分配会话'],
  supervisorTransfer: ['Transfer chat', '转接会话'],
  supervisorTakeOver: ['Take over chat', '接管会话'],
  supervisorWhisper: ['Whisper to agent', '悄悄话'],
  customerNotes: ['Customer notes', '修改客户备注'],
  customerMerge: ['Merge customers', '合并客户'],
  customerSplit: ['Split customer', '拆分客户'],
  automation: ['Automation rule act', '自动化规则动作'],
};

const ROLES: Record<string, Pair> = {
  admin: ['Administrator', '管理员'],
  supervisor: ['Supervisor', '主管'],
  agent: ['Agent', '坐席'],
  apiToken: ['API token', 'API 令牌'],
  system: ['System (automation)', '系统（自动化）'],
};

const OUTCOMES: Record<string, Pair> = {
  success: ['Success', '成功'],
  failure: ['Failure', '失败'],
  denied: ['Denied', '拒绝'],
};

const map = (pairs: Record<string, Pair>, i: 0 | 1) => Object.fromEntries(Object.entries(pairs).map(([k, p]) => [k, p[i]]));

function build(i: 0 | 1): Record<string, unknown> {
  return {
    resources: {
      auditLog: { name: (['Audit log', '审计日志'] as const)[i], fields: map(FIELDS, i) },
      sessionServiceConfig: { fields: { auditRetentionDays: (['Keep the audit log for (days)', '审计日志保留天数'] as const)[i] } },
    },
    ccim: {
      enums: { auditAction: map(ACTIONS, i), auditOutcome: map(OUTCOMES, i), auditRole: map(ROLES, i) },
      // Targets that are no management screen: a chat (a supervisor's acts) and a sign-on user.
      audit: { chat: (['Chat', '会话'] as const)[i], user: (['Sign-on user', '登录用户'] as const)[i] },
    },
    ...(i === 1 ? { menu: { auditLog: '审计日志' } } : {}),
  };
}

export const auditLogEn: Record<string, unknown> = build(0);
export const auditLogZh: Record<string, unknown> = build(1);
