import type http from 'node:http';
import { Server, type Namespace, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { rooms, type StaffClientEvents, type StaffServerEvents } from '../../../src/common/events';
import type { AppContext } from '../context';
import { findAgentById } from '../features/agents/agent.repository';
import { authenticate, GUEST, type StaffUser } from '../sso/sso.service';

export interface StaffSocketData {
  user: StaffUser;
  agentId: string | null;
}

export type StaffNamespace = Namespace<StaffClientEvents, StaffServerEvents, Record<string, never>, StaffSocketData>;
export type StaffSocket = Socket<StaffClientEvents, StaffServerEvents, Record<string, never>, StaffSocketData>;

export interface Gateway {
  io: Server;
  staff: StaffNamespace;
  close(): Promise<void>;
}

/**
 * The socket.io server. Staff authenticate with their sign-on token (`auth.token`) and name their agent in the
 * query (`agentId`); they join `staff` and `agent:<id>`. With REDIS_URL the Redis adapter makes rooms span
 * every server instance.
 */
export async function createGateway(ctx: AppContext, server: http.Server): Promise<Gateway> {
  const io = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    connectionStateRecovery: undefined,
    cors: { origin: false },
  });
  let redisClients: { quit(): Promise<unknown> }[] = [];
  if (ctx.config.redisUrl) {
    const pub = createClient({ url: ctx.config.redisUrl });
    const sub = pub.duplicate();
    pub.on('error', (e) => ctx.log('redis publisher error', e));
    sub.on('error', (e) => ctx.log('redis subscriber error', e));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    redisClients = [pub, sub];
  }

  // One Server carries two namespaces with different event maps; each namespace is typed on its own.
  const staff = io.of('/') as unknown as StaffNamespace;
  staff.use((socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : '';
    const agentId = typeof socket.handshake.query.agentId === 'string' ? socket.handshake.query.agentId : null;
    const resolve = async (): Promise<StaffUser | null> => {
      if (!token) return ctx.config.authDisabled ? GUEST : null;
      return authenticate(ctx.db.kysely, ctx.tokens, token);
    };
    resolve()
      .then(async (user) => {
        if (!user) return next(new Error('unauthorized'));
        if (agentId) {
          const agent = await findAgentById(ctx.db.kysely, agentId);
          if (!agent || (agent.user_id !== user.id && !user.guest)) return next(new Error('forbidden'));
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
    void socket.join(rooms.staff);
    if (socket.data.agentId) void socket.join(rooms.agent(socket.data.agentId));
    ctx.events.emit('staff.connected', { socketId: socket.id });
  });

  return {
    io,
    staff,
    async close() {
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.allSettled(redisClients.map((c) => c.quit()));
    },
  };
}
