import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../dataProvider/api';
import { useRealtime } from '../dataProvider/realtime/RealtimeProvider';
import type { StaffSocket } from '../dataProvider/realtime/staffSocket';
import { AUTHOR, type Ack, type ChatMessage, type EvaluationReceived, type StaffServerEvents } from '../common/events';
import { MAIN_BASE } from '../common/runtimeConfig';
import { systemPreview } from '../common/systemLines';
import { emptyHistory, firstItemIndex, lastStoredSeq } from './conversations/history';
import { useConversations } from './conversations/useConversations';
import { UnreadLedger } from './conversations/unreadLedger';
import type { SuggestionUse } from '../common/suggestedReplies';

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
  /** The highest sequence the visitor has read: the read mark on the agent's messages. */
  visitorReadSeq?: number;
  /** The visitor has no page open (presence); they may come back. */
  visitorAway?: boolean;
  /** The visitor's oldest message no agent has answered yet; null when nothing waits. */
  awaitingReplySince?: number | null;
  /** When the chat came to its agent. */
  assignedAt?: number | null;
  /** When the first response is due (the SLA policy holding the chat, else the service's limit); null once an agent has answered. */
  firstResponseDueAt?: number | null;
  /** The SLA policy holding the chat (its clocks run from the queue, in working time); null when none does. */
  slaPolicy?: string | null;
  /** When the chat must be resolved by its SLA policy. */
  resolutionDueAt?: number | null;
}

/** What a new message changes in its row's waiting time: a visitor's starts the wait, an agent's reply ends it. */
const waitAfter = (s: WorkbenchSession, m: ChatMessage): Pick<WorkbenchSession, 'awaitingReplySince' | 'firstResponseDueAt'> =>
  m.author === AUTHOR.customer
    ? { awaitingReplySince: s.awaitingReplySince ?? m.createdAt, firstResponseDueAt: s.firstResponseDueAt }
    : m.author === AUTHOR.agent && m.type !== 'note'
      ? { awaitingReplySince: null, firstResponseDueAt: null }
      : { awaitingReplySince: s.awaitingReplySince, firstResponseDueAt: s.firstResponseDueAt };

const WB = `${MAIN_BASE}/workbench`;
/** A visitor's "typing" not repeated within this long has gone stale (its stop was lost: the page closed). */
const TYPING_STALE_MS = 6_000;

/** The socket events the workbench listens to, each with its typed handler. */
type Handlers = { [E in keyof StaffServerEvents]?: StaffServerEvents[E] } & { connect?: () => void };
type AnyHandler = (...args: never[]) => void;

/** Subscribes a handler map and answers the unsubscribe; the map is typed, so the loop may forget the types. */
function subscribe(socket: StaffSocket, handlers: Handlers): () => void {
  const entries = Object.entries(handlers) as [string, AnyHandler][];
  const emitter = socket as unknown as { on(event: string, h: AnyHandler): void; off(event: string, h: AnyHandler): void };
  entries.forEach(([event, h]) => emitter.on(event, h));
  return () => entries.forEach(([event, h]) => emitter.off(event, h));
}

/** The list's order: in service first, newest message first (ended ones stay readable for a day). */
const byPriority = (a: WorkbenchSession, b: WorkbenchSession) => Number(b.status === 'active') - Number(a.status === 'active') || (b.lastMessageAt ?? 0) - (a.lastMessageAt ?? 0);

/** The list's preview of a new message, as the server stores it (a system line as its code, rendered by the list). */
const preview = (m: ChatMessage) => (m.type === 'text' || m.type === 'note' ? m.content.slice(0, 100) : m.type === 'system' ? systemPreview(String(m.extra?.code ?? m.content)) : `[${m.type}]`);

/** The open chat, kept per agent in the tab, so leaving the workbench for another screen and coming back reopens it. */
const openKey = (agentId: string) => `ccim.openSession.${agentId}`;
const storedOpen = (agentId: string | undefined) => {
  try {
    return agentId ? sessionStorage.getItem(openKey(agentId)) : null;
  } catch {
    return null;
  }
};

/** Something that asks for the agent: a chat that came to them, or a visitor's message. */
export interface Arrival {
  kind: 'chat' | 'message';
  sessionId: string;
  /** The visitor's nickname ('' when not known yet). */
  name: string;
  /** A message's list preview. */
  preview?: string;
}

