import { browserZone } from '../common/filters';
import { useReportQuery } from '../common/useReportQuery';

/** The dashboard refreshes itself every 15 s (the counts in the header are live through the socket). */
const HOME_POLL_MS = 15_000;

interface Metrics {
  offered: number;
  robotOnly: number;
  converted: number;
  conversionRate: number;
  queued: number;
  abandoned: number;
  answered: number;
  avgQueueWaitMs: number | null;
  avgFirstResponseMs: number | null;
  avgDurationMs: number | null;
  evaluated: number;
  satisfactionRate: number;
}
export interface Statistics {
  date: string;
  today: Metrics;
  live: { queueCount: number; readyCount: number; inSessionCount: number; busyCount: number };
  lastDays: { date: string; robotOnly: number; converted: number; abandoned: number; offered: number }[];
}
export interface Activity {
  hours: { hour: number; offered: number; robotOnly: number; converted: number; answered: number }[];
}
export interface AgentNow {
  id: string;
  nickname: string;
  username: string;
  status: number;
  currentUsers: number;
  maxUsers: number;
  sessions: number;
  answered: number;
  avgFirstResponseMs: number | null;
  satisfactionRate: number;
  onlineMs: number;
}
export interface Monitor {
  now: number;
  sessions: { id: string; visitorName: string; channel: number; status: string; agentName: string | null; createdAt: number; waitingMs: number | null }[];
  firstResponseDistribution: { bucket: string; count: number }[];
}

export function useHomeData() {
  const body = { tz: browserZone() };
  return {
    statistics: useReportQuery<Statistics>('home/statistics', body, HOME_POLL_MS),
    activity: useReportQuery<Activity>('home/activity', body, HOME_POLL_MS),
    agents: useReportQuery<AgentNow[]>('home/homeAgentDetail', body, HOME_POLL_MS),
    monitor: useReportQuery<Monitor>('homeMonitoringController/sessionDetail', body, HOME_POLL_MS),
  };
}
