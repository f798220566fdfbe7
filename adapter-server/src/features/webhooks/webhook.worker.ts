import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { AppContext } from '../../context';
import type { DB } from '../../db/database';
import { newId } from '../../db/ids';
import { WEBHOOK_EVENTS, type WebhookEvent } from './webhook.outbox';
import { resolveChecked, type UrlPolicy } from './webhook-url';

/** Retries go on for a day after the event; the wait doubles from the base up to this. */
const RETRY_FOR_MS = 24 * 3_600_000;
const MAX_WAIT_MS = 4 * 3_600_000;
const BATCH = 50;
/** The delivery log keeps settled lines this long. */
export const LOG_KEEP_MS = 30 * 86_400_000;
const PRUNE_EVERY_MS = 3_600_000;
/** The longest error text the log keeps (ours: a status, a refusal, a network error; never the answer's body). */
const ERROR_MAX = 255;

/** The wait before attempt `attempts + 1`: base, 2 × base, 4 × base … at most 4 hours. */
export const backoffMs = (base: number, attempts: number) => Math.min(MAX_WAIT_MS, base * 2 ** Math.max(0, attempts - 1));

interface Attempt {
  statusCode: number | null;
  error: string;
}

/**
 * Delivers the outbox on every instance: fans each new event out into one delivery per endpoint that wants it
 * (the first instance to flip `dispatched` does it), then sends due deliveries, each claimed by a conditional
 * update first, so several instances deliver an event once. State lives only in the database: a restart
 * resumes where the last instance stopped (a claim held by a dead instance expires after the attempt's time limit).
 */
export class WebhookWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private prunedAt = 0;
  private readonly db: DB;

  constructor(private readonly ctx: AppContext) {
    this.db = ctx.db.kysely;
  }

  start(): void {
    const loop = () => {
      this.timer = setTimeout(() => {
        void this.tick().finally(() => {
          if (!this.stopped) loop();
        });
      }, this.ctx.config.webhooks.pollMs);
    };
    loop();
  }

  /** One pass: fan out new events, then send what is due. Concurrent calls share the pass in progress. */
  tick(): Promise<void> {
    this.running ??= (async () => {
      try {
        await this.dispatch();
        await this.deliverDue();
        if (Date.now() - this.prunedAt >= PRUNE_EVERY_MS) await this.prune();
      } catch (err) {
        this.ctx.log('webhooks: a pass failed', err);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Drops delivered and failed lines older than 30 days, and the events no line needs any more. */
  async prune(now = Date.now()): Promise<void> {
    this.prunedAt = now;
    await this.db.deleteFrom('webhook_deliveries').where('status', '!=', 'pending').where('created_at', '<', now - LOG_KEEP_MS).execute();
    await this.db
      .deleteFrom('webhook_outbox')
      .where('dispatched', '=', 1)
      .where('created_at', '<', now - 2 * RETRY_FOR_MS)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('webhook_deliveries').select('id').whereRef('webhook_deliveries.event_id', '=', 'webhook_outbox.id'))))
      .execute();
  }

  private async dispatch(): Promise<void> {
    const events = await this.db.selectFrom('webhook_outbox').select(['id', 'type', 'created_at']).where('dispatched', '=', 0).orderBy('created_at').limit(BATCH).execute();
    if (!events.length) return;
    const endpoints = await this.db.selectFrom('webhook_endpoints').select(['id', 'events']).where('enabled', '=', 1).execute();
    const wanted = endpoints.map((e) => ({ id: e.id, events: new Set(parseEvents(e.events)) }));
    const now = Date.now();
    for (const ev of events) {
      await this.db.transaction().execute(async (trx) => {
        const claimed = await trx.updateTable('webhook_outbox').set({ dispatched: 1 }).where('id', '=', ev.id).where('dispatched', '=', 0).executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return;
        const rows = wanted
          .filter((e) => e.events.has(ev.type))
          .map((e) => ({
            id: newId(),
            endpoint_id: e.id,
            event_id: ev.id,
            event_type: ev.type,
            status: 'pending' as const,
            attempts: 0,
            next_attempt_at: now,
            claim_token: null,
            claimed_until: 0,
            last_status_code: null,
            last_error: '',
            created_at: now,
            last_attempt_at: null,
            delivered_at: null,
          }));
        if (rows.length) await trx.insertInto('webhook_deliveries').values(rows).execute();
      });
    }
  }

  private async deliverDue(): Promise<void> {
    const now = Date.now();
    const due = await this.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where('claimed_until', '<', now)
      .orderBy('next_attempt_at')
      .limit(BATCH)
      .execute();
    await Promise.all(due.map((d) => this.deliverOne(d.id)));
  }

  private async deliverOne(id: string): Promise<void> {
    const token = newId();
    const now = Date.now();
    const { timeoutMs } = this.ctx.config.webhooks;
    const claim = await this.db
      .updateTable('webhook_deliveries')
      .set({ claim_token: token, claimed_until: now + timeoutMs * 2 + 5000 })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where('claimed_until', '<', now)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) return; // another instance has it
    const row = await this.db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_outbox as o', 'o.id', 'd.event_id')
      .leftJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
      .select(['d.attempts', 'd.created_at', 'o.id as eventId', 'o.type', 'o.payload', 'o.created_at as eventAt', 'e.url', 'e.secret', 'e.enabled'])
      .where('d.id', '=', id)
      .executeTakeFirst();
    let result: Attempt;
    if (!row || !row.url || !row.secret) result = { statusCode: null, error: 'the endpoint was deleted' };
    else if (!row.enabled) result = { statusCode: null, error: 'the endpoint is disabled' };
    else {
      const body = JSON.stringify({ type: WEBHOOK_EVENTS[row.type as WebhookEvent] ?? row.type, timestamp: new Date(Number(row.eventAt)).toISOString(), data: JSON.parse(row.payload) as unknown });
      result = await send(row.url, row.secret, row.eventId, body, { timeoutMs, policy: { allowLoopback: this.ctx.config.webhooks.allowLoopback, ownPort: this.ctx.config.port } });
    }
    const at = Date.now();
    const attempts = (row?.attempts ?? 0) + 1;
    const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const gone = !row?.url || !row.enabled;
    const giveUp = !ok && (gone || at - Number(row?.created_at ?? at) >= RETRY_FOR_MS);
    this.ctx.metrics.webhookDeliveries.inc({ result: ok ? 'delivered' : giveUp ? 'failed' : 'retry' });
    await this.db
      .updateTable('webhook_deliveries')
      .set({
        attempts,
        status: ok ? 'delivered' : giveUp ? 'failed' : 'pending',
        last_status_code: result.statusCode,
        last_error: result.error.slice(0, ERROR_MAX),
        last_attempt_at: at,
        delivered_at: ok ? at : null,
        next_attempt_at: ok || giveUp ? at : at + backoffMs(this.ctx.config.webhooks.backoffBaseMs, attempts),
        claim_token: null,
        claimed_until: 0,
      })
      .where('id', '=', id)
      .where('claim_token', '=', token)
      .execute();
  }
}

