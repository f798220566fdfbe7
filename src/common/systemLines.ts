/**
 * System lines (author 0) are stored as a code with parameters (`extra.code` and the other `extra` fields; the
 * stored `content` is the code itself) and rendered here in each reader's language: the workbench, the visitor
 * page and the transcript exports. Rows stored before codes were the only content kept a bilingual text in
 * `content`; a code this table does not know falls back to it.
 */
import type { Lang } from './lang';

export type { Lang };

type Params = Record<string, unknown>;
type Render = (p: Params) => string;

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
/** `{en, zh}` as configured in the service settings (the queue message). */
const pair = (v: unknown, lang: Lang) => (v && typeof v === 'object' && typeof (v as Record<string, unknown>)[lang] === 'string' ? String((v as Record<string, unknown>)[lang]) : '');
const idleClose = (p: Params) => p.reason === 'idle' || p.reason === 'robot';
const between = (p: Params) => (str(p.from) && str(p.to) ? `${str(p.from)} → ${str(p.to)}` : '');

const PRIORITY: Record<Lang, string[]> = { en: ['normal', 'high', 'urgent'], zh: ['普通', '高', '紧急'] };
const AUTOMATION_ACTS: Record<string, Record<Lang, Render>> = {
  addLabel: { en: (p) => `label "${str(p.value)}" added`, zh: (p) => `已添加标签「${str(p.value)}」` },
  setPriority: { en: (p) => `priority set to ${PRIORITY.en[Number(p.value)] ?? str(p.value)}`, zh: (p) => `优先级已设为${PRIORITY.zh[Number(p.value)] ?? str(p.value)}` },
  sendQuickReply: { en: (p) => `quick reply "${str(p.value)}" sent to the visitor`, zh: (p) => `已向访客发送快捷回复「${str(p.value)}」` },
  openWorkBill: { en: (p) => `work bill ${str(p.value)} opened for waybill ${str(p.waybillNo)}`, zh: (p) => `已为运单 ${str(p.waybillNo)} 创建工单 ${str(p.value)}` },
  openWorkBillNoWaybill: { en: () => 'no work bill opened: the visitor gave no waybill number', zh: () => '未创建工单：访客未提供运单号' },
  openWorkBillNoAgent: { en: () => 'no work bill opened: the chat has no agent yet', zh: () => '未创建工单：会话尚未分配坐席' },
};

const TEXTS: Record<string, Record<Lang, Render>> = {
  queued: {
    en: (p) => pair(p.message, 'en') || 'You are in the queue for a human agent',
    zh: (p) => pair(p.message, 'zh') || '正在为您转接人工客服，请稍候',
  },
  assigned: {
    en: (p) => (str(p.agent) ? `Agent ${str(p.agent)} is serving you` : 'An agent is serving you'),
    zh: (p) => (str(p.agent) ? `客服 ${str(p.agent)} 为您服务` : '客服为您服务'),
  },
  requeued: {
    en: () => 'Your agent went offline; you are first in line for the next one',
    zh: () => '客服已离线，正在为您优先转接',
  },
  transferred: {
    en: (p) => (between(p) ? `Chat transferred (${between(p)})` : 'Chat transferred'),
    zh: (p) => (between(p) ? `会话已转接（${between(p)}）` : '会话已转接'),
  },
  /** Ended for being idle (an agent's chat, or the robot's) says so: a visitor who comes back sees why. */
  closed: {
    en: (p) => (idleClose(p) ? (Number(p.minutes) ? `The session ended because there was no new message for ${str(p.minutes)} minutes` : 'The session ended because there was no new message for a while') : 'The session has ended'),
    zh: (p) => (idleClose(p) ? (Number(p.minutes) ? `${str(p.minutes)} 分钟内没有新消息，会话已自动结束` : '长时间没有新消息，会话已自动结束') : '会话已结束'),
  },
  /** Above the AI chat's conversation, copied into the session when the visitor asked for a human agent from it. */
  aiTranscript: {
    en: (p) => `Earlier conversation with the AI assistant${Number(p.count) ? ` (${str(p.count)} messages)` : ''}`,
    zh: (p) => `转人工前与智能助手的对话${Number(p.count) ? `（${str(p.count)} 条）` : ''}`,
  },
  evaluationInvited: {
    en: () => 'Please rate our service',
    zh: () => '请您对本次服务进行评价',
  },
  /** What an automation rule did (a staff-only line: stored as a note, never sent to the visitor). */
  automation: {
    en: (p) => `Automation "${str(p.rule)}": ${AUTOMATION_ACTS[str(p.act)]?.en(p) ?? str(p.act)}`,
    zh: (p) => `自动化规则「${str(p.rule)}」：${AUTOMATION_ACTS[str(p.act)]?.zh(p) ?? str(p.act)}`,
  },
};

/** Whether the code is one this table renders (else the stored text is shown). */
export const isSystemCode = (code: unknown): code is string => typeof code === 'string' && Object.hasOwn(TEXTS, code);

/** A system line in `lang`, from its code and parameters; an unknown code shows the stored text. */
export function systemText(m: { content: string; extra?: Params | null }, lang: Lang): string {
  const code = m.extra?.code;
  return isSystemCode(code) ? TEXTS[code][lang](m.extra ?? {}) : m.content;
}

/**
 * The preview a system line leaves on its session (`last_message_preview`): a marker no visitor types, then the
 * code. `previewText` renders it in the reader's language; any other preview is shown as it is.
 */
const PREVIEW_MARK = '\u0001';
export const systemPreview = (code: string) => `${PREVIEW_MARK}${code}`;
/**
 * Previews are read by staff only (the agent's session list, live supervision, earlier chats): a system line's
 * preview says what happened to the chat in staff's words, never the visitor-facing sentence ("An agent is
 * serving you").
 */
const STAFF_PREVIEWS: Record<string, Record<Lang, string>> = {
  queued: { en: 'Waiting in the queue', zh: '排队等待中' },
  assigned: { en: 'Chat assigned, no message yet', zh: '会话已分配，暂无消息' },
  requeued: { en: 'Back in the queue: the agent went offline', zh: '客服离线，已重新排队' },
  transferred: { en: 'Chat transferred', zh: '会话已转接' },
  closed: { en: 'Chat ended', zh: '会话已结束' },
  aiTranscript: { en: 'Came from the AI assistant', zh: '由智能助手转入' },
  evaluationInvited: { en: 'Rating requested', zh: '已邀请评价' },
  automation: { en: 'An automation rule acted', zh: '自动化规则已执行' },
};
export function previewText(preview: string, lang: Lang): string {
  if (!preview.startsWith(PREVIEW_MARK)) return preview;
  const code = preview.slice(1);
  return Object.hasOwn(STAFF_PREVIEWS, code) ? STAFF_PREVIEWS[code][lang] : systemText({ content: '', extra: { code } }, lang);
}
