/** The menu routes of the reports (sso/menus.ts): their holders may export, and follow their background exports. */
export const REPORT_ROUTES = [
  '/historySessionReport',
  '/agentKpiReport',
  '/sessionStatisticsReport',
  '/sessionDetailReport',
  '/sessionDayReport',
  '/sessionWeekReport',
  '/sessionMonthReport',
  '/satisfactionReport',
  '/contactReasonReport',
  '/suggestionReport',
  '/slaReport',
  '/OnlineDetailedList',
] as const;
