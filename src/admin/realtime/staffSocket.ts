import { io, type Socket } from 'socket.io-client';
import type { StaffClientEvents, StaffServerEvents } from '../../common/events';
import { runtimeConfig } from '../../common/runtimeConfig';
import { i18nProvider } from '../i18n/i18nProvider';

export type StaffSocket = Socket<StaffServerEvents, StaffClientEvents>;

/** One socket per page (spec 4: opened with agentId); created idle so the provider decides when to connect. */
export function createStaffSocket(token: string | null, agentId: string): StaffSocket {
  return io(runtimeConfig().socketHost || undefined, {
    path: '/socket.io',
    autoConnect: false,
    // Read at every (re)connection: the language the agent uses now, for the server's refusals.
    auth: (cb) => cb({ token: token ?? '', lang: i18nProvider.getLocale() === 'zh' ? 'zh' : 'en' }),
    query: { agentId },
    transports: ['websocket', 'polling'],
    reconnectionDelayMax: 10_000,
  });
}
