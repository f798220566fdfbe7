import type { Executor } from '../../db/database';
import { step, type Statement } from '../../db/compiled';
import { newId } from '../../db/ids';

/**
 * The events a webhook endpoint may ask for (enum `webhookEvent` of resources.schema.json) and the `type` each
 * carries in its payload. Message events are opt-in: an endpoint gets them only when it names them.
 */
export const WEBHOOK_EVENTS = {
  sessionCreated: 'session.created',
  sessionAssigned: 'session.assigned',
  sessionTransferred: 'session.transferred',
  sessionClosed: 'session.closed',
  evaluationReceived: 'evaluation.received',
  workBillCreated: 'workbill.created',
  workBillUrged: 'workbill.urged',
  workBillInvalidated: 'workbill.invalidated',
  visitorBlacklisted: 'visitor.blacklisted',
  sessionReasonsSet: 'session.reasons_set',
  slaBreached: 'sla.breached',
  agentStatusChanged: 'agent.status_changed',
  messageCreated: 'message.created',
} as const;

export type WebhookEvent = keyof typeof WEBHOOK_EVENTS;

const outboxRow = (event: WebhookEvent, data: object, at: number) => ({ id: newId(), type: event, payload: JSON.stringify(data), created_at: at, dispatched: 0 });

/**
 * Writes an event to the outbox. Call it with the transaction that makes the event, so the event is
 * delivered if and only if it happened; the instances' workers deliver it (at least once) from there.
 */
export async function enqueueWebhook(db: Executor, event: WebhookEvent, data: object, at = Date.now()): Promise<void> {
  await db.insertInto('webhook_outbox').values(outboxRow(event, data, at)).execute();
}

/** The same as one statement of a `Steps` batch (the hot paths written as generators). */
export const enqueueWebhookStep = (event: WebhookEvent, data: object, at: number): Statement<unknown> =>
  step((db) => db.insertInto('webhook_outbox').values(outboxRow(event, data, at)));
