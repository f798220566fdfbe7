import type { Request } from 'express';

export type Lang = 'en' | 'zh';

const fromAcceptLanguage = (header: string | string[] | undefined): Lang => (typeof header === 'string' && /^zh/i.test(header) ? 'zh' : 'en');

/** The caller's language from Accept-Language (the browser sends the user's choice). */
export const langOf = (req: Request): Lang => fromAcceptLanguage(req.headers['accept-language']);

/** A socket's language: `auth.lang` of its handshake (the page's choice), else its Accept-Language. */
export function socketLang(handshake: { auth?: Record<string, unknown>; headers?: Record<string, string | string[] | undefined> } | undefined): Lang {
  const chosen = handshake?.auth?.lang;
  return chosen === 'zh' || chosen === 'en' ? chosen : fromAcceptLanguage(handshake?.headers?.['accept-language']);
}

/**
 * Chinese for the server's messages. Messages are written in English at the point of refusal; this table and the
 * patterns below give their Chinese, so the server keeps one message per rule and the user reads their language.
 * A message missing here reaches the user in English rather than not at all.
 */
const EXACT: Record<string, string> = {
  'Application error': '应用程序错误',
  'The service is briefly unavailable (database). Please try again in a moment.': '服务暂时不可用（数据库），请稍后再试。',
  'Not found': '未找到',
  'Not signed in or the sign-in has expired': '未登录或登录已过期',
  'You have no permission to operate the resource': '您没有操作该资源的权限',
  'The request body is not valid JSON': '请求内容不是有效的 JSON',
  'Unsupported request encoding': '不支持的请求编码',
  'Wrong user name or password': '用户名或密码错误',
  'This account is disabled. Please contact your administrator.': '该账号已停用，请联系管理员。',
  'The agent user name must be your own employee code': '坐席用户名必须是您本人的工号',
  'Your agent account is disabled. Please contact your supervisor.': '您的坐席账号已停用，请联系主管。',
  'This agent is not yours; please sign in again': '该坐席不属于您，请重新登录',
  'You cannot remove your own administrator rights or disable yourself': '不能取消自己的管理员权限或停用自己',
  'You cannot delete yourself': '不能删除自己',
  'No such user': '用户不存在',
  'No visitor identity: open the chat page again': '无法识别访客身份，请重新打开聊天页面',
  'The visitor identity has expired: open the chat page again': '访客身份已过期，请重新打开聊天页面',
  'This session is not assigned to you': '该会话未分配给您',
  'The session has ended': '会话已结束',
  'You are chatting with the robot; ask for a human agent first': '您正在与机器人对话，请先转人工客服',
  'The session cannot take messages now': '该会话当前无法接收消息',
  'Only staff can write internal notes': '只有员工可以写内部备注',
  'Only staff send suggested replies': '只有员工可以发送推荐回复',
  'Only a chat with an agent can be evaluated': '只有与人工客服的对话才能评价',
  'You have already evaluated this chat. Thank you!': '您已评价过本次对话，感谢您的反馈！',
  'Invalid upload: file is required': '上传无效：请选择文件',
  'Only JPEG, PNG, GIF or WebP images can be sent': '只能发送 JPEG、PNG、GIF 或 WebP 图片',
  'The file is not a readable image': '该文件不是可识别的图片',
  'Invalid image: upload it with uploadImg first': '图片无效：请先上传图片',
  'No such chat': '对话不存在',
  'There is no question waiting for an answer': '没有等待回答的问题',
  'The question changed while it was answered; please ask again': '回答期间问题已被修改，请重新提问',
  'No such message': '消息不存在',
  'Only your own questions can be edited': '只能修改自己的问题',
  'This question has already been answered and can no longer be edited': '该问题已有回答，不能再修改',
  'Only answers can be rated': '只能评价回答',
  'This question is no longer available': '该问题已不可用',
  'A claim for this waybill is already being handled': '该运单已有理赔正在处理中',
  'No such robot answer': '机器人回答不存在',
  'You are connected to the human service; send your message in the chat': '您已接入人工客服，请在对话中发送消息',
  'You have already rated this answer': '您已评价过该回答',
  'You have already rated the robot for this chat': '您已对本次机器人服务做过评价',
  'Sign in to the workbench as an agent first': '请先以坐席身份登录工作台',
  'The visitor has already evaluated this chat': '访客已评价过本次对话',
  'The visitor has already been invited to evaluate': '已邀请过访客评价',
  'The session changed; try again': '会话已变化，请重试',
  'Only your own messages can be revoked': '只能撤回自己的消息',
  'Messages can only be revoked within 2 minutes': '消息只能在 2 分钟内撤回',
  'The message was already revoked': '该消息已撤回',
  'Sign in as an agent to chat': '请以坐席身份登录后再对话',
  'is required': '为必填项',
  'is not a known field': '不是可识别的字段',
  'must be a string': '必须是文本',
  'must be a number': '必须是数字',
  'must be a whole number': '必须是整数',
  'must be a boolean': '必须是布尔值',
  'must be a object': '必须是对象',
  'must be a array': '必须是数组',
  'must not be empty': '不能为空',
  'is not in the expected format': '格式不正确',
  'is not valid': '无效',
};

