import express, { type Express, type Router } from 'express';
import type { AppContext } from '../../context';
import { startConversationBroadcast } from '../../realtime/conversation-handlers';
import { registerChatHandlers } from '../../realtime/chat-handlers';
import type { Gateway } from '../../realtime/gateway';
import { createVisitorGateway } from '../../realtime/visitor-gateway';
import { openChannelRoutes } from '../openChannel/open-channel.routes';
import { aiChatRoutes } from '../robot/ai-chat.routes';
import { aicsRoutes } from '../robot/aics.routes';
import { qaRoutes } from '../robot/qa.routes';
import { robotOrderRoutes } from '../robot/robot-orders.routes';
import { robotRoutes } from '../robot/robot.routes';
import { workbenchRoutes } from '../workbench/workbench.routes';
import type { ConversationLoop } from './conversation-loop';

/**
 * Mounts the conversation loop's HTTP calls. Visitor calls carry a visitor token instead of a staff token, so
 * they are mounted on the app before the staff-guarded main router; the workbench goes on the main router.
 */
export function mountConversationRoutes(app: Express, main: Router, ctx: AppContext, loop: ConversationLoop): void {
  app.use('/ccim-main/api/openChannel', openChannelRoutes(ctx, loop));
  const robot = robotRoutes(ctx, loop);
  app.use('/ccim-robot/api', robotOrderRoutes(ctx, loop), aiChatRoutes(ctx, loop), qaRoutes(ctx, loop), aicsRoutes(ctx, loop), robot);
  main.use('/workbench', workbenchRoutes(ctx, loop));
  // Uploaded images: only names we generated exist there; nosniff and a closed CSP keep them inert.
  app.use(
    '/uploads',
    express.static(ctx.config.uploadDir, {
      fallthrough: false,
      index: false,
      immutable: true,
      maxAge: '30d',
      setHeaders: (res) => {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      },
    }),
  );
}

/** The visitor namespace, the chat commands on both namespaces and the conversation broadcasts. */
export function attachConversationRealtime(ctx: AppContext, gateway: Gateway, loop: ConversationLoop): () => Promise<void> {
  const visitors = createVisitorGateway(ctx, gateway.io, loop);
  gateway.staff.on('connection', (socket) => registerChatHandlers(ctx, loop, socket, { kind: 'agent', agentId: socket.data.agentId }));
  const stopBroadcast = startConversationBroadcast(ctx, gateway, visitors);
  return async () => {
    await loop.stop();
    stopBroadcast();
  };
}
