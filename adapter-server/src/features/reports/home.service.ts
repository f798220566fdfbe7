import type { Executor } from '../../db/database';
import { countStatus } from '../agents/agent.repository';
import { statusChanges } from './agent-status.repository';
import { agentTimes } from './agent-time';
import { agentsNow, FIRST_RESPONSE_BUCKETS, firstResponseDistribution, liveSessions } from './home.repository';
import { periodReport } from './period-report.service';
import type { ReportFilter } from './report-filter';
import { addSums, emptySums, type MetricSums, toMetrics } from './session-metrics';
import { sumSessions } from './session-metrics.repository';
import { addDays, QUARTER_MS, type Zone } from './time-zone';

/** Today (or the last `days` days up to today) in the user's zone. */
export function todayFilter(zone: Zone, now: number, days = 1): ReportFilter {
  const endDate = zone.dateOf(now);
  const startDate = addDays(endDate, 1 - days);
  return { from: zone.startOf(startDate), to: zone.startOf(addDays(endDate, 1)), startDate, endDate, zone };
}

/** Today's figures, the live counts, and the last seven days for the stacked bars. */
export async function homeStatistics(db: Executor, zone: Zone, now = Date.now()) {
  const today = todayFilter(zone, now);
  const [totals, live, week] = await Promise.all([sumSessions(db, today), countStatus(db), periodReport(db, todayFilter(zone, now, 7), 'day')]);
  return {
    date: today.endDate,
    today: toMetrics(totals[0].sums),
    live,
    lastDays: week.map((d) => ({ date: d.period, robotOnly: d.robotOnly, converted: d.converted, abandoned: d.abandoned, offered: d.offered })),
  };
}

/** Today hour by hour (zero-filled up to the current hour) for the trend lines. */
export async function homeActivity(db: Executor, zone: Zone, now = Date.now()) {
  const today = todayFilter(zone, now);
  const hours: MetricSums[] = Array.from({ length: 24 }, emptySums);
  for (const row of await sumSessions(db, today, ['quarter'])) addSums(hours[zone.hourOf(Number(row.keys[0]) * QUARTER_MS)], row.sums);
  const current = zone.hourOf(now);
  return {
    date: today.endDate,
    hours: hours.slice(0, current + 1).map((s, hour) => {
      const m = toMetrics(s);
      return { hour, offered: m.offered, robotOnly: m.robotOnly, converted: m.converted, answered: m.answered, avgFirstResponseMs: m.avgFirstResponseMs };
    }),
  };
}

/** Every agent's current state with today's work. */
export async function homeAgentDetail(db: Executor, zone: Zone, now = Date.now()) {
  const today = todayFilter(zone, now);
  const [agents, sums, changes] = await Promise.all([agentsNow(db), sumSessions(db, today, ['agent']), statusChanges(db, today.from, today.to)]);
  const byAgent = new Map(sums.map((r) => [String(r.keys[0]), r.sums]));
  const times = agentTimes(changes, today.from, today.to, now);
  return agents.map((a) => {
    const m = toMetrics(byAgent.get(a.id) ?? emptySums());
    return {
      ...a,
      sessions: m.converted,
      answered: m.answered,
      avgFirstResponseMs: m.avgFirstResponseMs,
      evaluated: m.evaluated,
      satisfactionRate: m.satisfactionRate,
      onlineMs: times.get(a.id)?.onlineMs ?? 0,
    };
  });
}

/** The live monitor: sessions waiting or in service, and today's first-response distribution. */
export async function monitoringSessions(db: Executor, zone: Zone, now = Date.now()) {
  const [sessions, dist] = await Promise.all([liveSessions(db, 200), firstResponseDistribution(db, todayFilter(zone, now))]);
  return {
    now,
    sessions: sessions.map((s) => ({ ...s, waitingMs: s.status === 'queued' ? now - (s.queuedAt ?? s.createdAt) : null })),
    firstResponseDistribution: FIRST_RESPONSE_BUCKETS.map((b) => ({ bucket: b.key, count: dist[b.key] })),
  };
}
