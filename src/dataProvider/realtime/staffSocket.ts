import { io } from 'socket.io-client';
import type { StaffClientEvents, StaffServerEvents } from '../../common/events';
import { MovingSocket } from '../../common/movingSocket';
import { runtimeConfig } from '../../common/runtimeConfig';

export type StaffSocket = MovingSocket<StaffServerEvents, StaffClientEvents>;

/**
 * One socket per page (product.md §4: opened with agentId); created idle so the provider decides when to connect.
 * It moves to another instance when its instance stops for a restart (`serverMoving`), without a disconnection.
 */
export function createStaffSocket(token: string | null, agentId: string, lang: () => 'en' | 'zh'): StaffSocket {
  return new MovingSocket(() =>
    io(runtimeConfig().socketHost || undefined, {
      path: '/socket.io',
      autoConnect: false,
      // A connection of its own: a move opens a second one beside it.
      forceNew: true,
      // Read at every (re)connection: the language the agent uses now, for the server's refusals.
      auth: (cb) => cb({ token: token ?? '', lang: lang() }),
      query: { agentId },
      transports: ['websocket', 'polling'],
      reconnectionDelayMax: 10_000,
    }),
  );
}
