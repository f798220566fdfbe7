import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import express, { Router } from 'express';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Db } from './db/dialect';
import { migrateToLatest } from './db/migrate';
import { auditApiTokenCalls, auditDownloads, auditRefusals } from './audit/audit-log.http';
import { auditRejections } from './audit/audit-log.failures';
import { startAuditRetention } from './audit/audit-log.retention';
import { ConversationLoop } from './features/conversations/conversation-loop';
import { firstScreenNotice } from './features/robot/first-screen';
import { RobotIndexes } from './features/robot/robot-indexes';
import { startWebhookListeners } from './features/webhooks/webhook.listeners';
import { startMentionIndexing } from './features/waybill/waybill-mentions';
import { startAutomation, type Automation } from './features/automation/automation.service';
import { WebhookWorker } from './features/webhooks/webhook.worker';
import { ExportJobWorker } from './features/exports/export-jobs.worker';
import { SESSION_EXPORTS } from './features/reports/session-exports';
import { apiTokenScopes } from './sso/api-tokens';
import { allow, hasStaffSession, staffAuth } from './sso/staff-auth';
import { apiNotFound, errorHandler } from './http/errors';
import { healthRoutes } from './http/health.routes';
import { crossSiteGuard } from './http/origin-guard';
import { securityHeaders } from './http/security-headers';
import { compressAnswers, staticFiles } from './http/static-files';
import { RateLimits } from './http/rate-limits';
import { UploadQuota } from './http/upload-quota';
import { startBroadcaster } from './realtime/status.broadcaster';
import { startSupervision } from './realtime/supervision.broadcaster';
import { registerChatHandlers } from './realtime/chat-handlers';
import { startConversationBroadcast } from './realtime/conversation.broadcaster';
import { DomainEvents } from './events/domain-events';
import { queueByGroup } from './features/routing/routing.repository';
import { Metrics } from './metrics/metrics';
import { measureRequests } from './metrics/metrics.http';
import { createLogger, logFunction, requestLog, type Logger } from './log';
import { Drain, type DrainResult } from './realtime/drain';
import { createGateway, type Gateway } from './realtime/gateway';
import { startPresence, type Presence } from './realtime/presence-watch';
import { startSlaWatch, type SlaWatch } from './realtime/sla.broadcaster';
import { createVisitorGateway } from './realtime/visitor-gateway';
import { routeTable, type OpenMount, type RouteTable } from './routes/route-table';
import { roleGuard, route, routerOf } from './http/routes';
import { TokenService } from './sso/tokens';

export interface App {
  http: http.Server;
  /** The Express application (the API description and its test walk its routes). */
  express: express.Application;
  io: Gateway['io'];
  ctx: AppContext;
  /** The conversation loop (sessions, delivery, routing) of this instance. */
  loop: ConversationLoop;
  /** The robot's Q&A and sensitive-word indexes of this instance. */
  robot: RobotIndexes;
  /** Who is really there (agents and visitors by their sockets). */
  presence: Presence;
  /** The SLA sweep (tests call `sweep` instead of waiting for its timer). */
  sla: SlaWatch;
  /** Every mounted router with who may call it (tests enumerate it). */
  routes: RouteTable;
  /** Delivers the webhook outbox (every instance runs one; claims make each delivery happen once). */
  webhooks: WebhookWorker;
  /** Writes the background exports (every instance runs one; a claim with a lease makes each job run once). */
  exports: ExportJobWorker;
  /** This instance's automation rules (`settled` waits for the acts under way). */
  automation: Automation;
  /**
   * The start of a graceful stop (SIGTERM, a rolling restart): with another instance to move to, `/readyz`
   * answers 503, new sockets are refused and the open ones are told `serverMoving`; resolves once they have
   * left or after `deadlineMs` (`cut` ends it early). `close` follows.
   */
  drain(deadlineMs: number, cut?: AbortSignal): Promise<DrainResult>;
  close(): Promise<void>;
}

const JSON_LIMIT = '256kb';

