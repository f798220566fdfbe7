import { io, type Socket } from 'socket.io-client';
import type { VisitorClientEvents, VisitorServerEvents } from '../common/events';
import { runtimeConfig } from '../common/runtimeConfig';
import { initialLocale } from './i18n';

export type VisitorSocket = Socket<VisitorServerEvents, VisitorClientEvents>;

/**
 * The `/visitor` socket, not yet connected. This module (with socket.io-client) is its own chunk, loaded by
 * `useChat` when a chat starts, so the page's first paint does not wait for it.
 */
export const visitorSocket = (token: string): VisitorSocket =>
  io(`${runtimeConfig().socketHost}/visitor`, { path: '/socket.io', autoConnect: false, auth: (cb) => cb({ visitorToken: token, lang: initialLocale() }), transports: ['websocket', 'polling'] });
