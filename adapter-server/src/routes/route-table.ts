import type { RequestHandler } from 'express';
import type { RouteSpec } from '../http/routes';
import type { AppContext } from '../context';
import { agentLoginRoutes } from '../features/agents/agent-login.routes';
import type { ConversationLoop } from '../features/conversations/conversation-loop';
import { visitorCallLimits } from '../features/conversations/visitor-call-limits';
import type { RobotIndexes } from '../features/robot/robot-indexes';
import { openChannelRoutes } from '../features/openChannel/open-channel.routes';
import { uploadsRoute } from '../features/openChannel/upload-access';
import { agentKpiRoutes, breakdownRoutes, periodRoutes, satisfactionRoutes } from '../features/reports/aggregate-report.routes';
import { contactReasonReportRoutes } from '../features/reports/contact-reason-report.routes';
import { suggestionReportRoutes } from '../features/reports/suggestion-report.routes';
import { slaReportRoutes } from '../features/reports/sla-report.routes';
import { historySessionRoutes } from '../features/reports/history-session.routes';
import { SESSION_EXPORTS } from '../features/reports/session-exports';
import { exportJobRoutes } from '../features/exports/export-jobs.routes';
import { homeRoutes, onlineDetailRoutes } from '../features/reports/live-report.routes';
import '../features/reports/report-messages';
import { aiChatRoutes } from '../features/robot/ai-chat.routes';
import { aicsRoutes } from '../features/robot/aics.routes';
import { qaRoutes } from '../features/robot/qa.routes';
import { robotOrderRoutes } from '../features/robot/robot-orders.routes';
import { robotRoutes } from '../features/robot/robot.routes';
import { createWaybillDesk } from '../features/waybill/waybill-desk.factory';
import { checkWaybillTypeRoutes, orgInfoRoutes, waybillRoutes } from '../features/waybill/waybill.routes';
import { dictDataRoutes } from '../features/workBill/dict.routes';
import { filesystemRoutes } from '../features/workBill/files.routes';
import '../features/workBill/messages';
import { workBillRecordRoutes } from '../features/workBill/work-bill-records.routes';
import { workBillRoutes } from '../features/workBill/work-bill.routes';
import { blockRoutes } from '../features/workbench/block.routes';
import { legacyImageRoutes } from '../features/workbench/legacy-image.routes';
import { quickReplyRoutes } from '../features/workbench/quick-reply.routes';
import { suggestReplyRoutes } from '../features/workbench/suggest-replies.routes';
import { transferRoutes } from '../features/workbench/transfer.routes';
import { supervisionRoutes } from '../features/supervision/supervision.routes';
import { SUPERVISION_ROUTE } from '../../../src/common/supervision';
import { REPORT_ROUTES } from '../../../src/common/reportRoutes';
import { visitorInfoRoutes } from '../features/workbench/visitor-info.routes';
import { customerRoutes } from '../features/workbench/customer.routes';
import { sessionReasonRoutes } from '../features/contactReasons/session-reason.routes';
import { sessionLabelRoutes } from '../features/contactReasons/session-label.routes';
import { workbenchRoutes } from '../features/workbench/workbench.routes';
import type { Role } from '../sso/menus';
import type { Access } from '../sso/staff-auth';
import { crudRoutes } from '../schema/crud.router';
import { loadSchema } from '../schema/load';
import { ssoRoutes } from '../sso/sso.routes';
import { management } from './management';
import { robotLearningHandlers } from '../features/robotNoAnswer/robot-no-answer.learning';
import { robotLearningRoutes } from '../features/robotNoAnswer/robot-learning.routes';
import { customerMgtHandlers } from '../features/customerMgt/customer-mgt.hooks';
import { apiDocsRoutes } from './openapi';
import { metricsRoutes } from '../metrics/metrics.http';
import { asyncApiRoute } from './asyncapi';
import { helpRoutes } from '../features/helpCentre/help.routes';

/** Routes mounted on the app itself: their callers prove who they are in the routes' own middleware (or need not). */
export interface OpenMount {
  path: string;
  /** public: anyone; visitor: a visitor token checked by the routes; sso: the sign-on server's own tokens; metrics: METRICS_TOKEN. */
  caller: 'public' | 'visitor' | 'sso' | 'metrics';
  /** Middleware for every request under the path, before the routes (the visitors' call limits). */
  use?: RequestHandler[];
  routes: RouteSpec[];
  /** Files served by name after the routes (described as one `GET <path>/{file}`). */
  files?: RequestHandler[];
}

