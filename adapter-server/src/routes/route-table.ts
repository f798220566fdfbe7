import type { RequestHandler } from 'express';
import type { AppContext } from '../context';
import { agentLoginRoutes } from '../features/agents/agent-login.routes';
import type { ConversationLoop } from '../features/conversations/conversation-loop';
import { visitorCallLimits } from '../features/conversations/visitor-call-limits';
import type { RobotIndexes } from '../features/robot/robot-indexes';
import { openChannelRoutes } from '../features/openChannel/open-channel.routes';
import { uploadsRoute } from '../features/openChannel/upload-access';
import { agentKpiRoutes, breakdownRoutes, periodRoutes, satisfactionRoutes } from '../features/reports/aggregate-report.routes';
import { historySessionRoutes } from '../features/reports/history-session.routes';
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
import { transferRoutes } from '../features/workbench/transfer.routes';
import { supervisionRoutes } from '../features/supervision/supervision.routes';
import { SUPERVISION_ROUTE } from '../../../src/common/supervision';
import { visitorInfoRoutes } from '../features/workbench/visitor-info.routes';
import { sessionReasonRoutes } from '../features/contactReasons/session-reason.routes';
import { workbenchRoutes } from '../features/workbench/workbench.routes';
import { type Access, requireRole } from '../sso/staff-auth';
import { crudRouters } from '../schema/crud.router';
import { loadSchema } from '../schema/load';
import { ssoRoutes } from '../sso/sso.routes';
import { management } from './management';
import { robotLearningHandlers } from '../features/robotNoAnswer/robot-no-answer.learning';
import { apiDocsRoutes } from './openapi';
import { metricsRoutes } from '../metrics/metrics.http';
import { asyncApiRoute } from './asyncapi';

/** A router mounted on the app itself: its callers prove who they are inside it (or need not). */
export interface OpenMount {
  path: string;
  /** public: anyone; visitor: a visitor token checked by the router; sso: the sign-on server's own tokens; metrics: METRICS_TOKEN. */
  caller: 'public' | 'visitor' | 'sso' | 'metrics';
  routers: RequestHandler[];
}

/** A router on the staff API (`/ccim-main/api`): signed-in staff only, then `access` decides. */
export interface StaffMount {
  path: string;
  access: Access;
  routers: RequestHandler[];
}

export interface RouteTable {
  open: OpenMount[];
  staff: StaffMount[];
}

/** Menu routes (sso/menus.ts) that open the workbench and its work-bill pages. */
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
  sensitiveWordsMgt: ['/sensitiveWordsMgt'],
  contactReasonMgt: ['/contactReasonMgt'],
  quickReplyMgt: QUICK_REPLIES,
  quickReplyTypeMgt: QUICK_REPLIES,
  noticeMgt: ['/noticeMgt', '/noticeMgt/addOrEditor'],
  auditLog: ['/auditLog'],
  robotSynonymMgt: ['/robotSynonymMgt'],
  webhookMgt: ['/webhookMgt'],
  apiTokenMgt: ['/apiTokenMgt'],
};

/**
 * Every router the server mounts, with its base path and who may call it. Features never mount each other's
 * routers: they export them, and this table alone wires them (and the schema's hooks) into the app.
 */
