import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the gauges read when scraped: the instance's live state, not kept twice. */
export interface MetricSources {
  /** Connected sockets by namespace (`staff`, `visitor`). */
  sockets(): Record<string, number>;
  /** Waiting chats per skill group, with the longest wait in seconds. */
  queue(): Promise<{ skillGroupId: string; waiting: number; oldestWaitSeconds: number }[]>;
  /** PostgreSQL's pool (absent on SQLite). */
  pool(): { total: number; idle: number; waiting: number; max: number } | undefined;
}

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The instance's Prometheus metrics. Each app has its own registry (tests run many apps in one process); the
 * process's default metrics are collected only where someone may scrape them (`METRICS_TOKEN` set), since their
 * observers live as long as the process.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route (the declared path, never the raw URL) and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly messagesStored = new Counter({ name: 'ccim_messages_stored_total', help: 'Chat messages stored, by author (1 agent, 2 customer, 3 robot, 4 system)', labelNames: ['author'] as const, registers: [this.registry] });
  readonly messagesBroadcast = new Counter({ name: 'ccim_messages_broadcast_total', help: 'Chat messages pushed live, by audience (visitor, agent)', labelNames: ['to'] as const, registers: [this.registry] });
  readonly writerBatchSize = new Histogram({ name: 'ccim_writer_batch_size', help: 'Messages per batch the message writer stored in one transaction', buckets: [1, 2, 5, 10, 20, 50, 100, 200, 500], registers: [this.registry] });
  readonly writerBatchSeconds = new Histogram({ name: 'ccim_writer_batch_duration_seconds', help: 'Time the message writer took to store one batch', buckets: LATENCY_BUCKETS, registers: [this.registry] });
  readonly robotAnswers = new Counter({ name: 'ccim_robot_answers_total', help: 'Questions the robot answered (im/answer), by outcome', labelNames: ['outcome'] as const, registers: [this.registry] });
  readonly webhookDeliveries = new Counter({ name: 'ccim_webhook_deliveries_total', help: 'Webhook delivery attempts, by result (delivered, retry, failed)', labelNames: ['result'] as const, registers: [this.registry] });

  constructor(sources: MetricSources, opts: { processMetrics: boolean }) {
    if (opts.processMetrics) collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'ccim_sockets_connected',
      help: 'Open realtime connections on this instance, by namespace',
      labelNames: ['namespace'] as const,
      registers: [this.registry],
      collect() {
        for (const [namespace, n] of Object.entries(sources.sockets())) this.set({ namespace }, n);
      },
    });
    // Both queue gauges come from one query per scrape.
    let pending: ReturnType<MetricSources['queue']> | undefined;
    const queue = () => (pending ??= sources.queue().finally(() => setImmediate(() => (pending = undefined))));
    new Gauge({
      name: 'ccim_queue_waiting',
      help: 'Chats waiting for an agent, by skill group',
      labelNames: ['skill_group'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const q of await queue()) this.set({ skill_group: q.skillGroupId }, q.waiting);
      },
    });
    new Gauge({
      name: 'ccim_queue_oldest_wait_seconds',
      help: 'How long the longest-waiting chat of each skill group has waited',
      labelNames: ['skill_group'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const q of await queue()) this.set({ skill_group: q.skillGroupId }, q.oldestWaitSeconds);
      },
    });
    new Gauge({
      name: 'ccim_db_pool_connections',
      help: 'PostgreSQL pool connections of this instance, by state (total, idle, waiting requests, max)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const p = sources.pool();
        if (p) for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, p[state]);
      },
    });
  }
}
