import { resourcesSchema } from '../../../common/resources';

/**
 * Texts of the management screens, English and Simplified Chinese. Every text is written once as a pair, so
 * both languages always have the same keys. Field labels are shared by name and built for every resource of
 * `resources.schema.json` (react-admin reads `resources.<name>.name` and `resources.<name>.fields.<field>`).
 */
type Pair = readonly [en: string, zh: string];

const RESOURCE_NAMES: Record<string, Pair> = {
  agentMgt: ['Agents', '坐席管理'],
  skillGroupAgentMgt: ['Skill groups', '技能组管理'],
  skillGroupLinkMgt: ['Channel links', '渠道技能组关联'],
  robotQaMgt: ['Robot Q&A', '机器人问答'],
  robotLinkMgt: ['Robot links', '机器人链接'],
  robotSynonymMgt: ['Robot synonyms', '机器人同义词'],
  robotNoAnswerMgt: ['Unanswered questions', '未回答问题'],
  robotNoAnswerTask: ['Follow-up tasks', '跟进任务'],
  robotNoIntention: ['No intention', '无意图消息'],
  robotSatisfaction: ['Robot satisfaction', '机器人满意度'],
  quickReplyMgt: ['Common quick replies', '公共快捷回复'],
  quickReplyMgtPerson: ['My quick replies', '个人快捷回复'],
  quickReplyTypeMgt: ['Quick reply types', '快捷回复分类'],
  sensitiveWordsMgt: ['Sensitive words', '敏感词管理'],
  contactReasonMgt: ['Contact reasons', '咨询原因'],
  routingRuleMgt: ['Routing rules', '路由规则'],
  automationRuleMgt: ['Automation rules', '自动化规则'],
  slaPolicyMgt: ['SLA policies', '服务时效策略'],
  blacklistMgt: ['Blacklist', '黑名单'],
  customerMgt: ['Customers', '客户管理'],
  noticeMgt: ['Announcements', '公告管理'],
  sessionServiceConfig: ['Service settings', '会话服务配置'],
};

