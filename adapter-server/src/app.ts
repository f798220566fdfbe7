import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import express, { Router } from 'express';
import { isVisitorPath } from '../../src/common/channels';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Db } from './db/dialect';
import { migrateToLatest } from './db/migrate';
import { agentLoginRoutes } from './features/agents/agent-login.routes';
import { mountReportRoutes } from './features/reports/index';
import { mountWorkbillRoutes } from './features/workBill/index';
import { mountWorkbenchExtras } from './features/workbench/index';
import { ConversationLoop } from './features/conversations/conversation-loop';
import { attachConversationRealtime, mountConversationRoutes } from './features/conversations/mount';
import { menuGuard, staffAuth } from './http/auth';
import { crudRouter } from './http/crud-router';
import { apiNotFound, errorHandler } from './http/errors';
import { DomainEvents } from './realtime/domain-events';
import { loadSchema } from './schema/load';
import { management } from './schema/management';
import { startBroadcaster } from './realtime/broadcaster';
import { createGateway, type Gateway } from './realtime/gateway';
import { ssoRoutes } from './sso/sso.routes';
import { TokenService } from './sso/tokens';

export interface App {
  http: http.Server;
  io: Gateway['io'];
  ctx: AppContext;
  /** The conversation loop (routing, delivery, robot) of this instance. */
  loop: ConversationLoop;
  close(): Promise<void>;
}

const JSON_LIMIT = '256kb';

/** Builds the whole server without listening: `main.ts` listens, tests listen on port 0. */
export async function createApp({ db, config, log }: { db: Db; config: Config; log?: AppContext['log'] }): Promise<App> {
  await migrateToLatest(db.kysely);
  const logger = log ?? ((msg: string, err?: unknown) => console.error(`[ccim] ${msg}`, err ?? ''));
  const ctx: AppContext = {
    config,
    db,
    tokens: await TokenService.create(db.kysely, config.tokenSecret),
    events: new DomainEvents((err) => logger('event listener failed', err)),
    log: logger,
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.set('etag', false);
  app.use(express.json({ limit: JSON_LIMIT }));

  app.get('/config.json', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ appEnv: config.appEnv, ...config.hosts, authDisabled: config.authDisabled });
  });
  app.get('/healthz', (_req, res) => res.json({ status: 0, msg: 'ok', data: null }));

  const sso = ssoRoutes(ctx);
  app.use('/sso', sso.page);
  app.use('/sso/api', sso.api);
  app.use('/sso/api', apiNotFound);

  const main = Router();
  main.use(staffAuth(ctx), menuGuard);
  main.use('/agentLogin', agentLoginRoutes(ctx));
  mountReportRoutes(main, ctx);
  mountWorkbillRoutes(main, ctx);
  const loop = await ConversationLoop.start(ctx);
  mountConversationRoutes(app, main, ctx, loop);
  mountWorkbenchExtras(main, ctx, loop);
  // The management screens: every call of resources.schema.json (checked here, so a broken schema stops the start).
  main.use(crudRouter(ctx, loadSchema(), management));
  app.use('/ccim-main/api', main);
  app.use('/ccim-main/api', apiNotFound);
  app.use('/ccim-robot/api', apiNotFound);

  if (config.staticDir && fs.existsSync(path.join(config.staticDir, 'index.html'))) {
    const root = path.resolve(config.staticDir);
    app.use('/assets', express.static(path.join(root, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
    app.use(express.static(root, { index: false }));
    app.get('/{*splat}', (req, res) => {
      res.set('Cache-Control', 'no-cache');
      res.sendFile(path.join(root, isVisitorPath(req.path) ? 'visitor.html' : 'index.html'));
    });
  }
  app.use(errorHandler((err) => logger('request failed', err)));

  const server = http.createServer(app);
  const gateway = await createGateway(ctx, server);
  const stopBroadcaster = startBroadcaster(ctx, gateway);
  const stopConversations = attachConversationRealtime(ctx, gateway, loop);

  return {
    http: server,
    io: gateway.io,
    ctx,
    loop,
    async close() {
      await stopConversations();
      stopBroadcaster();
      await gateway.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type { Config };
