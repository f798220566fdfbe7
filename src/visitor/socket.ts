import { io } from 'socket.io-client';
import type { VisitorClientEvents, VisitorServerEvents } from '../common/events';
import { MovingSocket } from '../common/movingSocket';
import { runtimeConfig } from '../common/runtimeConfig';
import { initialLocale } from './i18n';

export type VisitorSocket = MovingSocket<VisitorServerEvents, VisitorClientEvents>;

/**
 * The `/visitor` socket, not yet connected. This module (with socket.io-client) is its own chunk, loaded by
 * `useChat` when a chat starts, so the page's first paint does not wait for it. It moves to another instance when
 * its instance stops for a restart (`serverMoving`), without a disconnection.
 */
export const visitorSocket = (token: string): VisitorSocket =>
  new MovingSocket(() =>
    io(`${runtimeConfig().socketHost}/visitor`, {
      path: '/socket.io',
      autoConnect: false,
      forceNew: true,
      auth: (cb) => cb({ visitorToken: token, lang: initialLocale() }),
      transports: ['websocket', 'polling'],
    }),
  );