/** One record of each resource, for the confirmations and notices ("Skill group created", "删除该技能组？"). */
const RECORD_NAMES: Record<string, Pair> = {
  agentMgt: ['agent', '坐席'],
  skillGroupAgentMgt: ['skill group', '技能组'],
  skillGroupLinkMgt: ['channel link', '渠道关联'],
  robotQaMgt: ['question and answer', '问答'],
  robotLinkMgt: ['robot link', '机器人链接'],
  robotSynonymMgt: ['synonym', '同义词'],
  robotNoAnswerMgt: ['unanswered question', '未回答问题'],
  robotNoAnswerTask: ['follow-up task', '跟进任务'],
  robotNoIntention: ['message', '消息'],
  robotSatisfaction: ['rating', '评价'],
  quickReplyMgt: ['quick reply', '快捷回复'],
  quickReplyMgtPerson: ['quick reply', '快捷回复'],
  quickReplyTypeMgt: ['quick reply type', '快捷回复分类'],
  sensitiveWordsMgt: ['sensitive word', '敏感词'],
  contactReasonMgt: ['contact reason', '咨询原因'],
  routingRuleMgt: ['routing rule', '路由规则'],
  automationRuleMgt: ['automation rule', '自动化规则'],
  slaPolicyMgt: ['SLA policy', '服务时效策略'],
  blacklistMgt: ['blacklist entry', '黑名单记录'],
  customerMgt: ['customer', '客户'],
  noticeMgt: ['announcement', '公告'],
  sessionServiceConfig: ['settings', '配置'],
  auditLog: ['audit entry', '审计记录'],
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** The per-resource texts react-admin looks up before its generic ones ("Element created", "delete this skill groups?"). */
function recordTexts(name: string, i: 0 | 1): [string, string][] {
  const pair = RECORD_NAMES[name];
  if (!pair) return [];
  const one = pair[i];
  const p = `resources.${name}`;
  return i === 0
    ? [
        [`${p}.notifications.created`, `${capital(one)} created`],
        [`${p}.notifications.updated`, `${capital(one)} updated |||| %{smart_count} records updated`],
        [`${p}.notifications.deleted`, `${capital(one)} deleted |||| %{smart_count} records deleted`],
        [`${p}.message.delete_content`, `Are you sure you want to delete this ${one}?`],
        [`${p}.page.create`, `New ${one}`],
      ]
    : [
        [`${p}.notifications.created`, `${one}已创建`],
        [`${p}.notifications.updated`, `${one}已更新`],
        [`${p}.notifications.deleted`, `${one}已删除`],
        [`${p}.message.delete_content`, `确定要删除该${one}吗？`],
        [`${p}.page.create`, `新建${one}`],
      ];
}

const FIELDS: Record<string, Pair> = {
  id: ['ID', 'ID'], agentId: ['Agent', '坐席'], agentIds: ['Agents', '坐席'], agentNames: ['Agents', '坐席'], answer: ['Answer', '答案'],
  assignee: ['Assignee', '处理人'], category: ['Category', '分类'], channel: ['Channel', '渠道'], classify: ['Classify', '分类'],
  clickCount: ['Uses', '使用次数'], comment: ['Comment', '评价内容'], content: ['Content', '内容'], count: ['Times asked', '提问次数'],
  createdAt: ['Created', '创建时间'], createdBy: ['Created by', '创建人'], currentUsers: ['Current sessions', '当前会话数'],
  description: ['Description', '描述'], enabled: ['Enabled', '启用'], expiresAt: ['Until', '截止时间'], fallbackGroupId: ['Fallback group', '兜底技能组'],
  fallbackGroupName: ['Fallback group', '兜底技能组'], fullOrgName: ['Organisation', '所属组织'], hits: ['Hits', '命中次数'],
  keywords: ['Keywords', '关键词'], kind: ['Kind', '类型'], lastLoginAt: ['Last login', '最近登录'], links: ['Linked items', '关联链接'],
  maxUsers: ['Max sessions', '最大接待数'], name: ['Name', '名称'], nickname: ['Nickname', '昵称'], noAnswerId: ['Question', '问题'],
  ownerUserId: ['Owner', '所有人'], parentId: ['Parent type', '上级分类'], pushedAt: ['Pushed', '推送时间'], qaId: ['Answered by', '关联问答'],
  question: ['Question', '问题'], reason: ['Reason', '原因'], remark: ['Remark', '备注'], score: ['Score', '评分'], sessionId: ['Session', '会话'],
  similarQuestions: ['Similar questions', '相似问法'], skillGroupId: ['Skill group', '技能组'], skillGroupName: ['Skill group', '技能组'], skillGroupIds: ['Skill groups', '技能组'], skillGroupNames: ['Skill groups', '技能组'],
  sort: ['Order', '排序'], status: ['Status', '状态'], text: ['Text', '文本'], title: ['Title', '标题'], type: ['Type', '类型'], typeId: ['Type', '分类'],
  updatedAt: ['Updated', '更新时间'], url: ['Address', '链接地址'], username: ['Employee code', '工号'], validFrom: ['Valid from', '生效时间'],
  validTo: ['Valid to', '失效时间'], visitorId: ['Visitor', '访客'], visitorName: ['Visitor', '访客'], word: ['Word', '敏感词'], words: ['Words that mean the same', '同义词'],
  greetingZh: ['Greeting (Chinese)', '欢迎语（中文）'], greetingEn: ['Greeting (English)', '欢迎语（英文）'],
  offHoursMessageZh: ['Out-of-hours message (Chinese)', '非工作时间提示（中文）'], offHoursMessageEn: ['Out-of-hours message (English)', '非工作时间提示（英文）'],
  queueMessageZh: ['Queue message (Chinese)', '排队提示（中文）'], queueMessageEn: ['Queue message (English)', '排队提示（英文）'],
  blacklistMessageZh: ['Blacklisted visitor message (Chinese)', '黑名单提示（中文）'], blacklistMessageEn: ['Blacklisted visitor message (English)', '黑名单提示（英文）'],
  workingHoursEnabled: ['Limit to working hours', '启用工作时间'], workingDays: ['Working days', '工作日'], workStart: ['Start', '上班时间'],
  workEnd: ['End', '下班时间'], utcOffsetMinutes: ['Time zone offset (minutes from UTC)', '时区偏移（分钟）'], queueLimit: ['Queue limit per group', '每组排队上限'],
  idleTimeoutMinutes: ['Close idle sessions after (minutes)', '会话空闲自动结束（分钟）'], robotIdleTimeoutMinutes: ['Close idle robot chats after (minutes)', '机器人会话空闲结束（分钟）'],
  firstResponseSeconds: ['First response due within (seconds)', '首次响应时限（秒）'],
  revokeSeconds: ['Recall window (seconds)', '消息撤回时限（秒）'], maxUsersDefault: ['Default max sessions per agent', '坐席默认最大接待数'],
  requeueTarget: ['Sessions of an agent going offline', '坐席离线后的会话去向'],
  agentPresenceGraceSeconds: ['Agent offline after disconnection (seconds)', '坐席断线后转为离线（秒）'],
  visitorPresenceGraceSeconds: ['Visitor leaves the queue after disconnection (seconds)', '访客断线后退出排队（秒）'],
  visitorMessageBurst: ['Messages a visitor may send in 10 seconds', '访客 10 秒内最多发送消息数'],
  visitorMessagesPerMinute: ['Messages a visitor may send per minute', '访客每分钟最多发送消息数'],
  nameEn: ['Name (English)', '名称（英文）'], nameZh: ['Name (Chinese)', '名称（中文）'], label: ['Name', '名称'],
  reasonRequired: ['Agents must set a contact reason before ending a chat', '结束会话前必须填写咨询原因'],
  conditions: ['Conditions', '条件'], priority: ['Priority', '优先级'],
  secretState: ['Signing secret', '签名密钥'], channelSecret: ['New signing secret (16–128 characters)', '新签名密钥（16–128 个字符）'],
};

/** Where one resource names a shared field its own way (`resource.field`). */
const RESOURCE_FIELDS: Record<string, Pair> = {
  'contactReasonMgt.parentId': ['Parent reason (empty: a top-level reason)', '上级原因（为空则为一级原因）'],
  'robotQaMgt.published': ['Published in the help centre', '在帮助中心公开'],
  'routingRuleMgt.sort': ['Order (the first enabled rule that matches decides)', '顺序（首个匹配的启用规则生效）'],
  'customerMgt.name': ['Name', '姓名'],
  'customerMgt.phone': ['Phone', '手机号'],
  'customerMgt.vip': ['VIP', 'VIP'],
  'customerMgt.identities': ['Identities (open id or visitor)', '身份（openId 或访客）'],
  'customerMgt.chats': ['Chats', '会话数'],
  'customerMgt.averageRating': ['Average rating', '平均评分'],
  'customerMgt.blacklisted': ['Blacklisted', '已拉黑'],
  'customerMgt.notes': ['Notes', '备注'],
  'customerMgt.q': ['Name, phone, open id or waybill number', '姓名、手机号、openId 或运单号'],
  'customerMgt.firstContactAt': ['First contact', '首次联系'],
  'customerMgt.lastContactAt': ['Last contact', '最近联系'],
  'automationRuleMgt.sort': ['Order (every enabled rule that matches acts, in this order)', '顺序（所有匹配的启用规则按此顺序执行）'],
  'automationRuleMgt.event': ['When', '触发时机'],
  'automationRuleMgt.conditions': ['Conditions (none: every chat)', '条件（为空则适用于所有会话）'],
  'automationRuleMgt.actions': ['Acts', '动作'],
  'routingRuleMgt.skillGroupId': ["Skill group (empty: the channel's group)", '技能组（为空则沿用渠道的技能组）'],
  'slaPolicyMgt.skillGroupId': ['Skill group (empty: any)', '技能组（为空则不限）'],
  'slaPolicyMgt.priority': ['Priority (empty: any)', '优先级（为空则不限）'],
  'slaPolicyMgt.firstResponseSeconds': ['First response within (seconds of working time)', '首次响应时限（工作时间，秒）'],
  'slaPolicyMgt.resolutionSeconds': ['Resolved within (seconds of working time)', '解决时限（工作时间，秒）'],
};

const ENUMS: Record<string, Record<string, Pair>> = {
  agentStatus: { 1: ['Offline', '离线'], 2: ['Busy', '忙碌'], 3: ['Ready', '就绪'] },
  orgType: { ky: ['Freight', '快运'], kd: ['Express', '快递'] },
  skillOrg: { 100: ['Online service', '在线客服'], 200: ['Shopping platform', '商城平台'], 300: ['Hotline', '热线'], 400: ['Shop platform', '店铺平台'] },
  qaClassify: { '-1': ['All', '全部'], 0: ['Unclassified', '未分类'], 1: ['Hot', '热门问题'], 2: ['Sending', '寄件'], 3: ['Fee', '运费'], 4: ['Parcel lookup', '查件'] },
  quickReplyType: { 0: ['Common', '公共'], 1: ['Personal', '个人'] },
  routingPriority: { 0: ['Normal', '普通'], 1: ['High', '高'], 2: ['Urgent', '紧急'] },
  automationEvent: {
    created: ['A chat enters the human queue', '会话进入人工排队'], assigned: ['An agent gets the chat', '会话分配给坐席'],
    message: ['The visitor writes', '访客发来消息'], ended: ['The chat ends', '会话结束'],
  },
  secretState: { 0: ['Not set', '未设置'], 1: ['Set', '已设置'] },
  satisfactionCategory: {
    logisticsTimeliness: ['Logistics timeliness', '物流时效'], logisticsService: ['Logistics service', '物流服务'],
    parcelSafety: ['Parcel safety', '包裹安全'], customerService: ['Customer service', '客服服务'],
  },
  noticeStatus: { 0: ['Draft', '草稿'], 1: ['Pushed', '已推送'] },
  noAnswerStatus: { 0: ['Pending', '待处理'], 1: ['Handled', '已处理'] },
  taskStatus: { 0: ['Open', '进行中'], 1: ['Done', '已完成'] },
  sensitiveCategory: { abuse: ['Abuse', '辱骂'], politics: ['Politics', '政治'], fraud: ['Fraud', '诈骗'], ads: ['Advertising', '广告'], privacy: ['Privacy', '隐私'], other: ['Other', '其他'] },
  robotLinkKind: { link: ['Link', '链接'], shortcut: ['Shortcut', '快捷入口'] },
  satisfactionKind: { rating: ['Rating', '评分'], vote: ['Answer vote', '答案投票'] },
  weekday: { 1: ['Monday', '周一'], 2: ['Tuesday', '周二'], 3: ['Wednesday', '周三'], 4: ['Thursday', '周四'], 5: ['Friday', '周五'], 6: ['Saturday', '周六'], 0: ['Sunday', '周日'] },
  requeueTarget: { head: ['Back to the head of their queue', '回到原队列队首'], fallback: ["To the channel's fallback group", '转到渠道兜底技能组'] },
};

const MGMT: Record<string, Pair> = {
  done: ['Done', '操作成功'], exported: ['The file is downloaded', '文件已下载'], export: ['Export', '导出'], retry: ['Retry', '重试'],
  loadFailed: ['The list could not be loaded.', '列表加载失败。'], empty: ['Nothing here yet.', '暂无数据。'],
  emptyFiltered: ['Nothing matches these filters.', '没有符合筛选条件的数据。'], clearFilters: ['Clear filters', '清除筛选'], none: ['None', '无'],
  noKeywords: ['No keywords found in the question', '问题中未找到关键词'],
  'filter.from': ['From', '开始日期'], 'filter.to': ['To', '结束日期'],
  'validation.format': ['Not in the expected format', '格式不正确'],
  'validation.blank': ['Must not be only spaces', '不能只包含空格'],
  'validation.url': ['Start with https://, http:// or / (a page of this site), without spaces', '请以 https://、http:// 或 /（本站页面）开头，且不含空格'], 'validation.time': ['Use HH:MM, e.g. 08:30', '请使用 HH:MM 格式，例如 08:30'],
  'hint.addItems': ['Press Enter to add (at most %{max})', '按回车添加（最多 %{max} 个）'], 'hint.linkUrl': ['Link address (https://…)', '链接地址（https://…）'],
  'actions.setSecret': ['Set secret', '设置密钥'], 'actions.forceOffline': ['Force offline', '强制下线'], 'actions.enableDisable.on': ['Enable', '启用'], 'actions.enableDisable.off': ['Disable', '停用'],
  'actions.updateMaxUsers': ['Max sessions', '修改接待上限'], 'actions.calibrationUsersCount': ['Recount', '校准会话数'],
  'actions.refreshCache': ['Refresh robot', '刷新缓存'], 'actions.splitKeyword': ['Keywords from the question', '从问题拆分关键词'],
  'actions.push': ['Push', '推送'],
  'confirm.default': ['Are you sure?', '确定执行该操作吗？'], 'confirm.deleteTitle': ['Delete %{recordRepresentation}?', '删除 %{recordRepresentation}？'],
  'confirm.forceOffline': ['The agent is signed out of the workbench at once and their sessions go back to the queue.', '该坐席将立即退出工作台，其会话将重新排队。'],
  'confirm.enableDisable': ['A disabled agent cannot log in to the workbench.', '停用后该坐席无法登录工作台。'],
  'confirm.push': ['Visitors will see this announcement on the chat page.', '推送后访客将在咨询页面看到此公告。'],
  'import.button': ['Import', '导入'], 'import.title': ['Import from xlsx', '从 xlsx 导入'],
  'import.help': ['Fill in the template and check the file: it lists what will be added, what will be changed (a question already in the base is updated) and what is refused. Nothing is imported while any row is refused.', '请按模板填写并检查文件：将列出新增、修改（问题已存在的条目会被更新）和被拒绝的行。有被拒绝的行时不会导入任何数据。'],
  'import.check': ['Check file', '检查文件'], 'import.plan': ['%{added} to add, %{changed} to change, %{refused} refused', '新增 %{added} 条，修改 %{changed} 条，拒绝 %{refused} 条'],
  'import.added': ['Will be added', '将新增'], 'import.changed': ['Will be changed (matched by question)', '将修改（按问题匹配）'],
  'import.refused': ['Refused (fix these rows and check again)', '被拒绝（请修改这些行后重新检查）'],
  'import.template': ['Download the template', '下载导入模板'], 'import.file': ['xlsx file', 'xlsx 文件'], 'import.choose': ['Choose an xlsx file', '选择 xlsx 文件'], 'import.noFile': ['No file chosen', '未选择文件'], 'import.submit': ['Import', '开始导入'],
  'import.done': ['Imported: %{added} added, %{changed} changed', '导入完成：新增 %{added} 条，修改 %{changed} 条'], 'import.tooLarge': ['The file is larger than %{mb} MB', '文件超过 %{mb} MB'],
  'types.title': ['Types', '分类'], 'types.all': ['All types', '全部分类'], 'types.none': ['No types yet', '暂无分类'], 'types.untyped': ['No type', '未分类'], 'types.add': ['Add type', '新增分类'],
  'types.rename': ['Rename type', '重命名分类'], 'types.delete': ['Delete type', '删除分类'],
  'types.deleteConfirm': ['Delete the type "%{name}"?', '确定删除分类“%{name}”吗？'],
  'config.help': ['These settings apply to every channel at once after saving.', '保存后立即对所有渠道生效。'],
  'editor.bold': ['Bold', '加粗'], 'editor.italic': ['Italic', '斜体'], 'editor.underline': ['Underline', '下划线'],
  'editor.insertUnorderedList': ['Bulleted list', '无序列表'], 'editor.insertOrderedList': ['Numbered list', '有序列表'],
  'tasks.questionsTab': ['Questions', '问题'], 'tasks.tasksTab': ['Follow-up tasks', '跟进任务'],
  'tasks.add': ['New task', '新建任务'], 'tasks.edit': ['Edit task', '编辑任务'],
  'tasks.pickOpen': ['Open tasks', '进行中的任务'], 'tasks.noOpen': ['No open tasks', '暂无进行中的任务'],
  'actions.candidates': ['Teach the robot', '教机器人'], 'actions.learn': ['Add as a similar question', '添加为相似问题'],
  'learning.title': ['Which entry answers "%{question}"?', '哪条问答能回答“%{question}”？'],
  'learning.help': [
    'Adding the question to an entry\'s similar questions makes the robot answer it, and questions like it, with that entry.',
    '把该问题添加为某条问答的相似问题后，机器人会用这条问答回答它以及类似的问法。',
  ],
  'learning.picks': ['Picked by visitors: %{count}', '访客选择次数：%{count}'], 'learning.match': ['Match %{pct}%', '匹配度 %{pct}%'],
  'learning.known': ['Already a similar question', '已是相似问题'],
  'learning.none': ['The robot has no candidate for this question: choose "Create a new entry".', '机器人没有找到候选问答，请选择“新建问答”。'],
  'learning.error': ['The candidates could not be loaded.', '候选问答加载失败。'],
  'learning.added': ['Added: the robot now answers this question with that entry', '已添加，机器人将用这条问答回答该问题'],
  'visitorPicker.help': ['Type the visitor\'s name, phone, session ID or customer ID', '输入访客姓名、电话、会话编号或客户编号'],
  'visitorPicker.typeToSearch': ['Type to search visitors', '输入以搜索访客'], 'visitorPicker.none': ['No visitor matches', '没有匹配的访客'],
  'visitorPicker.lastSeen': ['last seen %{at}', '最近访问 %{at}'],
  'copy.button': ['Copy', '复制'], 'copy.done': ['Copied', '已复制'], 'copy.failed': ['Copy failed: select the text and copy it', '复制失败，请选中文本手动复制'],
  'editor.createLink': ['Link', '插入链接'], 'editor.removeFormat': ['Clear formatting', '清除格式'],
};

function nest(entries: [string, string][]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, value] of entries) {
    const keys = path.split('.');
    let node = out;
    for (const k of keys.slice(0, -1)) node = (node[k] ??= {}) as Record<string, unknown>;
    node[keys[keys.length - 1]] = value;
  }
  return out;
}

