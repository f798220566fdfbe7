import { io, type Socket } from 'socket.io-client';
import type { StaffClientEvents, StaffServerEvents } from '../../common/events';
import { runtimeConfig } from '../../common/runtimeConfig';

export type StaffSocket = Socket<StaffServerEvents, StaffClientEvents>;

/** One socket per page (spec 4: opened with agentId); created idle so the provider decides when to connect. */
export function createStaffSocket(token: string | null, agentId: string): StaffSocket {
  return io(runtimeConfig().socketHost || undefined, {
    path: '/socket.io',
    autoConnect: false,
    auth: { token: token ?? '' },
    query: { agentId },
    transports: ['websocket', 'polling'],
    reconnectionDelayMax: 10_000,
  });
}