/** The agent's sessions and the open conversation, kept live from the staff socket. `onArrival` hears new chats and visitors' messages (announcements, notifications). */
export function useWorkbench(agentId: string | undefined, onArrival?: (a: Arrival) => void) {
  const { socket, connected } = useRealtime();
  const arrivalRef = useRef(onArrival);
  useEffect(() => {
    arrivalRef.current = onArrival;
  }, [onArrival]);
  const [sessions, setSessions] = useState<WorkbenchSession[]>([]);
  const [current, setCurrent] = useState<string | null>(null);
  const [typing, setTyping] = useState<string | null>(null);
  const typingStale = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(typingStale.current), []);
  const [evaluations, setEvaluations] = useState<Record<string, EvaluationReceived>>({});
  // A change that changes nothing keeps the same list, so the page does not render again for it.
  const patch = useCallback(
    (sessionId: string, change: (s: WorkbenchSession) => WorkbenchSession) =>
      setSessions((ss) => {
        const i = ss.findIndex((s) => s.sessionId === sessionId);
        if (i < 0) return ss;
        const next = change(ss[i]);
        return next === ss[i] ? ss : ss.with(i, next);
      }),
    [],
  );
  // A read mark clears the messages it covers; one that came while the mark was on its way stays unread.
  const unread = useRef(new UnreadLedger());
  const conv = useConversations(
    socket,
    useCallback((sessionId: string, seq: number) => {
      const left = unread.current.readUpTo(sessionId, seq);
      patch(sessionId, (s) => (s.unread === left ? s : { ...s, unread: left }));
    }, [patch]),
  );
  const { apply, historiesRef, load } = conv;
  const currentRef = useRef(current);
  const sessionsRef = useRef(sessions);
  useEffect(() => {
    currentRef.current = current;
    sessionsRef.current = sessions;
  }, [current, sessions]);

  // Whether the chat kept from before was reopened (or the agent opened another one first).
  const restored = useRef(false);
  const listAsks = useRef(0);
  // Visitors' names as new chats announced them, for a message that comes before the list holds its chat.
  const arrivedNames = useRef(new Map<string, string>());
  const loadSessions = useCallback(() => {
    if (!agentId) return Promise.resolve();
    const ask = ++listAsks.current;
    return api.request<WorkbenchSession[]>('GET', `${WB}/listSession`, { silent: true }).then((list) => {
      const latest = ask === listAsks.current;
      setSessions((held) => {
        const byId = new Map(held.map((h) => [h.sessionId, h]));
        // A message that arrived after the server read the list is newer than the answer: its row keeps it.
        const rows = list.map((row) => {
          const mine = byId.get(row.sessionId);
          return mine && (mine.lastMessageAt ?? 0) > (row.lastMessageAt ?? 0) ? { ...row, lastMessagePreview: mine.lastMessagePreview, lastMessageAt: mine.lastMessageAt, unread: mine.unread } : row;
        });
        // An earlier request answered after a later one knows less: it may only add chats the list lacks.
        return latest ? rows : [...held, ...rows.filter((r) => !byId.has(r.sessionId))];
      });
      if (!latest) return;
      // The chat kept from before (the agent left the workbench and came back, or reloaded) opens once it is listed.
      const kept = restored.current ? null : storedOpen(agentId);
      if (kept && list.some((s) => s.sessionId === kept)) {
        restored.current = true;
        setCurrent(kept);
        void load(kept);
      }
    }, () => undefined);
  }, [agentId, load]);

  useEffect(() => {
    void loadSessions();
  }, [loadSessions]);

  useEffect(() => {
    if (!socket) return;
    return subscribe(socket, {
      // A chat that comes (back) to this agent: a history held from before (it was transferred away and came back)
      // missed what was written meanwhile. On screen it catches up now; otherwise it loads afresh when opened.
      newSession: (p) => {
        void loadSessions();
        if (typeof p.visitorNickname === 'string') arrivedNames.current.set(p.sessionId, p.visitorNickname);
        arrivalRef.current?.({ kind: 'chat', sessionId: p.sessionId, name: typeof p.visitorNickname === 'string' ? p.visitorNickname : '' });
        if (!historiesRef.current[p.sessionId]) return;
        if (currentRef.current === p.sessionId) void load(p.sessionId);
        else apply({ type: 'drop', sessionId: p.sessionId });
      },
      chatMessage: (m) => {
        const open = currentRef.current === m.sessionId;
        // Staff see every message of a chat, so its sequence has no hole: one that skips ahead means the history
        // held missed some (the chat was with a colleague meanwhile). On screen it catches up now (the catch-up
        // brings this one too); otherwise it loads afresh when opened.
        const held = historiesRef.current[m.sessionId];
        const last = lastStoredSeq(held);
        if (held && last > 0 && m.seq > last + 1) {
          if (open) void load(m.sessionId);
          else apply({ type: 'drop', sessionId: m.sessionId });
        } else apply({ type: 'receive', message: m });
        // A visitor who writes has read everything before it (the server moves their read mark the same way).
        const readSeq = (s: WorkbenchSession) => (m.author === AUTHOR.customer ? Math.max(s.visitorReadSeq ?? 0, m.seq) : s.visitorReadSeq);
        // A message of a chat the list does not hold yet (it came just before the list answered): load the list
        // again, so its row shows the newest message rather than what the earlier answer knew.
        if (!sessionsRef.current.some((s) => s.sessionId === m.sessionId)) void loadSessions();
        const seen = open || m.author === AUTHOR.agent;
        if (seen) unread.current.clear(m.sessionId);
        else unread.current.count(m.sessionId, m.seq);
        patch(m.sessionId, (s) => ({ ...s, lastMessagePreview: preview(m), lastMessageAt: m.createdAt, unread: seen ? 0 : s.unread + 1, visitorReadSeq: readSeq(s), ...waitAfter(s, m) }));
        if (open && m.author === AUTHOR.customer) socket.emit('read', { sessionId: m.sessionId, seq: m.seq });
        if (m.author === AUTHOR.customer) {
          setTyping(null);
          arrivalRef.current?.({ kind: 'message', sessionId: m.sessionId, name: sessionsRef.current.find((s) => s.sessionId === m.sessionId)?.visitorNickname ?? arrivedNames.current.get(m.sessionId) ?? '', preview: preview(m) });
        }
      },
      // An ended chat asks for nothing more: no unread badge.
      sessionClosed: (p) => {
        unread.current.clear(p.sessionId);
        patch(p.sessionId, (s) => ({ ...s, status: 'closed', unread: 0, awaitingReplySince: null, firstResponseDueAt: null }));
      },
      // A chat handed to a colleague (by a supervisor, or from another tab) leaves this agent's list.
      sessionUpdated: (p) => (p.status === 'transferred' ? void loadSessions() : patch(p.sessionId, (s) => (p.status === 'queued' ? { ...s, status: 'queued' } : s))),
      visitorPresence: (p) => patch(p.sessionId, (s) => ({ ...s, visitorAway: !p.present })),
      messageRevoked: (p) => apply({ type: 'revoked', sessionId: p.sessionId, messageId: p.messageId }),
      typing: (p) => {
        clearTimeout(typingStale.current);
        if (p.typing) {
          setTyping(p.sessionId);
          typingStale.current = setTimeout(() => setTyping((cur) => (cur === p.sessionId ? null : cur)), TYPING_STALE_MS);
        } else setTyping((cur) => (cur === p.sessionId ? null : cur));
      },
      read: (p) => {
        if (p.author === AUTHOR.customer) patch(p.sessionId, (s) => ({ ...s, visitorReadSeq: Math.max(s.visitorReadSeq ?? 0, p.seq) }));
      },
      evaluationReceived: (p) => {
        setEvaluations((all) => ({ ...all, [p.sessionId]: p }));
        patch(p.sessionId, (s) => ({ ...s, evaluated: true }));
      },
      // After a reconnect, ask for what was missed in the open conversation; the others reload when opened.
      connect: () => {
        void loadSessions();
        const open = currentRef.current;
        apply({ type: 'keepOnly', sessionId: open });
        if (!open) return;
        const afterSeq = lastStoredSeq(historiesRef.current[open]);
        void socket
          .timeout(10_000)
          .emitWithAck('sync', { sessionId: open, afterSeq })
          .then((r: Ack<ChatMessage[]>) => {
            if (r.status === 0 && r.data) apply({ type: 'merge', sessionId: open, messages: r.data });
          }, () => undefined);
      },
    });
  }, [socket, loadSessions, apply, patch, historiesRef, load]);

  const sorted = useMemo(() => [...sessions].sort(byPriority), [sessions]);
  // The newest page of the sessions in service at the top of the list, fetched while the browser is idle.
  const { preload, preloadSoon } = conv;
  const preloadKey = sorted.flatMap((s) => (s.status === 'active' ? [s.sessionId] : [])).join(',');
  useEffect(() => {
    if (preloadKey) preload(preloadKey.split(','));
  }, [preloadKey, preload]);

  const open = useCallback(
    (sessionId: string) => {
      restored.current = true;
      setCurrent(sessionId);
      try {
        if (agentId) sessionStorage.setItem(openKey(agentId), sessionId);
      } catch {
        // Not kept: coming back shows the list without an open chat.
      }
      void load(sessionId);
    },
    [load, agentId],
  );

  const { send: sendTo, retry: retryIn, sendImage: sendImageTo, loadOlder: olderOf } = conv;
  // This tab's own replies do not come back over the socket: a stored one ends the visitor's wait here.
  const answered = useCallback(
    (sessionId: string) => (failure: string | null) => {
      if (!failure) patch(sessionId, (s) => (s.awaitingReplySince == null && s.firstResponseDueAt == null ? s : { ...s, awaitingReplySince: null, firstResponseDueAt: null }));
      return failure;
    },
    [patch],
  );
  const send = useCallback((content: string, suggestion?: SuggestionUse) => {
    const sessionId = currentRef.current;
    return sessionId ? sendTo(sessionId, content, undefined, false, suggestion).then(answered(sessionId)) : Promise.resolve('offline');
  }, [sendTo, answered]);
  const sendNote = useCallback((content: string) => (currentRef.current ? sendTo(currentRef.current, content, undefined, true) : Promise.resolve('offline')), [sendTo]);
  const emitTyping = useCallback((sessionId: string, typing: boolean) => socket?.emit('typing', { sessionId, typing }), [socket]);
  const retry = useCallback((clientMsgId: string) => void (currentRef.current && retryIn(currentRef.current, clientMsgId)), [retryIn]);
  const sendImage = useCallback((file: File) => {
    const sessionId = currentRef.current;
    return sessionId ? sendImageTo(sessionId, file).then(answered(sessionId)) : Promise.resolve('offline');
  }, [sendImageTo, answered]);
  const loadOlder = useCallback(() => void (currentRef.current && olderOf(currentRef.current)), [olderOf]);

  const act = useCallback(
    async (what: 'end' | 'invite' | 'revoke', messageId?: string) => {
      const sessionId = currentRef.current;
      if (!sessionId) return;
      if (what === 'end') await api.request('PUT', `${WB}/clear`, { body: { sessionId } });
      if (what === 'invite') {
        await api.request('POST', `${WB}/invitationSatisfaction`, { body: { sessionId } });
        patch(sessionId, (s) => ({ ...s, evaluationInvited: true }));
      }
      if (what === 'revoke' && messageId) await api.request('POST', `${WB}/msg/revocation`, { body: { sessionId, messageId } });
    },
    [patch],
  );

  const reloadHistory = useCallback(() => void (currentRef.current && load(currentRef.current)), [load]);

  const history = (current && conv.histories[current]) || emptyHistory;
  const session = sessions.find((s) => s.sessionId === current);
  return {
    connected,
    /** In the list's order. */
    sessions: sorted,
    current,
    messages: history.messages,
    /** The open history's windowing and loading state, for the message list. */
    view: { firstItemIndex: firstItemIndex(history), complete: history.complete, loads: (current && conv.loads[current]) || undefined, readSeq: session?.visitorReadSeq ?? 0 },
    typing: typing !== null && typing === current,
    evaluation: current ? (evaluations[current] ?? session?.evaluation ?? undefined) : undefined,
    open,
    /** The pointer is on a session: its latest page is fetched now if it is not here yet. */
    prefetch: preloadSoon,
    send,
    sendNote,
    emitTyping,
    retry,
    sendImage,
    loadOlder,
    act,
    reload: loadSessions,
    reloadHistory,
  };
}
