import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';

/** The minimal agent view's texts in English and Simplified Chinese; the shell's language picks one. */
const en = {
  sessions: 'Sessions',
  noSessions: 'No visitors yet. Switch your availability on in the header to receive visitors.',
  noAgent: 'Signing in to the workbench…',
  pick: 'Pick a session on the left',
  placeholder: 'Type a reply, Enter to send',
  send: 'Send',
  end: 'End session',
  invite: 'Invite evaluation',
  invited: 'Evaluation invited',
  evaluated: 'Evaluated',
  closed: 'Ended',
  active: 'In service',
  queued: 'Back in queue',
  visitor: 'Visitor',
  agent: 'Me',
  robot: 'Robot',
  revoked: 'Revoked',
  revoke: 'Revoke',
  typing: 'Visitor is typing…',
  failed: 'Not sent: {msg}',
  image: 'Image',
  messages: 'Messages',
  sending: 'Sending…',
  sent: 'Sent',
  read: 'Read',
  notSent: 'Not sent',
  retry: 'Retry',
  loading: 'Loading messages…',
  loadFailed: 'Could not load the messages.',
  noMessages: 'No messages yet.',
  loadingOlder: 'Loading earlier messages…',
  olderFailed: 'Could not load earlier messages.',
  historyStart: 'Beginning of the conversation',
  newMessages: 'New messages',
};
type Key = keyof typeof en;
const zh: Record<Key, string> = {
  sessions: '会话',
  noSessions: '暂无访客。请在顶部打开在线开关以接待访客。',
  noAgent: '正在登录工作台…',
  pick: '请在左侧选择会话',
  placeholder: '输入回复，回车发送',
  send: '发送',
  end: '结束会话',
  invite: '邀请评价',
  invited: '已邀请评价',
  evaluated: '已评价',
  closed: '已结束',
  active: '服务中',
  queued: '已转回队列',
  visitor: '访客',
  agent: '我',
  robot: '机器人',
  revoked: '已撤回',
  revoke: '撤回',
  typing: '访客正在输入…',
  failed: '发送失败：{msg}',
  image: '图片',
  messages: '消息',
  sending: '发送中…',
  sent: '已发送',
  read: '已读',
  notSent: '发送失败',
  retry: '重试',
  loading: '正在加载消息…',
  loadFailed: '消息加载失败。',
  noMessages: '暂无消息。',
  loadingOlder: '正在加载更早的消息…',
  olderFailed: '更早的消息加载失败。',
  historyStart: '已到会话开头',
  newMessages: '有新消息',
};

export type WorkbenchT = (key: Key, params?: Record<string, string>) => string;

export function useWorkbenchText(): WorkbenchT {
  const [locale] = useLocaleState();
  const dict = locale === 'zh' ? zh : en;
  // Stable per language, so lists given `t` can skip re-rendering when nothing else changed.
  return useCallback<WorkbenchT>((key, params) => dict[key].replace(/\{(\w+)\}/g, (_, p: string) => params?.[p] ?? ''), [dict]);
}
