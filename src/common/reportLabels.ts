/**
 * Column headers, sheet titles and value names of the reports in English and Simplified Chinese. Shared by the
 * screens (through the reports message file) and the server's xlsx exports, so a header reads the same on
 * screen and in the file.
 */
import type { Lang } from './lang';

export type { Lang };
type Text = { en: string; zh: string };

export const COLUMN_LABELS = {
  id: { en: 'Session ID', zh: '会话ID' },
  visitorName: { en: 'Visitor', zh: '访客' },
  channel: { en: 'Channel', zh: '渠道' },
  orgType: { en: 'Business', zh: '业务类型' },
  skillGroupName: { en: 'Skill group', zh: '技能组' },
  agentName: { en: 'Agent', zh: '客服' },
  username: { en: 'Employee code', zh: '工号' },
  status: { en: 'Status', zh: '状态' },
  createdAt: { en: 'Started', zh: '开始时间' },
  assignedAt: { en: 'Assigned', zh: '接入时间' },
  closedAt: { en: 'Ended', zh: '结束时间' },
  closeReason: { en: 'Ended by', zh: '结束原因' },
  reasons: { en: 'Contact reasons', zh: '咨询原因' },
  queueWaitMs: { en: 'Queue wait', zh: '排队时长' },
  firstResponseMs: { en: 'First response', zh: '首次响应时长' },
  durationMs: { en: 'Duration', zh: '会话时长' },
  transferCount: { en: 'Transfers', zh: '转接次数' },
  visitorMsgCount: { en: 'Visitor messages', zh: '访客消息数' },
  agentMsgCount: { en: 'Agent messages', zh: '客服消息数' },
  robotMsgCount: { en: 'Robot messages', zh: '机器人消息数' },
  satisfaction: { en: 'Satisfaction', zh: '满意度' },
  period: { en: 'Period', zh: '时间' },
  offered: { en: 'Sessions', zh: '会话总数' },
  robotOnly: { en: 'Robot only', zh: '机器人独立接待' },
  converted: { en: 'To human', zh: '转人工' },
  conversionRate: { en: 'To-human rate', zh: '转人工率' },
  queued: { en: 'Queued', zh: '排队数' },
  abandoned: { en: 'Abandoned in queue', zh: '排队放弃数' },
  abandonRate: { en: 'Abandon rate', zh: '排队放弃率' },
  answered: { en: 'Answered', zh: '已应答' },
  answerRate: { en: 'Answer rate', zh: '应答率' },
  avgQueueWaitMs: { en: 'Avg queue wait', zh: '平均排队时长' },
  maxQueueWaitMs: { en: 'Longest queue wait', zh: '最长排队时长' },
  avgFirstResponseMs: { en: 'Avg first response', zh: '平均首次响应' },
  maxFirstResponseMs: { en: 'Longest first response', zh: '最长首次响应' },
  avgResponseMs: { en: 'Avg response', zh: '平均响应时长' },
  avgDurationMs: { en: 'Avg duration', zh: '平均会话时长' },
  inSessionMs: { en: 'In-session time', zh: '会话总时长' },
  visitorMsgs: { en: 'Visitor messages', zh: '访客消息数' },
  agentMsgs: { en: 'Agent messages', zh: '客服消息数' },
  robotMsgs: { en: 'Robot messages', zh: '机器人消息数' },
  transfers: { en: 'Transfers', zh: '转接次数' },
  invited: { en: 'Evaluations invited', zh: '邀评数' },
  evaluated: { en: 'Evaluations received', zh: '参评数' },
  evaluationRate: { en: 'Evaluation rate', zh: '参评率' },
  avgSatisfaction: { en: 'Avg score', zh: '平均分' },
  satisfactionRate: { en: 'Satisfied rate', zh: '满意率' },
  onlineMs: { en: 'Online time', zh: '在线时长' },
  readyMs: { en: 'Ready time', zh: '就绪时长' },
  busyMs: { en: 'Busy time', zh: '忙碌时长' },
  startAt: { en: 'From', zh: '开始时间' },
  endAt: { en: 'To', zh: '结束时间' },
  seq: { en: 'No.', zh: '序号' },
  author: { en: 'From', zh: '发送方' },
  content: { en: 'Message', zh: '消息内容' },
  sentAt: { en: 'Sent', zh: '发送时间' },
  sessionId: { en: 'Session ID', zh: '会话ID' },
  score1: { en: '1 star', zh: '1星' },
  score2: { en: '2 stars', zh: '2星' },
  score3: { en: '3 stars', zh: '3星' },
  score4: { en: '4 stars', zh: '4星' },
  score5: { en: '5 stars', zh: '5星' },
  reasonName: { en: 'Contact reason', zh: '咨询原因' },
  subReasonName: { en: 'Sub-reason', zh: '子原因' },
  chats: { en: 'Chats', zh: '会话数' },
  share: { en: 'Share of chats', zh: '会话占比' },
} satisfies Record<string, Text>;
export type ColumnKey = keyof typeof COLUMN_LABELS;

