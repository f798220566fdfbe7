import type { ChatMessage } from '../common/events';

/** A message as the page holds it: stored ones come from the server; pending ones only have a clientMsgId yet. */
export interface UiMessage extends ChatMessage {
  pending?: boolean;
  failed?: boolean;
  /** The server's reason for refusing it (e.g. sending too fast), shown with the retry. */
  failReason?: string;
}

/** A robot answer's vote: sent and waiting, taken, refused by the server (with its reason), or lost on the way. */
export type VoteState = { busy: true } | { done: true } | { refused: string } | { failed: true };

export type SessionStatus = 'robot' | 'queued' | 'active' | 'closed';

export interface SessionInfo {
  sessionId: string;
  status: SessionStatus;
  queuePosition: number;
  agentName: string;
  evaluationInvited: boolean;
  evaluated: boolean;
}

interface ChatState {
  session: SessionInfo | null;
  messages: UiMessage[];
  agentTyping: boolean;
  /** The highest sequence of the visitor's messages the agent has read. */
  readSeq: number;
  connected: boolean;
  /** The server's notice (in the page's language) while this visitor is paused for sending too fast. */
  paused: string | null;
}

type ChatAction =
  | { type: 'merge'; messages: ChatMessage[] }
  | { type: 'pending'; message: UiMessage }
  | { type: 'failed'; clientMsgId: string; reason?: string }
  | { type: 'session'; patch: Partial<SessionInfo> & { sessionId: string } }
  | { type: 'converted'; sessionId: string; status: SessionStatus; queuePosition: number }
  | { type: 'revoked'; messageId: string }
  | { type: 'typing'; typing: boolean }
  | { type: 'read'; sessionId: string; seq: number }
  | { type: 'connected'; connected: boolean; paused?: string };

export const initialChat: ChatState = { session: null, messages: [], agentTyping: false, readSeq: 0, connected: false, paused: null };

const order = (a: UiMessage, b: UiMessage) =>
  a.sessionId === b.sessionId && !a.pending && !b.pending ? a.seq - b.seq : a.createdAt - b.createdAt || a.seq - b.seq;

/**
 * Exactly once on screen: a stored message replaces the pending one with its clientMsgId, and a message seen
 * twice (the acknowledgement and the broadcast, or a replay after reconnecting) is kept once, by id.
 */
export function mergeMessages(current: UiMessage[], incoming: ChatMessage[]): UiMessage[] {
  const byId = new Map(current.filter((m) => !m.pending).map((m) => [m.id, m]));
  const stored = new Set<string>();
  for (const m of incoming) {
    byId.set(m.id, m);
    if (m.clientMsgId) stored.add(m.clientMsgId);
  }
  const pending = current.filter((m) => m.pending && !(m.clientMsgId && stored.has(m.clientMsgId)));
  return [...byId.values(), ...pending].sort(order);
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'merge':
      return { ...state, messages: mergeMessages(state.messages, action.messages) };
    case 'pending':
      return { ...state, messages: [...state.messages.filter((m) => m.clientMsgId !== action.message.clientMsgId), action.message] };
    case 'failed':
      return { ...state, messages: state.messages.map((m) => (m.pending && m.clientMsgId === action.clientMsgId ? { ...m, failed: true, failReason: action.reason } : m)) };
    case 'session': {
      const base: SessionInfo =
        state.session && state.session.sessionId === action.patch.sessionId
          ? state.session
          : { sessionId: action.patch.sessionId, status: 'robot', queuePosition: 0, agentName: '', evaluationInvited: false, evaluated: false };
      return { ...state, session: { ...base, ...action.patch }, agentTyping: action.patch.status === 'closed' ? false : state.agentTyping };
    }
    case 'converted': {
      // The socket may have told of the assignment (or the end) before the convertAgent answer arrived: the
      // answer is older news then and must not put the visitor back in the queue.
      const s = state.session;
      if (s && s.sessionId === action.sessionId && (s.status === 'active' || s.status === 'closed')) return state;
      return chatReducer(state, { type: 'session', patch: { sessionId: action.sessionId, status: action.status, queuePosition: action.queuePosition } });
    }
    case 'revoked':
      return { ...state, messages: state.messages.map((m) => (m.id === action.messageId ? { ...m, revoked: true, content: '', extra: null } : m)) };
    case 'typing':
      return { ...state, agentTyping: action.typing };
    case 'read':
      // Read receipts only move forward, and only for the session on screen.
      return state.session?.sessionId === action.sessionId && action.seq > state.readSeq ? { ...state, readSeq: action.seq } : state;
    case 'connected':
      return { ...state, connected: action.connected, paused: action.connected ? null : (action.paused ?? state.paused) };
  }
}

/** The highest sequence held for a session: what a reconnecting page asks to continue from. */
export const lastSeq = (messages: UiMessage[], sessionId: string): number =>
  messages.reduce((max, m) => (m.sessionId === sessionId && !m.pending && m.seq > max ? m.seq : max), 0);