export function routeTable(ctx: AppContext, loop: ConversationLoop, robot: RobotIndexes): RouteTable {
  const db = ctx.db.kysely;
  const desk = createWaybillDesk(ctx.config, db);
  const sso = ssoRoutes(ctx);
  // The no-answer log's teaching calls rank with this instance's robot.
  const crud = crudRouters(ctx, loadSchema(), { ...management, handlers: { ...management.handlers, ...robotLearningHandlers(robot.brain) } });
  const schemaMounts = [...crud].map(([controller, router]): StaffMount => {
    const access = SCHEMA_ACCESS[controller];
    if (!access) throw new Error(`route table: the schema's controller ${controller} declares no access`);
    return { path: `/${controller}`, access, routers: [router] };
  });
  const home = homeRoutes(ctx);
  // The API description is built from this very table (at its first call, when everything is mounted).
  const docs = apiDocsRoutes(() => table);
  const table: RouteTable = {
    open: [
      { path: '/metrics', caller: 'metrics', routers: [metricsRoutes(ctx.metrics, ctx.config.metricsToken)] },
      { path: '/ccim-main/api/openapi.json', caller: 'public', routers: [docs.json] },
      { path: '/ccim-main/api/asyncapi.json', caller: 'public', routers: [asyncApiRoute()] },
      { path: '/api-docs', caller: 'public', routers: [docs.page] },
      { path: '/sso', caller: 'public', routers: [sso.page] },
      { path: '/sso/api', caller: 'sso', routers: [sso.api] },
      { path: '/ccim-main/api/openChannel', caller: 'visitor', routers: [visitorCallLimits(loop), openChannelRoutes(ctx, loop)] },
      {
        path: '/ccim-robot/api',
        caller: 'visitor',
        routers: [visitorCallLimits(loop), robotOrderRoutes(ctx, loop, robot), aiChatRoutes(ctx, loop, robot), qaRoutes(ctx, loop), aicsRoutes(ctx, loop, robot), robotRoutes(ctx, loop, robot)],
      },
      // Images only to staff and to the visitor of their session; nosniff and a closed CSP keep them inert.
      { path: '/uploads', caller: 'visitor', routers: uploadsRoute(ctx, loop.visitorTokens) },
    ],
    staff: [
      { path: '/agentLogin', access: 'staff', routers: [agentLoginRoutes(ctx)] },
      { path: '/historySessionReport', access: ['/historySessionReport'], routers: [historySessionRoutes(ctx)] },
      { path: '/agentKpiReport', access: ['/agentKpiReport'], routers: [agentKpiRoutes(ctx)] },
      { path: '/sessionStatisticsReport', access: ['/sessionStatisticsReport'], routers: [breakdownRoutes(ctx, 'group')] },
      { path: '/sessionDetailReport', access: ['/sessionDetailReport'], routers: [breakdownRoutes(ctx, 'channel')] },
      { path: '/sessionDayDetailReport', access: ['/sessionDayReport', '/sessionWeekReport', '/sessionMonthReport'], routers: [periodRoutes(ctx)] },
      { path: '/satisfactionReport', access: ['/satisfactionReport'], routers: [satisfactionRoutes(ctx)] },
      { path: '/onlineDetailedList', access: ['/OnlineDetailedList'], routers: [onlineDetailRoutes(ctx)] },
      { path: '/home', access: ['/'], routers: [home.home] },
      { path: '/homeMonitoringController', access: ['/'], routers: [home.monitoring] },
      // Live supervision: supervisors and admins only, whatever a menu may grant.
      { path: '/supervision', access: [SUPERVISION_ROUTE], routers: [requireRole('admin', 'supervisor'), supervisionRoutes(ctx, loop)] },
      { path: '/waybill', access: WORKBENCH, routers: [waybillRoutes(desk)] },
      // Department warnings are management information.
      { path: '/workBill/queryCcWarnMsgByDept', access: WORKBENCH, routers: [requireRole('admin', 'supervisor')] },
      { path: '/workBill', access: WORKBENCH, routers: [workBillRoutes(db, desk), workBillRecordRoutes(desk)] },
      { path: '/orgInfo', access: WORKBENCH, routers: [orgInfoRoutes(desk)] },
      { path: '/baseoss/filesystem', access: WORKBENCH, routers: [filesystemRoutes(ctx)] },
      { path: '/dictData', access: WORKBENCH, routers: [dictDataRoutes(db)] },
      {
        path: '/workbench',
        access: WORKBENCH,
        routers: [
          checkWaybillTypeRoutes(desk),
          workbenchRoutes(ctx, loop),
          transferRoutes(ctx, loop),
          quickReplyRoutes(ctx),
          legacyImageRoutes(ctx, loop),
          visitorInfoRoutes(ctx),
          blockRoutes(ctx),
          sessionReasonRoutes(ctx, desk),
        ],
      },
      ...schemaMounts,
    ],
  };
  return table;
}