export const SHEET_TITLES = {
  history: { en: 'History sessions', zh: '历史会话' },
  robot: { en: 'Robot sessions', zh: '机器人会话' },
  transcript: { en: 'Transcripts', zh: '聊天记录' },
  agentKpi: { en: 'Agent KPI', zh: '客服绩效' },
  groupStatistics: { en: 'Session statistics', zh: '会话统计' },
  channelDetail: { en: 'Session details', zh: '会话明细' },
  sessions: { en: 'Sessions', zh: '会话列表' },
  day: { en: 'Daily report', zh: '会话日报' },
  week: { en: 'Weekly report', zh: '会话周报' },
  month: { en: 'Monthly report', zh: '会话月报' },
  onlineDetail: { en: 'Agent online details', zh: '客服在线明细' },
  satisfaction: { en: 'Satisfaction', zh: '满意度报表' },
  contactReason: { en: 'Contact reasons', zh: '咨询原因报表' },
} satisfies Record<string, Text>;
export type SheetKey = keyof typeof SHEET_TITLES;

export const VALUE_LABELS: Record<string, Record<string, Text>> = {
  channel: {
    100: { en: 'Online service', zh: '在线客服' },
    200: { en: 'Shopping platform', zh: '商城平台' },
    300: { en: 'Hotline', zh: '热线' },
    400: { en: 'Shop platform', zh: '店铺平台' },
  },
  orgType: { kd: { en: 'Express', zh: '快递' }, ky: { en: 'Freight', zh: '快运' } },
  agentStatus: { 1: { en: 'Offline', zh: '离线' }, 2: { en: 'Busy', zh: '忙碌' }, 3: { en: 'Ready', zh: '就绪' } },
  /** The per-group statistics' row of the sessions the robot closed before any skill group took them. */
  skillGroup: { none: { en: 'No skill group (robot only)', zh: '无技能组（机器人接待）' } },
  sessionStatus: {
    robot: { en: 'With robot', zh: '机器人接待' },
    queued: { en: 'Queued', zh: '排队中' },
    active: { en: 'In service', zh: '服务中' },
    closed: { en: 'Closed', zh: '已结束' },
  },
  closeReason: {
    agent: { en: 'Agent', zh: '客服结束' },
    visitor: { en: 'Visitor', zh: '访客结束' },
    idle: { en: 'Idle', zh: '超时无响应' },
    abandoned: { en: 'Left the queue', zh: '排队放弃' },
    robot: { en: 'Robot', zh: '机器人结束' },
    timeout: { en: 'Timed out', zh: '超时结束' },
  },
  /** A chat without a contact reason (the visitor or the idle timeout ended it, or the agent set none). */
  reasons: { none: { en: 'None given', zh: '未填写' }, all: { en: 'All chats', zh: '全部会话' } },
  author: { 0: { en: 'System', zh: '系统' }, 1: { en: 'Agent', zh: '客服' }, 2: { en: 'Visitor', zh: '访客' }, 3: { en: 'Robot', zh: '机器人' } },
};
