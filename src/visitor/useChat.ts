import { useCallback, useEffect, useReducer, useRef } from 'react';
import { AUTHOR, type Ack, type ChatMessage } from '../common/events';
import { ApiError, call, newClientMsgId, setImageTicket } from './api';
import { chatReducer, initialChat, lastSeq, type SessionInfo, type SessionStatus } from './chatState';
import type { VisitorSocket } from './socket';

interface Current {
  session: { sessionId: string; status: SessionStatus; evaluated: boolean; evaluationInvited?: boolean; agentReadSeq: number } | null;
  messages: ChatMessage[];
  imageTicket?: string;
}

interface RobotReply {
  sessionId: string;
  kind: string;
  question: ChatMessage;
  answer: ChatMessage;
}

const SEND_TIMEOUT_MS = 10_000;

/**
 * The visitor's conversation: robot questions over HTTP, the human chat over the `/visitor` socket with
 * acknowledgements, the live queue, and a replay from the last sequence after every reconnect.
 */
export function useChat(token: string, channel: number, source: string) {
  const [state, dispatch] = useReducer(chatReducer, initialChat);
  const socketRef = useRef<VisitorSocket | null>(null);
  const resendRef = useRef<(sessionId: string, clientMsgId: string, content: string) => Promise<void>>(async () => undefined);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  /** The session as the server has it now (status, history, the agent's read mark), over HTTP. */
  const loadCurrent = useCallback(async (sessionId?: string, stale: () => boolean = () => false) => {
    const cur = await call<Current>('GET', `/openChannel/listCurrentSessionMsg${sessionId ? `?sessionId=${encodeURIComponent(sessionId)}` : ''}`);
    setImageTicket(cur.imageTicket);
    if (stale() || !cur.session) return;
    const { agentReadSeq, ...session } = cur.session;
    dispatch({ type: 'session', patch: { ...session, evaluationInvited: !!session.evaluationInvited } });
    dispatch({ type: 'merge', messages: cur.messages });
    // Read marks survive a reload: the agent's read position comes with the history.
    dispatch({ type: 'read', sessionId: session.sessionId, seq: agentReadSeq });
  }, []);

  const sync = useCallback(async () => {
    const s = stateRef.current.session;
    const socket = socketRef.current;
    if (!s || !socket?.connected) return;
    const r: Ack<ChatMessage[]> = await socket.timeout(SEND_TIMEOUT_MS).emitWithAck('sync', { sessionId: s.sessionId, afterSeq: lastSeq(stateRef.current.messages, s.sessionId) });
    if (r.status === 0 && r.data) dispatch({ type: 'merge', messages: r.data });
  }, []);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    loadCurrent(undefined, () => cancelled).catch(() => undefined);
    let socket: VisitorSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // socket.io-client comes in its own chunk, fetched now that the chat starts (not before the first paint).
    const ready: Promise<VisitorSocket> = import('./socket').then(({ visitorSocket }) => {
      if (cancelled) throw new Error('closed');
      const s = (socket = visitorSocket(token));
      socketRef.current = s;
      s.on('connect', () => {
        dispatch({ type: 'connected', connected: true });
        void sync().catch(() => undefined);
        // Resend what was never acknowledged: the same clientMsgId makes it safe.
        for (const m of stateRef.current.messages.filter((x) => x.pending && x.failed)) void resend(m.sessionId, m.clientMsgId!, m.content);
      });
      s.on('disconnect', (reason) => {
        dispatch({ type: 'connected', connected: false });
        // The server closed this connection (a restart, or a pause for sending too fast): socket.io leaves that to
        // the page, which comes back in a moment; a pause then answers with its notice and how long it lasts.
        if (reason === 'io server disconnect') retry = setTimeout(() => s.connect(), 1000);
      });
      s.on('connect_error', (err) => {
        const data = (err as Error & { data?: { msg?: string; retryAfterSeconds?: number } }).data;
        if (err.message !== 'paused' || !data?.msg) return;
        dispatch({ type: 'connected', connected: false, paused: data.msg });
        retry = setTimeout(() => s.connect(), (data.retryAfterSeconds ?? 60) * 1000);
      });
      s.on('chatMessage', (m) => dispatch({ type: 'merge', messages: [m] }));
      s.on('queuePosition', (p) => dispatch({ type: 'session', patch: { sessionId: p.sessionId, status: 'queued', queuePosition: p.queuePosition } }));
      s.on('assigned', (p) => dispatch({ type: 'session', patch: { sessionId: p.sessionId, status: 'active', agentName: p.agentNickname, queuePosition: 0 } }));
      s.on('sessionClosed', (p) => dispatch({ type: 'session', patch: { sessionId: p.sessionId, status: 'closed' } }));
      s.on('evaluationInvited', (p) => dispatch({ type: 'session', patch: { sessionId: p.sessionId, evaluationInvited: true } }));
      s.on('messageRevoked', (p) => dispatch({ type: 'revoked', messageId: p.messageId }));
      s.on('typing', (p) => dispatch({ type: 'typing', typing: p.typing }));
      s.on('read', (p) => {
        if (p.author === AUTHOR.agent) dispatch({ type: 'read', sessionId: p.sessionId, seq: p.seq });
      });
      s.connect();
      return s;
    });
    ready.catch(() => undefined);

    const resend = async (sessionId: string, clientMsgId: string, content: string) => {
      dispatch({ type: 'pending', message: { id: clientMsgId, sessionId, seq: 0, author: 2, type: 'text', content, clientMsgId, createdAt: Date.now(), pending: true } });
      try {
        const r: Ack<ChatMessage> = await (await ready).timeout(SEND_TIMEOUT_MS).emitWithAck('chatMessage', { sessionId, clientMsgId, content });
        if (r.status === 0 && r.data) dispatch({ type: 'merge', messages: [r.data] });
        else dispatch({ type: 'failed', clientMsgId, reason: r.msg });
      } catch {
        dispatch({ type: 'failed', clientMsgId });
      }
    };
    resendRef.current = resend;
    return () => {
      cancelled = true;
      clearTimeout(retry);
      socket?.removeAllListeners();
      socket?.disconnect();
      socketRef.current = null;
    };
  }, [token, sync, loadCurrent]);

  /** Sends text: to the agent when queued or chatting, otherwise to the robot. */
  const send = useCallback(
    async (content: string, qaId?: string): Promise<RobotReply | void> => {
      const s = stateRef.current.session;
      if (s && (s.status === 'queued' || s.status === 'active')) return resendRef.current(s.sessionId, newClientMsgId(), content);
      const r = await call<RobotReply>('POST', 'robot:/im/answer', { question: content, channel, source, ...(qaId ? { qaId } : {}) });
      dispatch({ type: 'session', patch: { sessionId: r.sessionId, status: 'robot' } });
      dispatch({ type: 'merge', messages: [r.question, r.answer] });
      return r;
    },
    [channel, source],
  );

  const retry = useCallback((clientMsgId: string) => {
    const m = stateRef.current.messages.find((x) => x.clientMsgId === clientMsgId && x.pending);
    if (m) void resendRef.current(m.sessionId, clientMsgId, m.content);
  }, []);

  /** `im/convertAgent`; a refusal (blacklist, off hours) comes back as the server's bilingual message. */
  const convert = useCallback(async (): Promise<{ en: string; zh: string } | string | null> => {
    try {
      const r = await call<{ sessionId: string; status: SessionStatus; queuePosition: number }>('POST', 'robot:/im/convertAgent', { channel, source });
      dispatch({ type: 'converted', sessionId: r.sessionId, status: r.status, queuePosition: r.queuePosition });
      // The assignment may have been pushed before this socket joined and before this answer arrived: read the
      // session as it stands now, which does not depend on the socket.
      await loadCurrent(r.sessionId).catch(() => undefined);
      return null;
    } catch (err) {
      if (err instanceof ApiError) return (err.data as { message?: { en: string; zh: string } } | null)?.message ?? err.message;
      throw err;
    }
  }, [channel, source, loadCurrent]);

  const sendImage = useCallback(async (file: File) => {
    const s = stateRef.current.session;
    if (!s) return;
    const form = new FormData();
    form.append('file', file);
    const img = await call<{ url: string }>('POST', '/openChannel/uploadImg', form);
    const m = await call<ChatMessage>('POST', '/openChannel/sendImgUrlMsg', { sessionId: s.sessionId, url: img.url, clientMsgId: newClientMsgId() });
    dispatch({ type: 'merge', messages: [m] });
  }, []);

  const signal = useCallback((event: 'typing' | 'read', value: boolean | number) => {
    const s = stateRef.current.session;
    const socket = socketRef.current;
    if (!s || s.status !== 'active' || !socket?.connected) return;
    if (event === 'typing') socket.emit('typing', { sessionId: s.sessionId, typing: value as boolean });
    else socket.emit('read', { sessionId: s.sessionId, seq: value as number });
  }, []);

  const endChat = useCallback(async () => {
    const s = stateRef.current.session;
    if (s && socketRef.current) await socketRef.current.timeout(SEND_TIMEOUT_MS).emitWithAck('endSession', { sessionId: s.sessionId });
  }, []);

  /** `sendTemplateMsg`: a waybill card sent to the agent serving the visitor. */
  const sendWaybill = useCallback(async (waybillNo: string) => {
    const s = stateRef.current.session;
    if (!s) return;
    const m = await call<ChatMessage>('POST', '/openChannel/sendTemplateMsg', { sessionId: s.sessionId, templateType: 'waybill', waybillNo, clientMsgId: newClientMsgId() });
    dispatch({ type: 'merge', messages: [m] });
  }, []);

  /** `listMoreMsg`: the page of the session's history before the earliest message held. */
  const loadEarlier = useCallback(async () => {
    const s = stateRef.current.session;
    const first = stateRef.current.messages.find((m) => s && m.sessionId === s.sessionId && !m.pending);
    if (!s || !first || first.seq <= 1) return;
    dispatch({ type: 'merge', messages: await call<ChatMessage[]>('GET', `/openChannel/listMoreMsg?sessionId=${encodeURIComponent(s.sessionId)}&beforeSeq=${first.seq}`) });
  }, []);

  const markSession = useCallback((patch: Partial<SessionInfo> & { sessionId: string }) => dispatch({ type: 'session', patch }), []);

  return { state, send, retry, convert, sendImage, sendWaybill, loadEarlier, signal, endChat, markSession };
}
