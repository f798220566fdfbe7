import './report-messages';
import type { Router } from 'express';
import type { AppContext } from '../../context';
import { agentKpiRoutes, breakdownRoutes, periodRoutes, satisfactionRoutes } from './aggregate-report.routes';
import { historySessionRoutes } from './history-session.routes';
import { homeRoutes, onlineDetailRoutes } from './live-report.routes';

/** Mounts every report call of API.md on the main API router (staff auth and the menu guard already ran). */
export function mountReportRoutes(main: Router, ctx: AppContext): void {
  main.use('/historySessionReport', historySessionRoutes(ctx));
  main.use('/agentKpiReport', agentKpiRoutes(ctx));
  main.use('/sessionStatisticsReport', breakdownRoutes(ctx, 'group'));
  main.use('/sessionDetailReport', breakdownRoutes(ctx, 'channel'));
  main.use('/sessionDayDetailReport', periodRoutes(ctx));
  main.use('/satisfactionReport', satisfactionRoutes(ctx));
  main.use('/onlineDetailedList', onlineDetailRoutes(ctx));
  const { home, monitoring } = homeRoutes(ctx);
  main.use('/home', home);
  main.use('/homeMonitoringController', monitoring);
}
