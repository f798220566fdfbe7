import { io, type Socket } from 'socket.io-client';
import type { StaffClientEvents, StaffServerEvents } from '../../common/events';
import { runtimeConfig } from '../../common/runtimeConfig';

export type StaffSocket = Socket<StaffServerEvents, StaffClientEvents>;

/** One socket per page (product.md §4: opened with agentId); created idle so the provider decides when to connect. */
export function createStaffSocket(token: string | null, agentId: string, lang: () => 'en' | 'zh'): StaffSocket {
  return io(runtimeConfig().socketHost || undefined, {
    path: '/socket.io',
    autoConnect: false,
    // Read at every (re)connection: the language the agent uses now, for the server's refusals.
    auth: (cb) => cb({ token: token ?? '', lang: lang() }),
    query: { agentId },
    transports: ['websocket', 'polling'],
    reconnectionDelayMax: 10_000,
  });
}