/** Routes on the staff API (`/ccim-main/api`): signed-in staff only, then `access` decides, then `roles` if given. */
export interface StaffMount {
  path: string;
  access: Access;
  /** The only roles that may call anything under the path, whatever a menu grants. */
  roles?: readonly Role[];
  routes: RouteSpec[];
}

export interface RouteTable {
  /** Mounted first, before the others (the probes and the browser's configuration). */
  root: OpenMount[];
  open: OpenMount[];
  staff: StaffMount[];
}

/** Menu routes (sso/menus.ts) that open the workbench and its work-bill pages. */
const WORKBENCH = ['/workbench', '/workbench/workbill', '/workbench/workbill-detail', '/workbench/index copy', '/workbench/index copy 2'];
const REPORTS: readonly string[] = REPORT_ROUTES;
const QUICK_REPLIES = ['/quickReplyMgt', '/quickReplyMgtPerson'];

/** Who may call each controller that `resources.schema.json` declares; one left out stops the start. */
const SCHEMA_ACCESS: Record<string, Access> = {
  agentMgt: ['/agentMgt'],
  // The agent selector of the reports and the home page.
  agent: ['/agentMgt', '/skillGroupAgentMgt', ...REPORTS, '/'],
  sessionServiceConfig: ['/sessionServiceConfig'],
  robotQaMgt: ['/robotQaMgt'],
  robotLinkMgt: ['/robotLinkMgt'],
  skillGroupLinkMgt: ['/skillGroupLinkMgt'],
  skillGroupAgentMgt: ['/skillGroupAgentMgt', '/skillGroupLinkMgt'],
  robotNoAnswerMgt: ['/robotNoAnswerMgt'],
  robotNoIntention: ['/robotNoIntention'],
  robotSatisfaction: ['/robotSatisfaction'],
  blacklistMgt: ['/blacklistMgt'],
  customerMgt: ['/customerMgt'],
  sensitiveWordsMgt: ['/sensitiveWordsMgt'],
  contactReasonMgt: ['/contactReasonMgt'],
  routingRuleMgt: ['/routingRuleMgt'],
  automationRuleMgt: ['/automationRuleMgt'],
  slaPolicyMgt: ['/slaPolicyMgt'],
  quickReplyMgt: QUICK_REPLIES,
  quickReplyTypeMgt: QUICK_REPLIES,
  noticeMgt: ['/noticeMgt', '/noticeMgt/addOrEditor'],
  auditLog: ['/auditLog'],
  robotSynonymMgt: ['/robotSynonymMgt'],
  webhookMgt: ['/webhookMgt'],
  apiTokenMgt: ['/apiTokenMgt'],
};

/**
 * Every route the server mounts, by mount: its base path, who may call it and the routes declared under it. Features never mount each other's
 * routes: they export their declarations, and this table alone mounts them (and the schema's hooks) into the app.
 */
