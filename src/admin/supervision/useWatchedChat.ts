import { useEffect, useState } from 'react';
import type { Ack, ChatMessage } from '../../common/events';
import { useRealtime } from '../../dataProvider/realtime/RealtimeProvider';

const merge = (held: ChatMessage[], more: ChatMessage[]) => {
  const byId = new Map(held.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
};

/**
 * One chat watched live (read-only): `watchSession` answers its latest messages and from then on the socket
 * receives each new one (`watchedMessage`), internal notes included. Watching again after a reconnect fills
 * what was missed; leaving the chat or the page stops it.
 */
export function useWatchedChat(sessionId: string | null) {
  const { socket } = useRealtime();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  // One chat per mounting (the panel is keyed by the chat), so nothing held belongs to another chat.
  useEffect(() => {
    if (!socket || !sessionId) return;
    let active = true;
    const watch = () => {
      setLoading(true);
      socket
        .timeout(10_000)
        .emitWithAck('watchSession', { sessionId })
        .then(
          (r: Ack<ChatMessage[]>) => {
            if (!active) return;
            setError(r.status === 0 ? null : r.msg);
            if (r.status === 0 && r.data) setMessages((held) => merge(held, r.data!));
          },
          (e: Error) => active && setError(e.message),
        )
        .finally(() => active && setLoading(false));
    };
    const onMessage = (m: ChatMessage) => {
      if (m.sessionId === sessionId) setMessages((held) => merge(held, [m]));
    };
    socket.on('watchedMessage', onMessage);
    socket.on('connect', watch);
    if (socket.connected) watch();
    return () => {
      active = false;
      socket.off('watchedMessage', onMessage);
      socket.off('connect', watch);
      if (socket.connected) socket.emit('unwatchSession', {}, () => undefined);
    };
  }, [socket, sessionId]);

  return { messages, error, loading, live: socket !== null };
}
