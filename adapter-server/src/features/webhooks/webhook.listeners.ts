import type { AppContext } from '../../context';
import { enqueueWebhook } from './webhook.outbox';

/** How often each instance re-reads whether any enabled endpoint wants message events. */
const OPT_IN_REFRESH_MS = 5000;

/**
 * The events whose services have no transaction of their own to write the outbox in (an agent's status changes
 * in several places, an evaluation is saved by the visitor's call, messages by the batch writer): they are
 * written from the typed domain events right after the commit. The others (sessions created, assigned,
 * transferred, closed; work bills; blacklisting) are written inside the event's own transaction.
 * Message events are written only while some enabled endpoint asked for them (opt-in).
 */
export function startWebhookListeners(ctx: AppContext): () => void {
  const db = ctx.db.kysely;
  let wantsMessages = false;
  let readAt = 0;
  let reading: Promise<boolean> | null = null;
  const messagesWanted = async (): Promise<boolean> => {
    if (Date.now() - readAt < OPT_IN_REFRESH_MS) return wantsMessages;
    reading ??= db
      .selectFrom('webhook_endpoints')
      .select('id')
      .where('enabled', '=', 1)
      .where('events', 'like', '%"messageCreated"%')
      .limit(1)
      .execute()
      .then((rows) => {
        wantsMessages = rows.length > 0;
        readAt = Date.now();
        return wantsMessages;
      })
      .finally(() => (reading = null));
    return reading;
  };
  const off = [
    ctx.events.on('agent.status_changed', ({ agentId, status }) => enqueueWebhook(db, 'agentStatusChanged', { agentId, status })),
    ctx.events.on('evaluation.received', ({ agentId, evaluation }) => enqueueWebhook(db, 'evaluationReceived', { agentId, evaluation })),
    ctx.events.on('message.created', async ({ message, visitorId, agentId }) => {
      if (await messagesWanted()) await enqueueWebhook(db, 'messageCreated', { message, visitorId, agentId });
    }),
  ];
  return () => off.forEach((f) => f());
}
