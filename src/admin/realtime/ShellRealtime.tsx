import { useEffect, type ReactNode } from 'react';
import { RealtimeProvider, useRealtime } from '../../dataProvider/realtime/RealtimeProvider';
import { getToken } from '../auth/session';
import { i18nProvider } from '../i18n/i18nProvider';
import { playSound } from '../sounds';
import { useShellState } from '../state/ShellState';
import { langOf, type Lang } from '../../common/lang';

const lang = (): Lang => langOf(i18nProvider.getLocale());

/** product.md §4 sounds: newSession plays the welcome sound, a customer's chatMessage the tips sound, while isPlay is on. */
function RealtimeSounds() {
  const { socket } = useRealtime();
  const { isPlay } = useShellState();
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
  return null;
}

/** The staff socket of the signed-in agent for the whole shell (and the workbench inside it), with its sounds. */
export function ShellRealtime({ children }: { children: ReactNode }) {
  const { agent } = useShellState();
  return (
    <RealtimeProvider agentId={agent?.id} ready={agent?.status === 3} skillGroups={typeof agent?.skillGroups === 'number' ? agent.skillGroups : null} getToken={getToken} getLang={lang}>
      <RealtimeSounds />
      {children}
    </RealtimeProvider>
  );
}
