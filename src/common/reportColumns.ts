import { type ChosenReason, reasonName } from './contactReasons';
import { formatPercent } from './percent';
import { type ColumnKey, COLUMN_LABELS, type Lang, VALUE_LABELS } from './reportLabels';

/** How a column's value is shown: the screens and the xlsx exports format it the same way. */
type ColumnKind = 'text' | 'int' | 'ms' | 'percent' | 'datetime' | 'score' | 'reasonList' | 'labelList' | keyof typeof VALUE_LABELS;
export interface ReportColumn {
  key: ColumnKey;
  kind: ColumnKind;
  /** A rate's whole: the screens show "—" for a row where it is 0. */
  of?: ColumnKey;
}

const c = (key: ColumnKey, kind: ColumnKind): ReportColumn => ({ key, kind });
const SATISFIED_RATE: ReportColumn = { key: 'satisfactionRate', kind: 'percent', of: 'evaluated' };

const METRICS: ReportColumn[] = [
  c('offered', 'int'), c('robotOnly', 'int'), c('converted', 'int'), c('conversionRate', 'percent'), c('queued', 'int'),
  c('abandoned', 'int'), c('abandonRate', 'percent'), c('answered', 'int'), c('answerRate', 'percent'),
  c('avgQueueWaitMs', 'ms'), c('maxQueueWaitMs', 'ms'), c('avgFirstResponseMs', 'ms'), c('avgResponseMs', 'ms'),
  c('avgDurationMs', 'ms'), c('visitorMsgs', 'int'), c('agentMsgs', 'int'), c('robotMsgs', 'int'), c('transfers', 'int'),
  c('invited', 'int'), c('evaluated', 'int'), c('evaluationRate', 'percent'), c('avgSatisfaction', 'score'),
  SATISFIED_RATE,
];

const SLA_FIGURES: ReportColumn[] = [
  c('chats', 'int'), c('firstResponseMet', 'int'), c('firstResponseBreached', 'int'), c('firstResponseMetShare', 'percent'),
  c('resolutionMet', 'int'), c('resolutionBreached', 'int'), c('resolutionMetShare', 'percent'), c('medianFirstResponseMs', 'ms'),
  c('p90FirstResponseMs', 'ms'),
];

