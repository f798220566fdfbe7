import type { SuggestionUse } from './suggestedReplies';
import type { SupervisionSnapshot } from './supervision';

/**
 * The realtime contract (api-contract.md "Realtime"), shared by the server and both browser apps. Event names and
 * payloads live only here.
 */

/** `{status, msg, data}`, the same envelope as HTTP, for acknowledgements. */
export interface Ack<T = unknown> {
  status: 0 | -1 | -2;
  msg: string;
  data: T | null;
}

export interface AllStatus {
  queueCount: number;
  /** Of the queued, those a routing rule made high or urgent. */
  priorityQueueCount: number;
  readyCount: number;
  inSessionCount: number;
  busyCount: number;
}

/** Message author: 0 system, 1 agent, 2 customer (visitor), 3 robot. */
export const AUTHOR = { system: 0, agent: 1, customer: 2, robot: 3 } as const;
export type Author = (typeof AUTHOR)[keyof typeof AUTHOR];

export interface ChatMessage {
  id: string;
  sessionId: string;
  seq: number;
  author: Author;
  /** text | image | template | system */
  type: string;
  content: string;
  clientMsgId: string | null;
  createdAt: number;
  revoked?: boolean;
  agentId?: string | null;
  /** Staff histories only: the name of the agent who wrote it. */
  agentName?: string;
  extra?: Record<string, unknown> | null;
}

export interface SendMessage {
  sessionId: string;
  clientMsgId: string;
  content: string;
  /** Staff only: an internal note (type `note`), never sent to the visitor. */
  note?: boolean;
  /** Staff only: the suggested reply this message started from (recorded for the suggestion-use figures). */
  suggestion?: SuggestionUse;
}

interface NewSession {
  sessionId: string;
  [key: string]: unknown;
}

/** Server → staff (namespace `/`). */
export interface StaffServerEvents {
  allStatus: (s: AllStatus) => void;
  newSession: (s: NewSession) => void;
  chatMessage: (m: ChatMessage) => void;
  forceOffline: (p: { reason: string }) => void;
  agentStatus: (p: { agentId: string; status: number }) => void;
  sessionUpdated: (p: { sessionId: string; [key: string]: unknown }) => void;
  sessionClosed: (p: { sessionId: string; [key: string]: unknown }) => void;
  messageRevoked: (p: { sessionId: string; messageId: string }) => void;
  typing: (p: { sessionId: string; author: Author; typing: boolean }) => void;
  read: (p: { sessionId: string; author: Author; seq: number }) => void;
  /** The visitor evaluated one of the agent's sessions (after it is stored). */
  evaluationReceived: (p: EvaluationReceived) => void;
  /** The visitor of one of the agent's chats left the page (no connection) or came back. */
  visitorPresence: (p: { sessionId: string; present: boolean }) => void;
  /** Supervisors and admins: the live picture of the queue, the chats and the agents, after every change. */
  supervision: (s: SupervisionSnapshot) => void;
  /** Supervisors and admins: a chat missed an SLA clock (recorded once, by one instance; features/sla). */
  slaBreach: (b: SlaBreachNotice) => void;
  /** Supervisors and admins: a message of the chat this socket watches (`watchSession`), notes included. */
  watchedMessage: (m: ChatMessage) => void;
  /** A command sent without an acknowledgement callback, or one that failed before it could be answered. */
  requestError: (p: RequestError) => void;
  /** This instance is stopping for a restart: open a new connection (another instance takes it), then close this one. */
  serverMoving: (p: ServerMoving) => void;
}

/** An SLA clock a chat missed, as supervisors are told (their screens word it in their language). */
export interface SlaBreachNotice {
  sessionId: string;
  kind: 'firstResponse' | 'resolution';
  policyName: string;
  /** When the clock ran out, and when the breach was recorded. */
  dueAt: number;
  breachedAt: number;
  visitorNickname: string;
  /** The chat's agent; null while it still waited in the queue. */
  agentNickname: string | null;
}

/**
 * `serverMoving` (both namespaces): the instance holding this connection drains for a restart. It keeps serving the
 * connection (messages are still stored and acknowledged) for at most `deadlineSeconds`, then closes it.
 */
export interface ServerMoving {
  deadlineSeconds: number;
}

/** A visitor's evaluation of a session as its agent receives it: satisfaction 1..5, category → reason codes. */
export interface EvaluationReceived {
  sessionId: string;
  satisfaction: number;
  categories: Record<string, string[]>;
  comment: string;
}

export interface RequestError {
  event: string;
  msg: string;
}

export interface SyncRequest {
  sessionId: string;
  /** The last sequence number the client holds; the answer is everything after it, in order. */
  afterSeq: number;
}

/** Staff → server. */
export interface StaffClientEvents {
  chatMessage: (m: SendMessage, ack: (r: Ack<ChatMessage>) => void) => void;
  sync: (p: SyncRequest, ack: (r: Ack<ChatMessage[]>) => void) => void;
  typing: (p: { sessionId: string; typing: boolean }) => void;
  read: (p: { sessionId: string; seq: number }) => void;
  /** Supervisors and admins: watch one chat live (read-only); the answer is its latest messages. One chat per socket. */
  watchSession: (p: { sessionId: string }, ack: (r: Ack<ChatMessage[]>) => void) => void;
  /** Supervisors and admins: stop watching. */
  unwatchSession: (p: Record<string, never>, ack: (r: Ack<null>) => void) => void;
}

/** Server → visitor (namespace `/visitor`). */
export interface VisitorServerEvents {
  chatMessage: (m: ChatMessage) => void;
  queuePosition: (p: { sessionId: string; queuePosition: number }) => void;
  assigned: (p: { sessionId: string; agentNickname: string }) => void;
  sessionClosed: (p: { sessionId: string; reason: string }) => void;
  evaluationInvited: (p: { sessionId: string; evaluateUrl: string }) => void;
  messageRevoked: (p: { sessionId: string; messageId: string }) => void;
  typing: (p: { sessionId: string; author: Author; typing: boolean }) => void;
  read: (p: { sessionId: string; author: Author; seq: number }) => void;
  requestError: (p: RequestError) => void;
  serverMoving: (p: ServerMoving) => void;
}

export interface VisitorClientEvents {
  chatMessage: (m: SendMessage, ack: (r: Ack<ChatMessage>) => void) => void;
  sync: (p: SyncRequest, ack: (r: Ack<ChatMessage[]>) => void) => void;
  typing: (p: { sessionId: string; typing: boolean }) => void;
  read: (p: { sessionId: string; seq: number }) => void;
  /** The visitor ends the chat with the agent. */
  endSession: (p: { sessionId: string }, ack: (r: Ack<null>) => void) => void;
}

/** The page a visitor is invited to for the evaluation (product.md route `/:evaluate/:index`). */
export const evaluateUrl = (sessionId: string) => `/evaluate/${sessionId}`;

/** Rooms (design.md): who receives what is decided by the server's broadcaster only. */
export const rooms = {
  agent: (id: string) => `agent:${id}`,
  session: (id: string) => `session:${id}`,
  visitor: (id: string) => `visitor:${id}`,
  staff: 'staff',
  /** Supervisors' and admins' sockets: the live supervision picture. */
  supervisors: 'supervisors',
  /** The sockets watching one chat live (supervision's read-only view). */
  watch: (sessionId: string) => `watch:${sessionId}`,
} as const;
