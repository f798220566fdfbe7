import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLogout, useNotify } from 'react-admin';
import type { AllStatus } from '../../common/events';
import { getToken } from '../auth/session';
import { playSound } from '../sounds';
import { useShellState } from '../state/ShellState';
import { createStaffSocket, type StaffSocket } from './staffSocket';

interface Realtime {
  socket: StaffSocket | null;
  status: AllStatus | null;
  connected: boolean;
}

const Ctx = createContext<Realtime>({ socket: null, status: null, connected: false });

/**
 * Opens the staff socket once the agent is known and keeps the spec 4 reactions in one place: allStatus feeds
 * the header counts, newSession plays the welcome sound, a customer's chatMessage the tips sound, connection
 * changes show notices, forceOffline signs the user out.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { agent, isPlay } = useShellState();
  const notify = useNotify();
  const logout = useLogout();
  const [status, setStatus] = useState<AllStatus | null>(null);
  const [connected, setConnected] = useState(false);
  const agentId = agent?.id;
  // Created idle (autoConnect false): making it has no side effect, connecting happens in the effect below.
  const socket = useMemo<StaffSocket | null>(() => (agentId ? createStaffSocket(getToken(), agentId) : null), [agentId]);

  useEffect(() => {
    if (!socket) return;
    const s = socket;
    let wasConnected = false;
    s.on('connect', () => {
      setConnected(true);
      if (wasConnected) notify('ccim.net.connected', { type: 'success' });
      wasConnected = true;
    });
    s.on('disconnect', (reason) => {
      setConnected(false);
      if (reason !== 'io client disconnect') notify('ccim.net.disconnected', { type: 'error' });
    });
    s.io.on('reconnect_attempt', (n) => notify('ccim.net.reconnecting', { type: 'warning', messageArgs: { n } }));
    s.on('allStatus', setStatus);
    s.on('forceOffline', () => {
      notify('ccim.forceOffline', { type: 'warning' });
      void logout();
    });
    s.connect();
    return () => {
      s.removeAllListeners();
      s.io.removeAllListeners();
      s.disconnect();
    };
  }, [socket, notify, logout]);

  useEffect(() => {
    if (!socket || !isPlay) return;
    const onSession = () => playSound('welcome');
    const onMessage = (m: { author: number }) => {
      if (m.author === 2) playSound('tips');
    };
    socket.on('newSession', onSession);
    socket.on('chatMessage', onMessage);
    return () => {
      socket.off('newSession', onSession);
      socket.off('chatMessage', onMessage);
    };
  }, [socket, isPlay]);

  return <Ctx.Provider value={{ socket, status, connected }}>{children}</Ctx.Provider>;
}

export const useRealtime = (): Realtime => useContext(Ctx);
export const useAllStatus = (): AllStatus | null => useContext(Ctx).status;