const PATTERNS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^must be at most (\d+) characters$/, (m) => `最多 ${m[1]} 个字符`],
  [/^must be at least (\d+) characters$/, (m) => `至少 ${m[1]} 个字符`],
  [/^must be at least (\d+) days, the shortest the audit log is kept$/, (m) => `不能少于 ${m[1]} 天（审计日志最短保留期）`],
  [/^must be at least (-?[\d.]+)$/, (m) => `不能小于 ${m[1]}`],
  [/^must be at most (-?[\d.]+)$/, (m) => `不能大于 ${m[1]}`],
  [/^must be one of (.+)$/, (m) => `必须是以下之一：${m[1]}`],
  [/^must have at most (\d+) items$/, (m) => `最多 ${m[1]} 项`],
  [/^must have at least (\d+) items$/, (m) => `至少 ${m[1]} 项`],
  [/^Invalid (request body|query|request): (\S+) (.+)$/, (m) => `请求参数无效：${m[2]} ${translate(m[3], 'zh')}`],
  [/^Invalid payload: (\S+) (.+)$/, (m) => `消息参数无效：${m[1]} ${translate(m[2], 'zh')}`],
  [/^(\w+) needs an acknowledgement callback$/, (m) => `${m[1]} 需要确认回调`],
  [/^The request body is too large \(limit (\d*) bytes\)$/, (m) => `请求内容过大（上限 ${m[1]} 字节）`],
  [/^Too many failed sign-ins\. Try again in (\d+) minute\(s\)\.$/, (m) => `登录失败次数过多，请 ${m[1]} 分钟后再试。`],
  [/^User name "(.+)" is taken$/, (m) => `用户名“${m[1]}”已被使用`],
  [/^No such call: (.+)$/, (m) => `接口不存在：${m[1]}`],
  [/^No service group serves channel (.+)$/, (m) => `没有技能组服务渠道 ${m[1]}`],
  [/^No waybill (.+) was found(; please check the number)?$/, (m) => `未查询到运单 ${m[1]}${m[2] ? '，请核对单号' : ''}`],
  [/^No order (.+) was found$/, (m) => `未查询到订单 ${m[1]}`],
  [/^No outlet (.+) was found$/, (m) => `未查询到网点 ${m[1]}`],
  [/^Nothing was found for (.+)$/, (m) => `未查询到与 ${m[1]} 相关的信息`],
  [/^The image is too large \(limit (\d+) MB\)$/, (m) => `图片过大（上限 ${m[1]} MB）`],
  [/^Invalid upload: (.+)$/, (m) => `上传无效：${m[1]}`],
  [/^The date range may span at most (\d+) days$/, (m) => `日期范围最多 ${m[1]} 天`],
  [/^The waybill system answered with an error \(HTTP (\d+)\)$/, (m) => `运单系统返回错误（HTTP ${m[1]}）`],
  [/^The waybill system refused: (.+)$/, (m) => `运单系统拒绝了请求：${m[1]}`],
  [/^(.+) is not ready or has no free slot$/, (m) => `${m[1]} 未就绪或已无空闲接待名额`],
  [/^(.+) is offline or has no free slot$/, (m) => `${m[1]} 已离线或已无空闲接待名额`],
  [/^Query parameter (\S+) is not valid JSON$/, (m) => `查询参数 ${m[1]} 不是有效的 JSON`],
  [/^resolves to (\S+), which (.+)$/, (m) => `解析到 ${m[1]}，${translate(m[2], 'zh')}`],
];

const extra: Record<string, string> = {};

/** Lets a domain register the Chinese of its own messages next to where they are written. */
export function addTranslations(entries: Record<string, string>): void {
  Object.assign(extra, entries);
}

export function translate(message: string, lang: Lang): string {
  if (lang === 'en' || !message) return message;
  const exact = EXACT[message] ?? extra[message];
  if (exact) return exact;
  for (const [re, fn] of PATTERNS) {
    const m = re.exec(message);
    if (m) return fn(m);
  }
  return message;
}

/** Translates an envelope's message and field errors in place. */
export function localizeEnvelope(body: { msg: string; data: unknown }, lang: Lang): void {
  if (lang === 'en') return;
  body.msg = translate(body.msg, lang);
  const errors = (body.data as { errors?: { message: string }[] } | null)?.errors;
  if (Array.isArray(errors)) for (const e of errors) e.message = translate(e.message, lang);
}