function build(i: 0 | 1): Record<string, unknown> {
  const entries: [string, string][] = [];
  for (const [name, r] of Object.entries(resourcesSchema.resources)) {
    entries.push([`resources.${name}.name`, (RESOURCE_NAMES[name] ?? [name, name])[i]]);
    entries.push(...recordTexts(name, i));
    const base = r.extends ? resourcesSchema.resources[r.extends] : undefined;
    const fields = [...(r.fields.length ? r.fields : (base?.fields ?? [])).map((f) => f.name), ...(r.list?.filters ?? []).map((f) => f.param ?? f.field)];
    for (const f of new Set(fields)) entries.push([`resources.${name}.fields.${f}`, (RESOURCE_FIELDS[`${name}.${f}`] ?? FIELDS[f] ?? FIELDS[f.replace(/(From|To)$/, '')] ?? [f, f])[i]]);
  }
  for (const [e, values] of Object.entries(ENUMS)) for (const [v, pair] of Object.entries(values)) entries.push([`ccim.enums.${e}.${v}`, pair[i]]);
  for (const [k, pair] of Object.entries(MGMT)) entries.push([`ccim.mgmt.${k}`, pair[i]]);
  return nest(entries);
}

export const managementEn: Record<string, unknown> = build(0);
export const managementZh: Record<string, unknown> = build(1);