/** Builds the whole server without listening: `main.ts` listens, tests listen on port 0. */
export async function createApp({ db, config, log, logger: given }: { db: Db; config: Config; log?: AppContext['log']; logger?: Logger }): Promise<App> {
  await migrateToLatest(db.kysely);
  const structured = given ?? createLogger(config);
  // A caller's own `log` (tests, benchmarks) takes the lines written as `ctx.log(msg, err)`.
  const logger = log ?? logFunction(structured);
  // The probes and the gauges read the loop and the gateway, which are built below.
  const live: { loop?: ConversationLoop; gateway?: Gateway } = {};
  const drain = new Drain();
  const metrics = new Metrics(
    {
      sockets: () => ({ staff: live.gateway?.staff.sockets.size ?? 0, visitor: live.gateway?.io.of('/visitor').sockets.size ?? 0 }),
      queue: async () => {
        const now = Date.now();
        return (await queueByGroup(db.kysely)).map((q) => ({ skillGroupId: q.skill_group_id ?? 'none', waiting: Number(q.waiting), oldestWaitSeconds: q.oldest === null ? 0 : Math.max(0, (now - Number(q.oldest)) / 1000) }));
      },
      pool: () => db.poolStats?.(),
    },
    { processMetrics: !!config.metricsToken },
  );
  const ctx: AppContext = {
    config,
    db,
    tokens: await TokenService.create(db.kysely, config.tokenSecret),
    events: new DomainEvents((err) => logger('event listener failed', err)),
    limits: await RateLimits.create(config.redisUrl, logger, config.redisPrefix),
    log: logger,
    logger: structured,
    metrics,
  };
  const stopCountingMessages = ctx.events.on('message.created', ({ message }) => metrics.messagesStored.inc({ author: String(message.author) }));

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false);
  app.use(measureRequests(metrics));
  app.use(requestLog(structured));
  app.use(securityHeaders(config));
  app.use(crossSiteGuard(config));
  app.use(compressAnswers());
  app.use(express.json({ limit: JSON_LIMIT }));
  app.locals.uploadQuota = new UploadQuota(ctx.limits, config.uploadQuota);

  const browserConfig = { appEnv: config.appEnv, ...config.hosts, authDisabled: config.authDisabled };
  // The probes must come before the pages.
  const root: OpenMount[] = [
    {
      path: '/',
      caller: 'public',
      routes: [
        route({ method: 'get', path: '/config.json', handler: (_req, res) => void res.set('Cache-Control', 'no-store').json(browserConfig) }),
        ...healthRoutes({ db: db.kysely, pingRedis: () => live.gateway?.pingRedis ?? null, writerQueue: () => live.loop?.writer.depth ?? 0, draining: () => drain.draining }),
      ],
    },
  ];

  const loop = (live.loop = await ConversationLoop.start(ctx));
  const robot = new RobotIndexes(ctx);
  const routes = routeTable(ctx, loop, robot, root);
  for (const m of [...routes.root, ...routes.open]) app.use(m.path, ...(m.use ?? []), routerOf(m.routes), ...(m.files ?? []));
  app.use('/sso/api', apiNotFound);
  const main = Router();
  // API tokens (`ccim_pat_…`) are accepted here alone, and only on the prefixes of their scopes.
  main.use(staffAuth(ctx, { apiTokens: true }));
  main.use(auditApiTokenCalls(ctx));
  main.use(apiTokenScopes());
  main.use(auditDownloads(ctx));
  for (const m of routes.staff) main.use(m.path, allow(m.access), ...(m.roles ? [roleGuard(m.roles)] : []), routerOf(m.routes));
  app.use('/ccim-main/api', main);
  app.use('/ccim-main/api', apiNotFound);
  app.use('/ccim-robot/api', apiNotFound);

  if (config.staticDir && fs.existsSync(path.join(config.staticDir, 'index.html'))) {
    app.use(
      staticFiles({
        root: path.resolve(config.staticDir),
        signedIn: (req) => hasStaffSession(ctx, req),
        visitorPage: { config: browserConfig, notice: () => firstScreenNotice(db.kysely) },
      }),
    );
  }
  app.use(auditRefusals(ctx));
  app.use(auditRejections(ctx));
  app.use(errorHandler((err, req) => req.log.error({ err }, 'request failed')));

  const server = http.createServer(app);
  const gateway = (live.gateway = await createGateway(ctx, server, drain));
  const stopBroadcaster = startBroadcaster(ctx, gateway);
  const stopSupervision = startSupervision(ctx, gateway);
  const stopConversations = attachConversationRealtime(ctx, gateway, loop, robot);
  const presence = startPresence(ctx, gateway, loop);
  const sla = startSlaWatch(ctx, gateway);
  const stopAuditRetention = startAuditRetention(ctx);
  const stopMentionIndexing = startMentionIndexing(ctx);
  const stopWebhookListeners = startWebhookListeners(ctx);
  const automation = startAutomation(ctx, loop.waybills);
  const webhooks = new WebhookWorker(ctx);
  webhooks.start();
  const exports = new ExportJobWorker(ctx, SESSION_EXPORTS);
  exports.start();

  return {
    http: server,
    express: app,
    io: gateway.io,
    ctx,
    loop,
    robot,
    presence,
    sla,
    routes,
    webhooks,
    exports,
    automation,
    drain: (deadlineMs, cut) => drain.run(gateway.io, deadlineMs, cut),
    async close() {
      // Stop taking work first (the sockets go, and with them the HTTP server), then store what was handed in.
      await gateway.closeSockets();
      await presence.stop();
      await stopAuditRetention();
      await stopMentionIndexing();
      stopWebhookListeners();
      await automation.stop();
      await webhooks.stop();
      await exports.stop();
      await stopConversations();
      stopBroadcaster();
      stopSupervision();
      sla.stop();
      await gateway.close();
      await ctx.limits.close();
      stopCountingMessages();
    },
  };
}

/** The visitor namespace, the chat commands on both namespaces and the conversation broadcasts. */
function attachConversationRealtime(ctx: AppContext, gateway: Gateway, loop: ConversationLoop, robot: RobotIndexes): () => Promise<void> {
  const visitors = createVisitorGateway(ctx, gateway.io, loop, robot.words);
  gateway.staff.on('connection', (socket) => registerChatHandlers(ctx, loop, robot.words, socket, { kind: 'agent', agentId: socket.data.agentId }));
  const stopBroadcast = startConversationBroadcast(ctx, gateway, visitors);
  return async () => {
    await loop.stop();
    robot.stop();
    stopBroadcast();
  };
}

export type { Config };
