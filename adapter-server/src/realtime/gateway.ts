import type http from 'node:http';
import { Server, type Namespace, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { rooms, type StaffClientEvents, type StaffServerEvents } from '../../../src/common/events';
import type { AppContext } from '../context';
import { socketOriginCheck } from '../http/origin-guard';
import type { Drain } from './drain';
import { findAgentById } from '../features/agents/agent.repository';
import { GUEST, type StaffUser } from '../sso/sso.service';
import { authenticate } from '../sso/staff-session';
import { logPublishFailures } from './redis-publish';
import { guardStaffSocket, startRevocations } from './session-guard';

export interface StaffSocketData {
  user: StaffUser;
  agentId: string | null;
}

export type StaffNamespace = Namespace<StaffClientEvents, StaffServerEvents, Record<string, never>, StaffSocketData>;
export type StaffSocket = Socket<StaffClientEvents, StaffServerEvents, Record<string, never>, StaffSocketData>;

export interface Gateway {
  io: Server;
  staff: StaffNamespace;
  /** Answers once Redis does (for `/readyz`); null without REDIS_URL. */
  pingRedis: (() => Promise<void>) | null;
  /**
   * Stops taking work: no new connections, and every open socket's transport closes. Clients see a transport
   * close and reconnect by themselves (to this instance once restarted, or to another behind the balancer);
   * a server-side `disconnect` would keep socket.io clients away for good. Broadcasts still reach other
   * instances through Redis until `close`.
   */
  closeSockets(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The socket.io server. Staff authenticate with their sign-on token (`auth.token`) and name their agent in the
 * query (`agentId`); they join `staff` and `agent:<id>`. With REDIS_URL the Redis adapter makes rooms span
 * every server instance.
 */
export async function createGateway(ctx: AppContext, server: http.Server, drain: Drain): Promise<Gateway> {
  const io = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    connectionStateRecovery: undefined,
    cors: { origin: false },
    // Both namespaces share the engine, so one check covers the staff and the visitor handshakes; a draining
    // instance takes no new ones (`drain.ts`).
    allowRequest: drain.guard(socketOriginCheck(ctx.config)),
  });
  let redisClients: { quit(): Promise<unknown> }[] = [];
  let pingRedis: Gateway['pingRedis'] = null;
  let offFlush = () => {};
  if (ctx.config.redisUrl) {
    const pub = createClient({ url: ctx.config.redisUrl });
    const sub = pub.duplicate();
    pub.on('error', (e) => ctx.log('redis publisher error', e));
    sub.on('error', (e) => ctx.log('redis subscriber error', e));
    await Promise.all([pub.connect(), sub.connect()]);
    offFlush = ctx.events.onFlush(logPublishFailures(pub, ctx.log));
    // Channels named after the deployment: pub/sub ignores Redis database numbers.
    io.adapter(createAdapter(pub, sub, { key: `${ctx.config.redisPrefix}:socket.io` }));
    redisClients = [pub, sub];
    pingRedis = async () => {
      await pub.ping();
    };
  }

  // One Server carries two namespaces with different event maps; each namespace is typed on its own.
  const staff = io.of('/') as unknown as StaffNamespace;
  staff.use((socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : '';
    const agentId = typeof socket.handshake.query.agentId === 'string' ? socket.handshake.query.agentId : null;
    const resolve = async (): Promise<StaffUser | null> => {
      if (!token) return ctx.config.authDisabled ? GUEST : null;
      return authenticate(ctx.db.kysely, ctx.tokens, token, ctx.config.sessionIdleMs);
    };
    resolve()
      .then(async (user) => {
        if (!user) return next(new Error('unauthorized'));
        if (agentId) {
          const agent = await findAgentById(ctx.db.kysely, agentId);
          if (!agent || (agent.user_id !== user.id && !user.guest)) return next(new Error('forbidden'));
          // A disabled agent's workbench may not come back.
          if (!agent.enabled) return next(new Error('forbidden'));
        }
        socket.data = { user, agentId };
        next();
      })
      .catch((err) => {
        ctx.log('socket auth failed', err);
        next(new Error('unavailable'));
      });
  });
  staff.on('connection', (socket) => {
    guardStaffSocket(ctx, socket);
    void socket.join(rooms.staff);
    if (socket.data.agentId) void socket.join(rooms.agent(socket.data.agentId));
    ctx.events.emit('staff.connected', { socketId: socket.id });
  });

  const stopRevocations = startRevocations(ctx, staff);

  return {
    io,
    staff,
    pingRedis,
    closeSockets: () => new Promise<void>((resolve) => io.close(() => resolve())),
    async close() {
      stopRevocations();
      offFlush();
      await Promise.allSettled(redisClients.map((c) => c.quit()));
    },
  };
}
