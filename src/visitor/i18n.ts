import { useCallback, useEffect, useState } from 'react';
import { cardsEn, cardsZh } from './cards/cardTexts';
import { SHELL_TEXTS } from '../common/visitorShell';
import { LOCALE_KEY, rememberLocale } from './boot';
import { skillsEn, skillsZh } from './skills/skillTexts';

export type Locale = 'en' | 'zh';

const en = {
  ...SHELL_TEXTS.en,
  placeholderRobot: 'Ask a question or type a waybill number',
  placeholderAgent: 'Type a message',
  send: 'Send',
  human: 'Human agent',
  hot: 'Popular questions',
  didYouMean: 'Did you mean:',
  useful: 'Useful',
  notUseful: 'Not useful',
  voted: 'Thanks for your feedback',
  queue: 'You are number {n} in the queue',
  queueWaiting: 'Connecting you to an agent…',
  assigned: 'Agent {name} is serving you',
  requeued: 'Your agent went offline; you are first in line for the next one',
  queued: 'You are in the queue. An agent will be with you shortly.',
  endChat: 'End chat',
  endChatConfirm: 'End this chat? The agent will no longer be able to reply.',
  endChatYes: 'End the chat',
  keepChatting: 'Keep chatting',
  leaveQueue: 'Leave the queue',
  waitMinutes: 'about {n} min wait',
  waitUnderMinute: 'under a minute wait',
  waitNoAgent: 'no agent free yet',
  voteFailed: 'Not sent, try again',
  evaluationInvited: 'Please rate our service',
  typing: 'The agent is typing…',
  revoked: 'This message was revoked',
  failed: 'Not sent. Tap to retry',
  tapToRetry: 'Tap to retry',
  sending: 'Sending…',
  image: 'Send an image',
  photo: 'Image',
  imageFailed: 'The image could not be sent',
  offline: 'Network disconnected, reconnecting…',
  online: 'Network connected',
  waybill: 'Waybill {no}',
  waybillNotFound: 'No waybill {no} was found. Please check the number.',
  noAnswer: 'Sorry, I could not find an answer. You can ask for a human agent.',
  noIntention: 'Please tell me what you need help with.',
  eta: 'Estimated delivery: {at}',
  fee: 'Fee ¥{fee}',
  robot: 'Robot',
  you: 'You',
  agent: 'Agent',
  rateRobot: 'How did the robot do?',
  thanks: 'Thank you!',
  loadFailed: 'The service is unavailable. Please try again later.',
  retry: 'Retry',
  evalSatisfaction: 'How satisfied are you?',
  evalReasons: 'What could we do better?',
  evalComment: 'Anything else? (optional)',
  evalSubmit: 'Submit',
  evalDone: 'Thank you for your evaluation!',
  evalAlready: 'You have already evaluated this chat. Thank you!',
  backToChat: 'Back to the chat',
  aiPlaceholder: 'Ask the AI assistant',
  aiThinking: 'Thinking…',
  status_created: 'Order created, waiting for pickup',
  status_collected: 'Collected',
  status_in_transit: 'In transit',
  status_delivering: 'Out for delivery',
  status_delivered: 'Delivered',
  status_exception: 'Held up, our staff are on it',
  read: 'Read',
  sendToAgent: 'Send to the agent',
  loadEarlier: 'Earlier messages',
  stars: '{n} stars',
  humanClosed: 'Human agents are off duty now; the robot is here to help.',
  ...cardsEn,
  ...skillsEn,
};

type MessageKey = keyof typeof en;

