/** What `slaReport/list` answers (issue 36): the server builds it, the SLA report screen reads it. */

/** How the chats are grouped: by the day they ended (the user's zone), skill group, agent or priority. */
export type SlaGroupBy = 'day' | 'skillGroup' | 'agent' | 'priority';
export const SLA_GROUPINGS: readonly SlaGroupBy[] = ['day', 'skillGroup', 'agent', 'priority'];

/** The clocks of a set of ended chats held to a policy. Shares are of the clocks judged (met + breached). */
export interface SlaFigures {
  chats: number;
  firstResponseMet: number;
  firstResponseBreached: number;
  /** Percent, two decimals; null when no first response was judged. */
  firstResponseMetShare: number | null;
  resolutionMet: number;
  resolutionBreached: number;
  resolutionMetShare: number | null;
  /** Working time to the first response as the clock counted it (nearest rank); null when none was given. */
  medianFirstResponseMs: number | null;
  p90FirstResponseMs: number | null;
}

/**
 * One group. `key`: the date (YYYY-MM-DD), skill group id, agent id (`none`: ended before an agent took it) or the
 * priority (0 normal, 1 high, 2 urgent); the first column's field is named after the grouping (`period`,
 * `skillGroupName`, `agentName`, `priority`), as the table and the export read it.
 */
export type SlaRow = SlaFigures & { key: string; period?: string; skillGroupName?: string; agentName?: string; priority?: number };

export interface SlaReport {
  groupBy: SlaGroupBy;
  summary: SlaFigures;
  records: SlaRow[];
  total: number;
}

/** The column set of each grouping (common/reportColumns.ts), the screen's and the export's. */
export const SLA_COLUMN_SET = { day: 'slaDay', skillGroup: 'slaSkillGroup', agent: 'slaAgent', priority: 'slaPriority' } as const;
