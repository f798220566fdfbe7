import type { ChatMessage } from '../../common/events';

/** A message as the workbench holds it: stored ones come from the server; pending ones only have a clientMsgId yet. */
export interface UiMessage extends ChatMessage {
  pending?: boolean;
  failed?: boolean;
}

/** One session's loaded history: the newest page first, older pages prepended as the agent scrolls up. */
interface History {
  messages: UiMessage[];
  /** How many messages were ever added in front of the first one: the windowed list keeps its place with it. */
  prepended: number;
  /** No older messages on the server. */
  complete: boolean;
}

export type HistoryAction =
  | { type: 'merge'; sessionId: string; messages: ChatMessage[]; page?: { size: number; older: boolean } }
  /** A message from the socket: merged only into a history already loaded (the others load when opened). */
  | { type: 'receive'; message: ChatMessage }
  | { type: 'pending'; message: UiMessage }
  | { type: 'failed'; sessionId: string; clientMsgId: string }
  | { type: 'revoked'; sessionId: string; messageId: string }
  | { type: 'drop'; sessionId: string }
  /** After a reconnect only the open conversation is synced; the others may have gaps and are dropped. */
  | { type: 'keepOnly'; sessionId: string | null };

export type Histories = Record<string, History>;

export const emptyHistory: History = { messages: [], prepended: 0, complete: false };

/** Virtuoso wants a positive first index that drops by exactly the number of prepended items. */
export const FIRST_INDEX = 10_000_000;
export const firstItemIndex = (h: History) => FIRST_INDEX - h.prepended;

const stored = (m: UiMessage) => !m.pending;
export const lastStoredSeq = (h: History | undefined) => h?.messages.findLast(stored)?.seq ?? 0;
export const firstStoredSeq = (h: History | undefined) => h?.messages.find(stored)?.seq ?? 0;

/** Stored messages in sequence order, then the pending ones in the order they were typed. */
const order = (a: UiMessage, b: UiMessage) => Number(!!a.pending) - Number(!!b.pending) || (a.pending ? a.createdAt - b.createdAt : a.seq - b.seq);

/**
 * Exactly once on screen: a message seen twice (acknowledgement and broadcast, a replay, an overlapping page) is
 * kept once by id, and a stored message replaces the pending one with its clientMsgId.
 */
function mergeMessages(current: UiMessage[], incoming: ChatMessage[]): UiMessage[] {
  if (incoming.length === 0) return current;
  const last = current.findLast(stored);
  // The common case, one new message at the end of a long history, must not re-sort thousands of rows.
  if (incoming.length === 1 && !incoming[0].clientMsgId && !current.some((m) => m.pending) && (!last || incoming[0].seq > last.seq)) return [...current, incoming[0]];
  const byId = new Map(current.filter(stored).map((m) => [m.id, m]));
  const acked = new Set<string>();
  for (const m of incoming) {
    byId.set(m.id, m);
    if (m.clientMsgId) acked.add(m.clientMsgId);
  }
  const pending = current.filter((m) => m.pending && !(m.clientMsgId && acked.has(m.clientMsgId)));
  return [...byId.values(), ...pending].sort(order);
}

function update(all: Histories, sessionId: string, change: (h: History) => History): Histories {
  const h = all[sessionId];
  return h ? { ...all, [sessionId]: change(h) } : all;
}

export function historiesReducer(all: Histories, action: HistoryAction): Histories {
  switch (action.type) {
    case 'merge': {
      const h = all[action.sessionId] ?? emptyHistory;
      const messages = mergeMessages(h.messages, action.messages);
      const oldFirst = firstStoredSeq(h);
      // Counted by sequence, since the first row may have been a pending message that its stored copy replaced.
      const added = h.messages.length === 0 ? 0 : messages.reduce((n, m) => n + Number(stored(m) && (oldFirst === 0 || m.seq < oldFirst)), 0);
      const first = messages.find(stored);
      const short = action.page ? action.messages.length < action.page.size : false;
      const complete = h.complete || (first !== undefined && first.seq <= 1) || (!!action.page && (action.page.older || h.messages.length === 0) && short);
      // Nothing new (a catch-up that found nothing): the same state, so nothing renders again.
      if (messages === h.messages && complete === h.complete && all[action.sessionId]) return all;
      return { ...all, [action.sessionId]: { ...h, messages, prepended: h.prepended + added, complete } };
    }
    case 'receive':
      return all[action.message.sessionId] ? historiesReducer(all, { type: 'merge', sessionId: action.message.sessionId, messages: [action.message] }) : all;
    case 'pending': {
      const { sessionId, clientMsgId } = action.message;
      const h = all[sessionId] ?? emptyHistory;
      // A retry puts the failed message back as sending, at the end where new messages go.
      return { ...all, [sessionId]: { ...h, messages: [...h.messages.filter((m) => !(m.pending && m.clientMsgId === clientMsgId)), action.message] } };
    }
    case 'failed':
      return update(all, action.sessionId, (h) => ({ ...h, messages: h.messages.map((m) => (m.pending && m.clientMsgId === action.clientMsgId ? { ...m, failed: true } : m)) }));
    case 'revoked':
      return update(all, action.sessionId, (h) => ({ ...h, messages: h.messages.map((m) => (m.id === action.messageId ? { ...m, revoked: true, content: '', extra: null } : m)) }));
    case 'drop': {
      const { [action.sessionId]: _dropped, ...rest } = all;
      return rest;
    }
    case 'keepOnly':
      return action.sessionId && all[action.sessionId] ? { [action.sessionId]: all[action.sessionId] } : {};
  }
}
