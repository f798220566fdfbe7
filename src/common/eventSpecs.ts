import * as s from './eventSchemas';
import type { StaffClientEvents, StaffServerEvents, VisitorClientEvents, VisitorServerEvents } from './events';

/** One event: what it is for, its payload's schema and, for a command answered by acknowledgement, the answer's. */
interface Plain {
  summary: string;
  payload: s.JsonSchema;
  ack?: never;
}
interface Acked {
  summary: string;
  payload: s.JsonSchema;
  ack: s.JsonSchema;
}

/**
 * Every event of an event map, no more and no fewer: a handler taking an acknowledgement callback must declare its
 * answer's schema, one without must not. An event added to `events.ts` without its entry here fails the build.
 */
type Specs<T> = { [K in keyof T]-?: T[K] extends (...args: infer A) => void ? (A['length'] extends 2 ? Acked : Plain) : never };

const MOVING =
  'This instance is stopping for a restart: open a new connection (another instance takes it), run what a reconnection runs, then close this one; it is served until then, at most deadlineSeconds';

const staffServer = {
  allStatus: { summary: 'The header\'s counts: queued visitors (and of them the high or urgent ones), ready agents, chats in service, busy agents', payload: s.allStatus },
  newSession: { summary: 'A chat was assigned or transferred to this agent', payload: s.sessionRef },
  chatMessage: { summary: 'A message of one of this agent\'s chats', payload: s.chatMessage },
  forceOffline: { summary: 'An administrator signed this agent out', payload: s.obj({ reason: { type: 'string' } }) },
  agentStatus: { summary: 'An agent\'s status changed (1 offline, 2 busy, 3 ready)', payload: s.obj({ agentId: { type: 'string' }, status: { enum: [1, 2, 3] } }) },
  sessionUpdated: { summary: 'One of this agent\'s chats changed (transferred away, its visitor\'s details)', payload: s.sessionRef },
  sessionClosed: { summary: 'One of this agent\'s chats ended', payload: s.sessionRef },
  messageRevoked: { summary: 'A message was withdrawn', payload: s.revoked },
  typing: { summary: 'The visitor is typing, or stopped', payload: s.typingOut },
  read: { summary: 'The visitor read up to a sequence number', payload: s.readOut },
  evaluationReceived: { summary: 'The visitor evaluated one of this agent\'s chats', payload: s.evaluationReceived },
  visitorPresence: { summary: 'The visitor of one of this agent\'s chats left the page or came back', payload: s.obj({ sessionId: s.sessionId, present: { type: 'boolean' } }) },
  supervision: { summary: 'Supervisors and admins: the whole live picture, after each change', payload: s.supervision },
  slaBreach: { summary: 'Supervisors and admins: a chat missed its SLA first-response or resolution target (told once, by the instance that recorded it)', payload: s.slaBreach },
  watchedMessage: { summary: 'Supervisors and admins: a message of the watched chat, notes included', payload: s.chatMessage },
  requestError: { summary: 'A command sent without an acknowledgement, or failing before it could answer', payload: s.requestError },
  serverMoving: { summary: MOVING, payload: s.serverMoving },
} satisfies Specs<StaffServerEvents>;

const staffClient = {
  chatMessage: { summary: 'Send a message (or, with note, an internal note) in a chat this agent serves', payload: s.sendMessage, ack: s.ack(s.chatMessage) },
  sync: { summary: 'Everything after the last sequence the client holds, in order', payload: s.syncRequest, ack: s.ack({ type: 'array', items: s.chatMessage }) },
  typing: { summary: 'The agent is typing, or stopped (at most once a second)', payload: s.typingIn },
  read: { summary: 'The agent read up to a sequence number', payload: s.readIn },
  watchSession: { summary: 'Supervisors and admins: watch one chat live; answers its latest 200 messages', payload: s.sessionRef, ack: s.ack({ type: 'array', items: s.chatMessage }) },
  unwatchSession: { summary: 'Supervisors and admins: stop watching', payload: s.nothing, ack: s.ack({ type: 'null' }) },
} satisfies Specs<StaffClientEvents>;

const visitorServer = {
  chatMessage: { summary: 'A message of the visitor\'s chat (never an internal note)', payload: s.chatMessage },
  queuePosition: { summary: 'The visitor\'s place in the queue', payload: s.obj({ sessionId: s.sessionId, queuePosition: { type: 'integer', minimum: 0 } }) },
  assigned: { summary: 'An agent serves the visitor now', payload: s.obj({ sessionId: s.sessionId, agentNickname: { type: 'string' } }) },
  sessionClosed: { summary: 'The chat ended', payload: s.obj({ sessionId: s.sessionId, reason: { type: 'string' } }) },
  evaluationInvited: { summary: 'The agent invites the visitor to evaluate the service', payload: s.obj({ sessionId: s.sessionId, evaluateUrl: { type: 'string' } }) },
  messageRevoked: { summary: 'A message was withdrawn', payload: s.revoked },
  typing: { summary: 'The agent is typing, or stopped', payload: s.typingOut },
  read: { summary: 'The agent read up to a sequence number', payload: s.readOut },
  requestError: { summary: 'A command sent without an acknowledgement, or failing before it could answer', payload: s.requestError },
  serverMoving: { summary: MOVING, payload: s.serverMoving },
} satisfies Specs<VisitorServerEvents>;

const visitorClient = {
  chatMessage: { summary: 'Send a message in the visitor\'s chat (a -2 warning when sending too fast)', payload: s.sendMessage, ack: s.ack(s.chatMessage) },
  sync: { summary: 'Everything after the last sequence the client holds, in order', payload: s.syncRequest, ack: s.ack({ type: 'array', items: s.chatMessage }) },
  typing: { summary: 'The visitor is typing, or stopped', payload: s.typingIn },
  read: { summary: 'The visitor read up to a sequence number', payload: s.readIn },
  endSession: { summary: 'The visitor ends the chat with the agent', payload: s.sessionRef, ack: s.ack({ type: 'null' }) },
} satisfies Specs<VisitorClientEvents>;

export type EventSpec = Plain | Acked;

/** The socket namespaces, each with what the server sends and what it receives. */
export const NAMESPACES = {
  staff: {
    path: '/',
    description: 'Staff (agents, supervisors, admins). Handshake `auth: {token, lang?}` with a sign-on token; query `agentId` for an agent\'s own socket. Closed when the sign-on session ends.',
    server: staffServer as Record<string, EventSpec>,
    client: staffClient as Record<string, EventSpec>,
  },
  visitor: {
    path: '/visitor',
    description: 'Visitors. Handshake `auth: {visitorToken, lang?}` with the token `GET /ccim-robot/api/im/getCurrentUser` answers.',
    server: visitorServer as Record<string, EventSpec>,
    client: visitorClient as Record<string, EventSpec>,
  },
} as const;
