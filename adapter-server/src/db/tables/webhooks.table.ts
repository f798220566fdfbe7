/** A receiver an admin registered (migration 0017). */
export interface WebhookEndpointsTable {
  id: string;
  name: string;
  url: string;
  /** JSON text: the event types wanted. */
  events: string;
  enabled: number;
  /** The Standard Webhooks signing secret (`whsec_…`), shown once. */
  secret: string;
  created_by: string;
  created_at: number;
  updated_at: number;
}

/** An event to deliver, written in the transaction of the event (or right after its domain event). */
export interface WebhookOutboxTable {
  id: string;
  type: string;
  /** JSON text: the event's `data`. */
  payload: string;
  created_at: number;
  dispatched: number;
}

/** One event for one endpoint: the delivery log's line and the retry state. */
export interface WebhookDeliveriesTable {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: number;
  claim_token: string | null;
  claimed_until: number;
  last_status_code: number | null;
  last_error: string;
  created_at: number;
  last_attempt_at: number | null;
  delivered_at: number | null;
}

export interface WebhookTables {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_outbox: WebhookOutboxTable;
  webhook_deliveries: WebhookDeliveriesTable;
}