export function parseEvents(text: string): string[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
}

/**
 * One attempt, signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`). The name is
 * resolved once and every address checked; the connection goes to that checked address (the lookup hands it
 * over), so a name that answers differently a moment later (DNS rebinding) cannot steer it elsewhere. A redirect
 * is not followed (an answer like any other non-2xx), and only the status code is kept: nothing of a receiver's
 * answer reaches the delivery log.
 */
async function send(url: string, secret: string, msgId: string, body: string, o: { timeoutMs: number; policy: UrlPolicy }): Promise<Attempt> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { statusCode: null, error: 'the address is not valid' };
  }
  const port = target.port ? Number(target.port) : target.protocol === 'https:' ? 443 : 80;
  let checked: Awaited<ReturnType<typeof resolveChecked>>;
  try {
    checked = await resolveChecked(target.hostname, port, o.policy);
  } catch (err) {
    return { statusCode: null, error: `the name could not be resolved: ${err instanceof Error ? err.message : String(err)}` };
  }
  if (checked.refused !== undefined) return { statusCode: null, error: `the address ${checked.address} ${checked.refused}` };
  const { address, family } = checked;
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) return (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    callback(null, address, family);
  };
  const now = new Date();
  let signature: string;
  try {
    signature = new Webhook(secret).sign(msgId, now, body);
  } catch (err) {
    return { statusCode: null, error: `signing failed: ${String(err)}` };
  }
  return new Promise((resolve) => {
    const client = target.protocol === 'https:' ? https : http;
    const req = client.request(
      target,
      {
        method: 'POST',
        timeout: o.timeoutMs,
        lookup: pinned,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'ccim-webhooks/1',
          'webhook-id': msgId,
          'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
          'webhook-signature': signature,
        },
      },
      (res) => {
        const code = res.statusCode ?? null;
        res.resume();
        res.on('end', () => resolve({ statusCode: code, error: code !== null && code >= 200 && code < 300 ? '' : `HTTP ${code}` }));
        res.on('error', (err) => resolve({ statusCode: code, error: err.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${o.timeoutMs} ms`)));
    req.on('error', (err) => resolve({ statusCode: null, error: err.message }));
    req.end(body);
  });
}
