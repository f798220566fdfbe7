/**
 * Which menu routes grant a main-API controller. A staff call is allowed when the caller's menu holds at
 * least one of them; 'staff' means any signed-in staff user. The menu is enforced here, on the server, not
 * only hidden in the browser. Schema-driven resources add their own lines through `grantController`.
 */
const WORKBENCH = ['/workbench', '/workbench/workbill', '/workbench/workbill-detail', '/workbench/index copy', '/workbench/index copy 2'];
const REPORTS = [
  '/historySessionReport',
  '/agentKpiReport',
  '/sessionStatisticsReport',
  '/sessionDetailReport',
  '/sessionDayReport',
  '/sessionWeekReport',
  '/sessionMonthReport',
  '/satisfactionReport',
  '/OnlineDetailedList',
];

const ACCESS = new Map<string, readonly string[] | 'staff'>([
  ['agentLogin', 'staff'],
  ['workbench', WORKBENCH],
  ['waybill', WORKBENCH],
  ['workBill', WORKBENCH],
  ['orgInfo', WORKBENCH],
  ['baseoss', WORKBENCH],
  ['dictData', WORKBENCH],
  ['agentMgt', ['/agentMgt']],
  ['agent', ['/agentMgt', '/skillGroupAgentMgt', ...REPORTS, '/']],
  ['historySessionReport', ['/historySessionReport']],
  ['agentKpiReport', ['/agentKpiReport']],
  ['sessionStatisticsReport', ['/sessionStatisticsReport']],
  ['sessionDetailReport', ['/sessionDetailReport']],
  ['sessionDayDetailReport', ['/sessionDayReport', '/sessionWeekReport', '/sessionMonthReport']],
  ['satisfactionReport', ['/satisfactionReport']],
  ['onlineDetailedList', ['/OnlineDetailedList']],
  ['home', ['/']],
  ['homeMonitoringController', ['/']],
  ['sessionServiceConfig', ['/sessionServiceConfig']],
  ['robotQaMgt', ['/robotQaMgt']],
  ['robotLinkMgt', ['/robotLinkMgt']],
  ['skillGroupLinkMgt', ['/skillGroupLinkMgt']],
  ['skillGroupAgentMgt', ['/skillGroupAgentMgt', '/skillGroupLinkMgt']],
  ['robotNoAnswerMgt', ['/robotNoAnswerMgt']],
  ['robotNoIntention', ['/robotNoIntention']],
  ['robotSatisfaction', ['/robotSatisfaction']],
  ['blacklistMgt', ['/blacklistMgt']],
  ['sensitiveWordsMgt', ['/sensitiveWordsMgt']],
  ['quickReplyMgt', ['/quickReplyMgt', '/quickReplyMgtPerson']],
  ['quickReplyTypeMgt', ['/quickReplyMgt', '/quickReplyMgtPerson']],
  ['noticeMgt', ['/noticeMgt', '/noticeMgt/addOrEditor']],
]);

export function grantController(controller: string, routes: readonly string[] | 'staff'): void {
  ACCESS.set(controller, routes);
}

export const accessOf = (controller: string) => ACCESS.get(controller);