/** The column sets of every report table (screen and export alike). */
export const REPORT_COLUMNS = {
  history: [
    c('id', 'text'), c('visitorName', 'text'), c('channel', 'channel'), c('orgType', 'orgType'), c('skillGroupName', 'text'),
    c('agentName', 'text'), c('createdAt', 'datetime'), c('closedAt', 'datetime'), c('closeReason', 'closeReason'),
    c('reasons', 'reasonList'), c('labels', 'labelList'), c('queueWaitMs', 'ms'), c('firstResponseMs', 'ms'), c('durationMs', 'ms'), c('transferCount', 'int'),
    c('visitorMsgCount', 'int'), c('agentMsgCount', 'int'), c('satisfaction', 'score'),
  ],
  robot: [
    c('id', 'text'), c('visitorName', 'text'), c('channel', 'channel'), c('orgType', 'orgType'), c('createdAt', 'datetime'),
    c('closedAt', 'datetime'), c('closeReason', 'closeReason'), c('visitorMsgCount', 'int'), c('robotMsgCount', 'int'),
  ],
  transcript: [c('sessionId', 'text'), c('seq', 'int'), c('author', 'author'), c('sentAt', 'datetime'), c('content', 'text')],
  agentKpi: [
    c('agentName', 'text'), c('username', 'text'), c('converted', 'int'), c('answered', 'int'), c('avgFirstResponseMs', 'ms'),
    c('avgResponseMs', 'ms'), c('avgDurationMs', 'ms'), c('inSessionMs', 'ms'), c('agentMsgs', 'int'), c('transfers', 'int'),
    c('invited', 'int'), c('evaluated', 'int'), c('avgSatisfaction', 'score'), SATISFIED_RATE,
    c('onlineMs', 'ms'), c('readyMs', 'ms'), c('busyMs', 'ms'),
  ],
  groupStatistics: [c('skillGroupName', 'text'), ...METRICS],
  channelDetail: [c('channel', 'channel'), c('orgType', 'orgType'), ...METRICS],
  period: [c('period', 'text'), ...METRICS],
  satisfaction: [
    c('agentName', 'text'), c('invited', 'int'), c('evaluated', 'int'), c('evaluationRate', 'percent'), c('avgSatisfaction', 'score'),
    SATISFIED_RATE, c('score5', 'int'), c('score4', 'int'), c('score3', 'int'), c('score2', 'int'), c('score1', 'int'),
  ],
  /** The contact reason report's export: per period, each reason (a sub-reason under its parent) and the chats. */
  contactReason: [c('period', 'text'), c('reasonName', 'text'), c('subReasonName', 'text'), c('chats', 'int'), c('share', 'percent')],
  /** The SLA report's groups (screen and export), one set per grouping: only the first column differs. */
  slaDay: [c('period', 'text'), ...SLA_FIGURES],
  slaSkillGroup: [c('skillGroupName', 'text'), ...SLA_FIGURES],
  slaAgent: [c('agentName', 'text'), ...SLA_FIGURES],
  slaPriority: [c('priority', 'priority'), ...SLA_FIGURES],
  /** The suggested replies report's agents (screen and export). */
  suggestion: [
    c('agentName', 'text'), c('replies', 'int'), c('fromSuggestion', 'int'), { key: 'replyShare', kind: 'percent', of: 'replies' }, c('qa', 'int'),
    c('quickReply', 'int'), c('waybill', 'int'), c('edited', 'int'), c('ignored', 'int'), { key: 'takeUp', kind: 'percent', of: 'offered' },
  ],
  onlineDetail: [
    c('agentName', 'text'), c('username', 'text'), c('status', 'agentStatus'), c('startAt', 'datetime'), c('endAt', 'datetime'),
    c('durationMs', 'ms'),
  ],
} satisfies Record<string, ReportColumn[]>;
export type ColumnSet = keyof typeof REPORT_COLUMNS;

export const columnLabel = (key: ColumnKey, lang: Lang): string => COLUMN_LABELS[key][lang];

/** "1h 02m 05s" / "1小时02分05秒"; under a minute "45s" / "45秒". */
export function formatDuration(ms: number | null | undefined, lang: Lang): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '-';
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const p = (n: number) => String(n).padStart(2, '0');
  const [uh, um, us] = lang === 'zh' ? ['小时', '分', '秒'] : ['h ', 'm ', 's'];
  if (h > 0) return `${h}${uh}${p(m)}${um}${p(s)}${us}`;
  if (m > 0) return `${m}${um}${p(s)}${us}`;
  return `${s}${us}`;
}

/** A chat's contact reasons in the reader's language, each as "Parent > Child"; none: "None given". */
export function formatReasons(value: unknown, lang: Lang): string {
  const list = Array.isArray(value) ? (value as ChosenReason[]) : [];
  return list.length ? list.map((r) => reasonName(r, lang)).join('; ') : VALUE_LABELS.reasons.none[lang];
}

/** A cell as text or number; `datetime` formats an instant in the user's zone. */
export function formatValue(kind: ColumnKind, value: unknown, lang: Lang, datetime: (ms: number) => string): string | number {
  if (kind === 'reasonList') return formatReasons(value, lang);
  // A chat's free labels, as they were written; none: an empty cell.
  if (kind === 'labelList') return Array.isArray(value) ? value.map(String).join('; ') : '';
  if (value === null || value === undefined || value === '') return kind === 'int' ? 0 : '';
  switch (kind) {
    case 'int':
      return Number(value);
    case 'ms':
      return formatDuration(Number(value), lang);
    case 'percent':
      return formatPercent(Number(value));
    case 'datetime':
      return datetime(Number(value));
    case 'score':
      return Number(value);
    case 'text':
      return String(value);
    default:
      return VALUE_LABELS[kind]?.[String(value)]?.[lang] ?? String(value);
  }
}
