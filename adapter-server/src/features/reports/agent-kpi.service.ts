import type { Executor } from '../../db/database';
import { statusChanges } from './agent-status.repository';
import { agentTimes } from './agent-time';
import { type Paging, pageOf, type Page, type ReportFilter, sortRows } from './report-filter';
import { emptySums, type SessionMetrics, toMetrics } from './session-metrics';
import { namesOf, sumSessions } from './session-metrics.repository';

export interface AgentKpiRow extends SessionMetrics {
  agentId: string;
  agentName: string;
  username: string;
  onlineMs: number;
  readyMs: number;
  busyMs: number;
}

export const AGENT_KPI_SORT = [
  'agentName', 'converted', 'answered', 'avgFirstResponseMs', 'avgResponseMs', 'avgDurationMs', 'inSessionMs', 'agentMsgs',
  'transfers', 'evaluated', 'avgSatisfaction', 'satisfactionRate', 'onlineMs', 'readyMs', 'busyMs',
] as const;

/**
 * One row per agent who served a session or was online in the range: session measures from the session facts,
 * online/ready/busy time from the status history, in-session time from the sessions' durations.
 */
export async function agentKpiRows(db: Executor, f: ReportFilter, now = Date.now()): Promise<AgentKpiRow[]> {
  const [sums, changes, names] = await Promise.all([
    sumSessions(db, f, ['agent']),
    statusChanges(db, f.from, f.to, f.agentId),
    namesOf(db),
  ]);
  const times = agentTimes(changes, f.from, f.to, now);
  const byAgent = new Map(sums.filter((r) => r.keys[0] !== null).map((r) => [String(r.keys[0]), r.sums]));
  // Session filters other than the agent (group, channel, org type) narrow to agents who served such sessions.
  const sessionScoped = !!(f.skillGroupId || f.channel !== undefined || f.orgType);
  const ids = new Set([...byAgent.keys(), ...(sessionScoped ? [] : [...times.keys()])]);
  const rows: AgentKpiRow[] = [];
  for (const id of ids) {
    const a = names.agents.get(id);
    const t = times.get(id) ?? { onlineMs: 0, readyMs: 0, busyMs: 0 };
    rows.push({ agentId: id, agentName: a?.nickname ?? id, username: a?.username ?? '', ...toMetrics(byAgent.get(id) ?? emptySums()), ...t });
  }
  return rows.sort((x, y) => x.username.localeCompare(y.username));
}

export async function agentKpiPage(db: Executor, f: ReportFilter, p: Paging): Promise<Page<AgentKpiRow>> {
  return pageOf(sortRows(await agentKpiRows(db, f), p), p);
}
