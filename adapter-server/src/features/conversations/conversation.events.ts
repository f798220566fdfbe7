import type { Author } from '../../../../src/common/events';

/**
 * The conversation loop's domain events, merged into the platform's `DomainEventMap` so emitters and the
 * broadcaster stay typed without the platform file knowing this domain.
 */
declare module '../../realtime/domain-events' {
  interface DomainEventMap {
    'session.queued': { sessionId: string; visitorId: string; skillGroupId: string };
    'session.requeued': { sessionId: string; visitorId: string; fromAgentId: string; skillGroupId: string };
    'session.closed': { sessionId: string; visitorId: string; agentId: string | null; reason: string; skillGroupId: string | null };
    'queue.changed': { skillGroupId: string };
    'message.revoked': { sessionId: string; messageId: string; visitorId: string; agentId: string | null };
    'evaluation.invited': { sessionId: string; visitorId: string };
    'chat.typing': { sessionId: string; visitorId: string; agentId: string | null; author: Author; typing: boolean };
    'chat.read': { sessionId: string; visitorId: string; agentId: string | null; author: Author; seq: number };
    'sensitive_words.changed': { reason?: string };
    'robot_qa.changed': { reason?: string };
  }
}

export {};
