import { useRealtime } from '../../../dataProvider/realtime/RealtimeProvider';
import { browserZone } from '../common/filters';
import { useReportQuery } from '../common/useReportQuery';
import { usePushedRefresh } from './usePushedRefresh';

/** Without the socket the dashboard falls back to reading its figures every 15 s. */
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
  evaluated: number;
  satisfactionRate: number;
  onlineMs: number;
}
export interface Monitor {
  now: number;
  sessions: { id: string; visitorName: string; channel: number; status: string; agentName: string | null; createdAt: number; waitingMs: number | null }[];
  firstResponseDistribution: { bucket: string; count: number }[];
}

/**
 * The dashboard's four reads. While the header's socket is live they are refreshed when its counts are pushed,
 * never on a timer; while it is down they are read every 15 s. `live` says which.
 */
export function useHomeData() {
  const body = { tz: browserZone() };
  const { connected } = useRealtime();
  const pushed = usePushedRefresh();
  const poll = connected ? undefined : HOME_POLL_MS;
  return {
    live: connected,
    statistics: useReportQuery<Statistics>('home/statistics', body, poll, pushed),
    activity: useReportQuery<Activity>('home/activity', body, poll, pushed),
    agents: useReportQuery<AgentNow[]>('home/homeAgentDetail', body, poll, pushed),
    monitor: useReportQuery<Monitor>('homeMonitoringController/sessionDetail', body, poll, pushed),
  };
}
