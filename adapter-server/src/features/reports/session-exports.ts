import type { DB } from '../../db/database';
import type { ExportKind } from '../exports/export-kinds';
import type { Lang } from '../../../../src/common/reportLabels';
import { sessionBatches } from './history-session.service';
import { labelFilterKey, type ReportBody, toFilter } from './report-filter';
import { countSessions, type SessionQuery } from './session-list.repository';

/** The body of the session lists and their exports. */
export type SessionListBody = ReportBody & { keyword?: string; satisfaction?: number; reasonId?: string; label?: string };

/** The history's filters: human chats (1) or robot-only ones (0), the keyword, the score, the reason and the label. */
export const historyQueryOf = (b: SessionListBody, converted: 0 | 1): SessionQuery => ({ converted, keyword: b.keyword, satisfaction: b.satisfaction, reasonId: b.reasonId, labelKey: labelFilterKey(b.label) });
/** The drill-downs of the group and channel breakdowns: every chat of the row, by keyword and score. */
const drillDownQueryOf = (b: SessionListBody): SessionQuery => ({ keyword: b.keyword, satisfaction: b.satisfaction });

function sessionExport(path: string, sheet: 'history' | 'robot' | 'sessions', query: (b: SessionListBody) => SessionQuery): ExportKind<SessionListBody> {
  return {
    access: [`/${path.split('/')[1]}`],
    path,
    count: async (db: DB, body) => Number((await countSessions(db, toFilter(body), query(body))).n),
    spec: (db: DB, body, lang: Lang) => {
      const f = toFilter(body);
      return { sheet, columns: sheet === 'robot' ? 'robot' : 'history', lang, zone: f.zone, suffix: `${body.startDate}_${body.endDate}`, rows: sessionBatches(db, f, query(body)) };
    },
  };
}

/**
 * The exports that list sessions, one row each: the ones that can outgrow an answer and run as background jobs
 * (the job records the key). Every export that may run in the background is here.
 */
export const SESSION_EXPORTS = {
  history: sessionExport('/historySessionReport/export', 'history', (b) => historyQueryOf(b, 1)),
  robot: sessionExport('/historySessionReport/exportRobot', 'robot', (b) => historyQueryOf(b, 0)),
  groupSessions: sessionExport('/sessionStatisticsReport/exportDetails', 'sessions', drillDownQueryOf),
  channelSessions: sessionExport('/sessionDetailReport/exportDetails', 'sessions', drillDownQueryOf),
} satisfies Record<string, ExportKind<SessionListBody>>;