export function routeTable(ctx: AppContext, loop: ConversationLoop, robot: RobotIndexes, root: OpenMount[]): RouteTable {
  const db = ctx.db.kysely;
  const desk = createWaybillDesk(ctx.config, db);
  const sso = ssoRoutes(ctx);
  // The no-answer log's teaching calls rank with this instance's robot.
  const crud = crudRoutes(ctx, loadSchema(), { ...management, handlers: { ...management.handlers, ...robotLearningHandlers(robot.brain), ...customerMgtHandlers(desk) } });
  const schemaMounts = [...crud].map(([controller, routes]): StaffMount => {
    const access = SCHEMA_ACCESS[controller];
    if (!access) throw new Error(`route table: the schema's controller ${controller} declares no access`);
    return { path: `/${controller}`, access, routes };
  });
  const home = homeRoutes(ctx);
  // The API description is built from this very table (at its first call, when everything is mounted).
  const docs = apiDocsRoutes(() => table);
  const table: RouteTable = {
    root,
    open: [
      { path: '/metrics', caller: 'metrics', routes: metricsRoutes(ctx.metrics, ctx.config.metricsToken) },
      { path: '/ccim-main/api/openapi.json', caller: 'public', routes: docs.json },
      { path: '/ccim-main/api/asyncapi.json', caller: 'public', routes: asyncApiRoute() },
      { path: '/api-docs', caller: 'public', routes: docs.page.routes, files: docs.page.files },
      { path: '/sso', caller: 'public', routes: sso.page },
      { path: '/help', caller: 'public', routes: helpRoutes(ctx, robot.brain) },
      { path: '/sso/api', caller: 'sso', routes: sso.api },
      { path: '/ccim-main/api/openChannel', caller: 'visitor', use: [visitorCallLimits(loop)], routes: openChannelRoutes(ctx, loop) },
      {
        path: '/ccim-robot/api',
        caller: 'visitor',
        use: [visitorCallLimits(loop)],
        routes: [...robotOrderRoutes(ctx, loop, robot), ...aiChatRoutes(ctx, loop, robot), ...qaRoutes(ctx, loop), ...aicsRoutes(ctx, loop, robot), ...robotRoutes(ctx, loop, robot)],
      },
      // Images only to staff and to the visitor of their session; nosniff and a closed CSP keep them inert.
      { path: '/uploads', caller: 'visitor', routes: [], files: uploadsRoute(ctx, loop.visitorTokens) },
    ],
    staff: [
      { path: '/agentLogin', access: 'staff', routes: agentLoginRoutes(ctx) },
      { path: '/historySessionReport', access: ['/historySessionReport'], routes: historySessionRoutes(ctx) },
      { path: '/agentKpiReport', access: ['/agentKpiReport'], routes: agentKpiRoutes(ctx) },
      { path: '/sessionStatisticsReport', access: ['/sessionStatisticsReport'], routes: breakdownRoutes(ctx, 'group') },
      { path: '/sessionDetailReport', access: ['/sessionDetailReport'], routes: breakdownRoutes(ctx, 'channel') },
      { path: '/sessionDayDetailReport', access: ['/sessionDayReport', '/sessionWeekReport', '/sessionMonthReport'], routes: periodRoutes(ctx) },
      { path: '/satisfactionReport', access: ['/satisfactionReport'], routes: satisfactionRoutes(ctx) },
      { path: '/contactReasonReport', access: ['/contactReasonReport'], routes: contactReasonReportRoutes(ctx) },
      { path: '/suggestionReport', access: ['/suggestionReport'], routes: suggestionReportRoutes(ctx) },
      { path: '/slaReport', access: ['/slaReport'], routes: slaReportRoutes(ctx) },
      { path: '/onlineDetailedList', access: ['/OnlineDetailedList'], routes: onlineDetailRoutes(ctx) },
      // The caller's own background exports; each download checks the report it came from.
      { path: '/exportJobs', access: REPORTS, routes: exportJobRoutes(ctx, SESSION_EXPORTS) },
      // Learning with a person in the loop: with the unanswered questions screen.
      { path: '/robotLearning', access: ['/robotNoAnswerMgt'], routes: robotLearningRoutes(ctx, robot.brain) },
      { path: '/home', access: ['/'], routes: home.home },
      { path: '/homeMonitoringController', access: ['/'], routes: home.monitoring },
      // Live supervision: supervisors and admins only, whatever a menu may grant.
      { path: '/supervision', access: [SUPERVISION_ROUTE], roles: ['admin', 'supervisor'], routes: supervisionRoutes(ctx, loop) },
      { path: '/waybill', access: WORKBENCH, routes: waybillRoutes(desk) },
      { path: '/workBill', access: WORKBENCH, routes: [...workBillRoutes(db, desk), ...workBillRecordRoutes(desk)] },
      { path: '/orgInfo', access: WORKBENCH, routes: orgInfoRoutes(desk) },
      { path: '/baseoss/filesystem', access: WORKBENCH, routes: filesystemRoutes(ctx) },
      { path: '/dictData', access: WORKBENCH, routes: dictDataRoutes(db) },
      {
        path: '/workbench',
        access: WORKBENCH,
        routes: [
          ...checkWaybillTypeRoutes(desk),
          ...workbenchRoutes(ctx, loop),
          ...transferRoutes(ctx, loop),
          ...quickReplyRoutes(ctx),
          ...suggestReplyRoutes(ctx, robot.brain, desk),
          ...legacyImageRoutes(ctx, loop),
          ...visitorInfoRoutes(ctx),
          ...customerRoutes(ctx, desk),
          ...blockRoutes(ctx),
          ...sessionReasonRoutes(ctx, desk),
          ...sessionLabelRoutes(ctx),
        ],
      },
      ...schemaMounts,
    ],
  };
  return table;
}
