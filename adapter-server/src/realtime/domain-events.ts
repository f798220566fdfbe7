import { EventEmitter } from 'node:events';
import type { AllStatus, ChatMessage, EvaluationReceived } from '../../../src/common/events';

/**
 * Domain events, emitted by services after their transaction commits. The broadcaster is the one listener
 * that turns them into socket emits; other listeners (reports, robot index) may subscribe too.
 */
export interface DomainEventMap {
  'status.changed': { reason: string };
  'agent.status_changed': { agentId: string; status: number };
  'agent.forced_offline': { agentId: string; userId: string; reason: string };
  /** `originSocketId`: the sending socket, which has the message in its acknowledgement and gets no echo. */
  'message.created': { message: ChatMessage; visitorId: string; agentId: string | null; originSocketId?: string };
  'session.assigned': { sessionId: string; agentId: string; visitorId: string };
  'status.snapshot': AllStatus;
  /** The visitor evaluated a session; only its agent hears of it. */
  'evaluation.received': { agentId: string; evaluation: EvaluationReceived };
  [other: string]: unknown;
}

export class DomainEvents {
  private readonly emitter = new EventEmitter({ captureRejections: true });

  constructor(private readonly onError: (err: unknown) => void) {
    this.emitter.setMaxListeners(100);
  }

  emit<K extends keyof DomainEventMap & string>(name: K, payload: DomainEventMap[K]): void {
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

  on<K extends keyof DomainEventMap & string>(name: K, listener: (p: DomainEventMap[K]) => void | Promise<void>): () => void {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }
}
