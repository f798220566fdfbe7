import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLogout, useNotify } from 'react-admin';
import type { AllStatus } from '../../common/events';
import { createStaffSocket, type StaffSocket } from './staffSocket';

interface Realtime {
  /** The signed-in agent the socket is opened for (product.md §4), or undefined until the agent login answers. */
  agentId: string | undefined;
  socket: StaffSocket | null;
  status: AllStatus | null;
  connected: boolean;
  /** The agent is available (ready) for new visitors. */
  ready: boolean;
  /** How many enabled skill groups the agent is in (null until known): in none, no visitor can reach them. */
  skillGroups: number | null;
}

const Ctx = createContext<Realtime>({ agentId: undefined, socket: null, status: null, connected: false, ready: false, skillGroups: null });

interface Props {
  agentId: string | undefined;
  ready?: boolean;
  skillGroups?: number | null;
  /** The sign-on token, read when the socket is made. */
  getToken(): string | null;
  /** The agent's language now, read at every (re)connection. */
  getLang(): 'en' | 'zh';
  children: ReactNode;
}

/**
 * Opens the staff socket once the agent is known and keeps the page-wide product.md §4 reactions in one place:
 * allStatus feeds the header counts, connection changes show notices, forceOffline signs the user out. The
 * shell and the workbench read the socket from here (`useRealtime`); neither opens its own.
 */
export function RealtimeProvider({ agentId, ready = false, skillGroups = null, getToken, getLang, children }: Props) {
  const notify = useNotify();
  const logout = useLogout();
  const [status, setStatus] = useState<AllStatus | null>(null);
  const [connected, setConnected] = useState(false);
  // Created idle (autoConnect false): making it has no side effect, connecting happens in the effect below.
  const socket = useMemo<StaffSocket | null>(
    () => (agentId ? createStaffSocket(getToken(), agentId, getLang) : null),
    [agentId, getToken, getLang],
  );

  useEffect(() => {
    if (!socket) return;
    const s = socket;
    let wasConnected = false;
    s.on('connect', () => {
      setConnected(true);
      // A move to another instance (a rolling restart) lost nothing: no notice.
      if (wasConnected && !s.moved) notify('ccim.net.connected', { type: 'success' });
      wasConnected = true;
    });
    s.on('disconnect', (reason) => {
      setConnected(false);
      if (reason !== 'io client disconnect') notify('ccim.net.disconnected', { type: 'error' });
    });
    s.onManager('reconnect_attempt', (n) => notify('ccim.net.reconnecting', { type: 'warning', messageArgs: { n } }));
    s.on('allStatus', setStatus);
    s.on('forceOffline', () => {
      notify('ccim.forceOffline', { type: 'warning' });
      void logout();
    });
    s.connect();
    return () => {
      s.removeAllListeners();
      s.disconnect();
    };
  }, [socket, notify, logout]);

  return <Ctx.Provider value={{ agentId, socket, status, connected, ready, skillGroups }}>{children}</Ctx.Provider>;
}

export const useRealtime = (): Realtime => useContext(Ctx);
export const useAllStatus = (): AllStatus | null => useContext(Ctx).status;
