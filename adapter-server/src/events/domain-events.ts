import { EventEmitter } from 'node:events';
import type { Author, ChatMessage, EvaluationReceived } from '../../../src/common/events';
import type { ChatSessionsTable } from '../db/tables/conversations.table';

/** What a message's listeners know of its chat as it was written (`message.created`). */
export type WrittenSession = Pick<ChatSessionsTable, 'status' | 'channel' | 'org_type' | 'converted'>;

/**
 * Domain events, emitted by services after their transaction commits. The broadcaster is the one listener
 * that turns them into socket emits; other listeners (robot index, word filter) may subscribe too.
 * Every event is declared here and nowhere else, with no catch-all key: a misspelt name fails the build.
 */
export interface DomainEventMap {
  'status.changed': { reason: string };
  'agent.status_changed': { agentId: string; status: number };
  'agent.forced_offline': { agentId: string; userId: string; reason: string };
  /** `originSocketId`: the sending socket, which has the message in its acknowledgement and gets no echo. */
  /**
   * `session`: the chat as the message was written, its status, channel, business and whether it went to a human
   * (absent for a resend, acted on the first time), so listeners need not read it.
   */
  'message.created': { message: ChatMessage; visitorId: string; agentId: string | null; originSocketId?: string; session?: WrittenSession };
  /** A chat entered the human queue from the robot or anew (a requeue is `session.requeued`). */
  'session.queued': { sessionId: string; visitorId: string; skillGroupId: string };
  'session.assigned': { sessionId: string; agentId: string; visitorId: string };
  /** The visitor of an open session left (no socket on any instance) or came back; its agent is told. */
  'session.visitor_presence': { sessionId: string; agentId: string | null; visitorId: string; present: boolean };
  /** The visitor evaluated a session; only its agent hears of it. */
  'evaluation.received': { agentId: string; evaluation: EvaluationReceived };
  /** An active chat moved from one agent to another (a transfer or a supervisor's take-over). */
  'session.transferred': { sessionId: string; fromAgentId: string; toAgentId: string };
  'session.requeued': { sessionId: string; visitorId: string; fromAgentId: string; skillGroupId: string };
  'session.closed': { sessionId: string; visitorId: string; agentId: string | null; reason: string; skillGroupId: string | null };
  'queue.changed': { skillGroupId: string };
  'message.revoked': { sessionId: string; messageId: string; visitorId: string; agentId: string | null };
  'evaluation.invited': { sessionId: string; visitorId: string };
  'chat.typing': { sessionId: string; visitorId: string; agentId: string | null; author: Author; typing: boolean };
  'chat.read': { sessionId: string; visitorId: string; agentId: string | null; author: Author; seq: number };
  /** A staff socket connected: it gets the current status snapshot. */
  'staff.connected': { socketId: string };
  /** The word filter rebuilds its automaton. */
  'sensitive_words.changed': Record<string, never>;
  /** A routing rule was added, changed or deleted: the rules are read again. */
  'routing_rules.changed': Record<string, never>;
  /** An automation rule was added, changed or deleted: the rules are read again. */
  'automation_rules.changed': Record<string, never>;
  /** The robot rebuilds its matching index. */
  'robot_qa.changed': Record<string, never>;
  /** A report export was queued as a background job: the instance's worker looks for work at once. */
  'export_job.queued': Record<string, never>;
  /** The service settings were saved: what reads them from memory reads them again. */
  'service_config.changed': Record<string, never>;
  /** A channel's signing secret was set or rotated: its visitors' tokens end. */
  'channel_secret.changed': { channel: number };
  /** Every sign-on session of the user ended (`sessionId` absent), or that one: the sockets close on every instance. */
  'staff_session.revoked': { userId: string; sessionId?: string; reason: string };
  /** An agent was disabled: their workbench sockets close and no new one opens. */
  'agent.disabled': { agentId: string; userId: string };
}

export class DomainEvents {
  private readonly emitter = new EventEmitter({ captureRejections: true });
  private readonly flushers: (() => Promise<void> | null)[] = [];

  constructor(private readonly onError: (err: unknown) => void) {
    this.emitter.setMaxListeners(100);
  }

  emit<K extends keyof DomainEventMap>(name: K, payload: DomainEventMap[K]): void {
    // Listeners run after the current commit's caller returns, and one failing never stops the others.
    queueMicrotask(() => {
      for (const l of this.emitter.listeners(name)) {
        try {
          const r = (l as (p: unknown) => unknown)(payload);
          if (r instanceof Promise) r.catch(this.onError);
        } catch (err) {
          this.onError(err);
        }
      }
    });
  }

  /**
   * Resolves once what the listeners of the events emitted so far handed to other instances has left this one
   * (with Redis: their publishes answered), or at once when nothing can be pending (null). An acknowledgement that
   * waits for it means the other instances' clients have the message too, even if this instance dies right after.
   */
  flushed(): Promise<void> | null {
    if (this.flushers.length === 0) return null;
    // The listeners of the events already emitted run in microtasks queued before this one.
    return Promise.resolve()
      .then(() => Promise.all(this.flushers.map((f) => f())))
      .then(() => undefined);
  }

  /** What `flushed` waits for: a source of outgoing work (the Redis publisher), answering null when none is pending. */
  onFlush(flusher: () => Promise<void> | null): () => void {
    this.flushers.push(flusher);
    return () => {
      const i = this.flushers.indexOf(flusher);
      if (i >= 0) this.flushers.splice(i, 1);
    };
  }

  on<K extends keyof DomainEventMap>(name: K, listener: (p: DomainEventMap[K]) => void | Promise<void>): () => void {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }
}
