import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../admin/api';
import { useRealtime } from '../admin/realtime/RealtimeProvider';
import type { Ack, ChatMessage, EvaluationReceived } from '../common/events';
import { MAIN_BASE } from '../common/runtimeConfig';
import { sendImage as uploadAndSend } from './images/imageFile';

export interface WorkbenchSession {
  sessionId: string;
  visitorNickname: string;
  channel: number;
  status: 'active' | 'closed' | 'queued';
  lastMessagePreview: string;
  lastMessageAt: number | null;
  unread: number;
  evaluationInvited: boolean;
  evaluated: boolean;
  /** The visitor's evaluation, once given. */
  evaluation?: EvaluationReceived | null;
}

const WB = `${MAIN_BASE}/workbench`;

const merge = (list: ChatMessage[], incoming: ChatMessage[]) => {
  const byId = new Map(list.map((m) => [m.id, m]));
  incoming.forEach((m) => byId.set(m.id, m));
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
};

/** The agent's sessions and the open conversation, kept live from the staff socket. */
export function useWorkbench(agentId: string | undefined) {
  const { socket, connected } = useRealtime();
  const [sessions, setSessions] = useState<WorkbenchSession[]>([]);
  const [current, setCurrent] = useState<string | null>(null);
  const [messages, setMessages] = useState<Record<string, ChatMessage[]>>({});
  const [typing, setTyping] = useState<string | null>(null);
  const [evaluations, setEvaluations] = useState<Record<string, EvaluationReceived>>({});
  const currentRef = useRef(current);
  const messagesRef = useRef(messages);
  useEffect(() => {
    currentRef.current = current;
    messagesRef.current = messages;
  }, [current, messages]);

  const loadSessions = useCallback(() => {
    if (!agentId) return Promise.resolve();
    return api.request<WorkbenchSession[]>('GET', `${WB}/listSession`, { silent: true }).then(setSessions, () => undefined);
  }, [agentId]);

  const loadMessages = useCallback(async (sessionId: string) => {
    const list = await api.request<ChatMessage[]>('GET', `${WB}/listMsg`, { query: { sessionId } });
    setMessages((all) => ({ ...all, [sessionId]: merge(all[sessionId] ?? [], list) }));
    const last = list[list.length - 1];
    if (last) {
      await api.request('PUT', `${WB}/readMsg`, { body: { sessionId, seq: last.seq }, silent: true });
      setSessions((ss) => ss.map((s) => (s.sessionId === sessionId ? { ...s, unread: 0 } : s)));
    }
  }, []);

  useEffect(() => {
    void loadSessions();
  }, [loadSessions]);

  useEffect(() => {
    if (!socket) return;
    const onNew = () => void loadSessions();
    const onMessage = (m: ChatMessage) => {
      setMessages((all) => (all[m.sessionId] ? { ...all, [m.sessionId]: merge(all[m.sessionId], [m]) } : all));
      setSessions((ss) =>
        ss.map((s) =>
          s.sessionId === m.sessionId
            ? { ...s, lastMessagePreview: m.type === 'text' ? m.content.slice(0, 100) : `[${m.type}]`, lastMessageAt: m.createdAt, unread: currentRef.current === m.sessionId || m.author === 1 ? 0 : s.unread + 1 }
            : s,
        ),
      );
      if (currentRef.current === m.sessionId && m.author === 2) socket.emit('read', { sessionId: m.sessionId, seq: m.seq });
      if (m.author === 2) setTyping(null);
    };
    const onClosed = (p: { sessionId: string }) => setSessions((ss) => ss.map((s) => (s.sessionId === p.sessionId ? { ...s, status: 'closed' } : s)));
    const onUpdated = (p: { sessionId: string; status?: unknown }) =>
      setSessions((ss) => ss.map((s) => (s.sessionId === p.sessionId && p.status === 'queued' ? { ...s, status: 'queued' } : s)));
    const onRevoked = (p: { sessionId: string; messageId: string }) =>
      setMessages((all) => ({ ...all, [p.sessionId]: (all[p.sessionId] ?? []).map((m) => (m.id === p.messageId ? { ...m, revoked: true, content: '' } : m)) }));
    const onTyping = (p: { sessionId: string; typing: boolean }) => setTyping(p.typing ? p.sessionId : null);
    const onEvaluation = (p: EvaluationReceived) => {
      setEvaluations((all) => ({ ...all, [p.sessionId]: p }));
      setSessions((ss) => ss.map((s) => (s.sessionId === p.sessionId ? { ...s, evaluated: true } : s)));
    };
    // After a reconnect, ask for what was missed in the open conversation.
    const onConnect = () => {
      void loadSessions();
      const open = currentRef.current;
      if (!open) return;
      const have = messagesRef.current[open] ?? [];
      void socket.timeout(10_000).emitWithAck('sync', { sessionId: open, afterSeq: have.length ? have[have.length - 1].seq : 0 }).then((r: Ack<ChatMessage[]>) => {
        if (r.status === 0 && r.data) setMessages((all) => ({ ...all, [open]: merge(all[open] ?? [], r.data!) }));
      }, () => undefined);
    };
    socket.on('newSession', onNew);
    socket.on('chatMessage', onMessage);
    socket.on('sessionClosed', onClosed);
    socket.on('sessionUpdated', onUpdated);
    socket.on('messageRevoked', onRevoked);
    socket.on('typing', onTyping);
    socket.on('evaluationReceived', onEvaluation);
    socket.on('connect', onConnect);
    return () => {
      socket.off('newSession', onNew);
      socket.off('chatMessage', onMessage);
      socket.off('sessionClosed', onClosed);
      socket.off('sessionUpdated', onUpdated);
      socket.off('messageRevoked', onRevoked);
      socket.off('typing', onTyping);
      socket.off('evaluationReceived', onEvaluation);
      socket.off('connect', onConnect);
    };
  }, [socket, loadSessions]);

  const open = useCallback(
    (sessionId: string) => {
      setCurrent(sessionId);
      void loadMessages(sessionId);
    },
    [loadMessages],
  );

  const send = useCallback(
    async (content: string): Promise<string | null> => {
      const sessionId = currentRef.current;
      if (!socket || !sessionId) return 'offline';
      const clientMsgId = `a${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
      try {
        const r: Ack<ChatMessage> = await socket.timeout(10_000).emitWithAck('chatMessage', { sessionId, clientMsgId, content });
        if (r.status !== 0 || !r.data) return r.msg;
        const stored = r.data;
        setMessages((all) => ({ ...all, [sessionId]: merge(all[sessionId] ?? [], [stored]) }));
        return null;
      } catch (err) {
        return err instanceof Error ? err.message : String(err);
      }
    },
    [socket],
  );

  const sendImage = useCallback(async (file: File): Promise<string | null> => {
    const sessionId = currentRef.current;
    if (!sessionId) return 'offline';
    try {
      const stored = await uploadAndSend(sessionId, file);
      setMessages((all) => ({ ...all, [sessionId]: merge(all[sessionId] ?? [], [stored]) }));
      return null;
    } catch (err) {
      return err instanceof Error ? err.message : String(err);
    }
  }, []);

  const act = useCallback(
    async (what: 'end' | 'invite' | 'revoke', messageId?: string) => {
      const sessionId = currentRef.current;
      if (!sessionId) return;
      if (what === 'end') await api.request('PUT', `${WB}/clear`, { body: { sessionId } });
      if (what === 'invite') {
        await api.request('GET', `${WB}/invitationSatisfaction`, { query: { sessionId } });
        setSessions((ss) => ss.map((s) => (s.sessionId === sessionId ? { ...s, evaluationInvited: true } : s)));
      }
      if (what === 'revoke' && messageId) await api.request('POST', `${WB}/msg/revocation`, { body: { sessionId, messageId } });
    },
    [],
  );

  return { connected, sessions, current, messages: current ? (messages[current] ?? []) : [], typing: typing !== null && typing === current, evaluation: current ? (evaluations[current] ?? sessions.find((s) => s.sessionId === current)?.evaluation ?? undefined) : undefined, open, send, sendImage, act, reload: loadSessions };
}
