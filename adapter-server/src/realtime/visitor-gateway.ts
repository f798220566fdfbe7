import type { Namespace, Server } from 'socket.io';
import { rooms, type VisitorClientEvents, type VisitorServerEvents } from '../../../src/common/events';
import type { AppContext } from '../context';
import type { ConversationLoop } from '../features/conversations/conversation-loop';
import type { WordFilter } from '../features/robot/word-filter';
import { findVisitor } from '../features/conversations/visitor.repository';
import { PAUSED } from '../features/conversations/visitor-limits';
import { socketLang, translate } from '../http/i18n';
import { registerChatHandlers } from './chat-handlers';

export interface VisitorSocketData {
  visitorId: string;
}

export type VisitorNamespace = Namespace<VisitorClientEvents, VisitorServerEvents, Record<string, never>, VisitorSocketData>;

/**
 * Namespace `/visitor` (api-contract.md): the handshake carries `auth.visitorToken`; each visitor joins `visitor:<id>`,
 * which is the only room their messages, queue position and session changes are sent to.
 */
export function createVisitorGateway(ctx: AppContext, io: Server, loop: ConversationLoop, words: WordFilter): VisitorNamespace {
  const ns = io.of('/visitor') as unknown as VisitorNamespace;
  ns.use((socket, next) => {
    const token = typeof socket.handshake.auth?.visitorToken === 'string' ? socket.handshake.auth.visitorToken : '';
    if (!token) return next(new Error('unauthorized'));
    loop.visitorTokens
      .verify(token)
      .then(async (visitorId) => {
        if (!visitorId || !(await findVisitor(ctx.db.kysely, visitorId))) return next(new Error('unauthorized'));
        const pausedFor = await loop.visitorLimits.pausedFor(visitorId);
        if (pausedFor) {
          // A visitor paused for flooding: refused until the pause ends; the page says so and comes back then.
          const paused = Object.assign(new Error('paused'), { data: { msg: translate(PAUSED, socketLang(socket.handshake)), retryAfterSeconds: pausedFor } });
          return next(paused);
        }
        socket.data = { visitorId };
        next();
      })
      .catch((err) => {
        ctx.log('visitor socket auth failed', err);
        next(new Error('unavailable'));
      });
  });
  ns.on('connection', (socket) => {
    void socket.join(rooms.visitor(socket.data.visitorId));
    registerChatHandlers(ctx, loop, words, socket, { kind: 'visitor', visitorId: socket.data.visitorId });
  });
  return ns;
}
