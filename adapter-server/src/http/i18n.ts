import type { Request } from 'express';

export type Lang = 'en' | 'zh';

/** The caller's language from Accept-Language (the browser sends the user's choice). */
export const langOf = (req: Request): Lang => (/^zh/i.test(req.headers['accept-language'] ?? '') ? 'zh' : 'en');

/**
 * Chinese for the server's messages. Messages are written in English at the point of refusal; this table and the
 * patterns below give their Chinese, so the server keeps one message per rule and the user reads their language.
 * A message missing here reaches the user in English rather than not at all.
 */
const EXACT: Record<string, string> = {
  'Application error': '应用程序错误',
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
  [/^must be at least (-?[\d.]+)$/, (m) => `不能小于 ${m[1]}`],
  [/^must be at most (-?[\d.]+)$/, (m) => `不能大于 ${m[1]}`],
  [/^must be one of (.+)$/, (m) => `必须是以下之一：${m[1]}`],
  [/^must have at most (\d+) items$/, (m) => `最多 ${m[1]} 项`],
  [/^must have at least (\d+) items$/, (m) => `至少 ${m[1]} 项`],
  [/^Invalid (request body|query|request): (\S+) (.+)$/, (m) => `请求参数无效：${m[2]} ${translate(m[3], 'zh')}`],
  [/^The request body is too large \(limit (\d*) bytes\)$/, (m) => `请求内容过大（上限 ${m[1]} 字节）`],
  [/^Too many failed sign-ins\. Try again in (\d+) minute\(s\)\.$/, (m) => `登录失败次数过多，请 ${m[1]} 分钟后再试。`],
  [/^User name "(.+)" is taken$/, (m) => `用户名“${m[1]}”已被使用`],
  [/^No such call: (.+)$/, (m) => `接口不存在：${m[1]}`],
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