const zh: Record<MessageKey, string> = {
  ...SHELL_TEXTS.zh,
  placeholderRobot: '请输入您的问题或运单号',
  placeholderAgent: '请输入消息',
  send: '发送',
  human: '转人工',
  hot: '热门问题',
  didYouMean: '您是不是想问：',
  useful: '有用',
  notUseful: '没用',
  voted: '感谢您的反馈',
  queue: '您当前排在第 {n} 位',
  queueWaiting: '正在为您转接人工客服…',
  assigned: '客服 {name} 为您服务',
  requeued: '客服已离线，正在为您优先转接',
  queued: '正在为您转接人工客服，请稍候。',
  endChat: '结束会话',
  endChatConfirm: '确定结束本次会话吗？结束后客服将无法再回复您。',
  endChatYes: '确认结束',
  keepChatting: '继续咨询',
  leaveQueue: '退出排队',
  waitMinutes: '预计等待约 {n} 分钟',
  waitUnderMinute: '预计等待不到 1 分钟',
  waitNoAgent: '暂无空闲客服，已为您保留排队位置',
  voteFailed: '未发送，请重试',
  evaluationInvited: '请您对本次服务进行评价',
  typing: '对方正在输入…',
  revoked: '该消息已撤回',
  failed: '发送失败，点击重试',
  tapToRetry: '点击重试',
  sending: '发送中…',
  image: '发送图片',
  photo: '图片',
  imageFailed: '图片发送失败',
  offline: '网络已断开，正在重连…',
  online: '网络已连接',
  waybill: '运单 {no}',
  waybillNotFound: '未查询到运单 {no}，请核对单号。',
  noAnswer: '抱歉，暂时没有找到答案，您可以转人工客服。',
  noIntention: '请描述一下您需要咨询的问题。',
  eta: '预计送达：{at}',
  fee: '运费 ¥{fee}',
  robot: '智能客服',
  you: '我',
  agent: '客服',
  rateRobot: '您对机器人的服务满意吗？',
  thanks: '谢谢！',
  loadFailed: '服务暂时不可用，请稍后再试。',
  retry: '重试',
  evalSatisfaction: '您对本次服务满意吗？',
  evalReasons: '我们哪里可以做得更好？',
  evalComment: '其他意见（选填）',
  evalSubmit: '提交',
  evalDone: '感谢您的评价！',
  evalAlready: '您已评价过本次会话，谢谢！',
  backToChat: '返回会话',
  aiPlaceholder: '向智能助手提问',
  aiThinking: '思考中…',
  status_created: '已下单，等待揽收',
  status_collected: '已揽收',
  status_in_transit: '运输中',
  status_delivering: '派送中',
  status_delivered: '已签收',
  status_exception: '异常，工作人员正在处理',
  read: '已读',
  sendToAgent: '发送给客服',
  loadEarlier: '查看更早的消息',
  stars: '{n} 星',
  humanClosed: '人工客服当前不在服务时间，智能客服继续为您服务。',
  ...cardsZh,
  ...skillsZh,
};

/** Both languages, exported for the test that keeps their keys and placeholders in step. */
export const MESSAGES: Record<Locale, Record<MessageKey, string>> = { en, zh };

export function initialLocale(): Locale {
  const saved = typeof localStorage !== 'undefined' ? localStorage.getItem(LOCALE_KEY) : null;
  if (saved === 'en' || saved === 'zh') return saved;
  return typeof navigator !== 'undefined' && navigator.language.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function translator(locale: Locale): Translate {
  return (key, params) => MESSAGES[locale][key].replace(/\{(\w+)\}/g, (_, p: string) => String(params?.[p] ?? ''));
}

/** The page language: English or Simplified Chinese, switchable, remembered in localStorage `ccim_locale`. */
export function useLocale(): { locale: Locale; t: Translate; toggle(): void } {
  const [locale, setLocale] = useState<Locale>(initialLocale);
  useEffect(() => {
    void rememberLocale(locale);
    document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
  }, [locale]);
  const toggle = useCallback(() => setLocale((l) => (l === 'zh' ? 'en' : 'zh')), []);
  return { locale, t: translator(locale), toggle };
}

/** Picks the visitor's language from a server-provided `{en, zh}` pair. */
export const pick = (locale: Locale, text: { en: string; zh: string } | undefined): string => (text ? text[locale] : '');
