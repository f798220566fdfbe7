import { inTransaction, onPostgres } from '../../db/compiled';
import type { DB } from '../../db/database';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { AppError } from '../../http/envelope';
import { postgresBatch, resendKey, sqliteBatch, type BatchStatements } from './message.repository';
import { appendBatch, appendMessage, type AppendInput, type Appended } from './message.service';

/** A refusal answers its message; anything else fails the whole batch. */
const refusalOnly = (err: unknown): AppError => {
  if (err instanceof AppError) return err;
  throw err;
};

interface Pending {
  input: AppendInput;
  resolve(r: Appended): void;
  reject(e: unknown): void;
}

const bySession = (a: Pending, b: Pending) => (a.input.sessionId < b.input.sessionId ? -1 : a.input.sessionId > b.input.sessionId ? 1 : 0);

/**
 * Splits a batch sorted by session where a session repeats a clientMsgId (a resend before the first was
 * acknowledged): from the repeat on, that session's messages wait for the next batch, which finds the first one
 * stored. Answers what waits, in order.
 */
function holdBackRepeats(batch: Pending[]): Pending[] {
  const held: Pending[] = [];
  const seen = new Set<string>();
  let heldSession: string | undefined;
  let w = 0;
  for (const p of batch) {
    const { sessionId, clientMsgId } = p.input;
    const key = clientMsgId ? resendKey(sessionId, clientMsgId) : undefined;
    if (sessionId === heldSession || (key && seen.has(key))) {
      heldSession = sessionId;
      held.push(p);
      continue;
    }
    if (key) seen.add(key);
    batch[w++] = p;
  }
  batch.length = w;
  return held;
}

/**
 * Group commit for chat messages: every send that arrives while a write is running, or in the same event-loop
 * turn, is stored in one transaction, then each sender is acknowledged. One commit per batch instead of per
 * message is what lets the loop keep up with thousands of messages a second on SQLite. A batch is first
 * stored with `appendBatch`: on SQLite one UPDATE per session run and one INSERT per message, run
 * synchronously; on PostgreSQL a constant few statements whatever its size (resends looked up in one, every
 * session numbered in one, every message inserted in one), since there each statement is a round trip and a
 * batch of 500 sent statement by statement took longer than the load gave it. If the unique
 * index finds a resend the batch did not expect, or anything else fails, it is stored again message by message with lookups in
 * one transaction, and if that fails too, one transaction per message, so one bad message never sinks its
 * neighbours. A refusal (not your session, session closed) refuses that message only.
 */
export class MessageWriter {
  private queue: Pending[] = [];
  private readonly statements: BatchStatements;
  /** Batches being stored now, and the sessions they hold (a session is in one batch at a time). */
  private inFlight = 0;
  private readonly busy = new Set<string>();
  private scheduled = false;
  /** Told of every batch stored in one transaction: its size and how long it took (the metrics). */
  onBatch?: (size: number, seconds: number) => void;

  /**
   * `maxInFlight`: how many batches may be stored at once. On SQLite one (its transactions run one at a time
   * anyway). On PostgreSQL a commit waits for the WAL to reach the disk (milliseconds, more on a busy disk):
   * with one batch at a time that wait bounds the throughput, so up to `maxInFlight` batches of different
   * sessions commit side by side (PostgreSQL flushes concurrent commits together), each on a connection of the pool.
   */
  constructor(
    private readonly db: DB,
    private readonly maxBatch = 500,
    private readonly maxInFlight = onPostgres(db) ? 4 : 1,
  ) {
    this.statements = onPostgres(db) ? postgresBatch : sqliteBatch;
  }

  append(input: AppendInput): Promise<Appended> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.schedule();
    });
  }

  /** Messages waiting for their batch (what `/readyz` reports as the writer's queue). */
  get depth(): number {
    return this.queue.length;
  }

  /** Resolves once every message handed in so far is stored (or refused). */
  async idle(): Promise<void> {
    while (this.inFlight || this.scheduled || this.queue.length) await new Promise((r) => setImmediate(r));
  }

  private schedule(): void {
    if (this.inFlight >= this.maxInFlight || this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  /**
   * The next batch: queued messages, in order, of sessions no batch in flight holds (so each session's messages
   * are numbered in the order they came, one batch after another), up to `maxBatch`.
   */
  private take(): Pending[] {
    if (this.inFlight === 0 && this.queue.length <= this.maxBatch) {
      const all = this.queue;
      this.queue = [];
      return all;
    }
    const batch: Pending[] = [];
    const rest: Pending[] = [];
    for (const p of this.queue) {
      if (batch.length < this.maxBatch && !this.busy.has(p.input.sessionId)) batch.push(p);
      else rest.push(p);
    }
    this.queue = rest;
    return batch;
  }

  private async flush(): Promise<void> {
    if (this.inFlight >= this.maxInFlight || this.queue.length === 0) return;
    // Sorting by session (stable, so each session keeps its order) makes two instances take PostgreSQL row
    // locks in the same order, so concurrent batches cannot deadlock.
    const batch = this.take().sort(bySession);
    const held = holdBackRepeats(batch);
    if (held.length) this.queue.unshift(...held);
    if (!batch.length) return; // every queued session is in a batch in flight: its end schedules the next
    this.inFlight++;
    const sessions = new Set(batch.map((p) => p.input.sessionId));
    for (const id of sessions) this.busy.add(id);
    // More messages may come while this one is stored: they may start another batch alongside.
    if (this.queue.length) this.schedule();
    try {
      const at = Date.now();
      const inputs = batch.map((p) => p.input);
      let results: (Appended | AppError)[];
      try {
        const started = performance.now();
        results = await inTransaction(this.db, () => appendBatch(inputs, at, this.statements));
        this.onBatch?.(inputs.length, (performance.now() - started) / 1000);
      } catch {
        results = await this.db.transaction().execute(async (trx) => {
          const out: (Appended | AppError)[] = [];
          for (const input of inputs) out.push(await appendMessage(trx, input, at).catch(refusalOnly));
          return out;
        });
      }
      results.forEach((r, i) => (r instanceof AppError ? batch[i].reject(r) : batch[i].resolve(r)));
    } catch (err) {
      // The database is out of reach: every message would fail alike, one connect timeout after another.
      if (isDatabaseUnavailable(err)) {
        for (const p of batch) p.reject(err);
        return;
      }
      for (const p of batch) {
        try {
          p.resolve(await this.db.transaction().execute((trx) => appendMessage(trx, p.input)));
        } catch (err) {
          p.reject(err);
        }
      }
    } finally {
      this.inFlight--;
      for (const id of sessions) this.busy.delete(id);
      if (this.queue.length) this.schedule();
    }
  }
}
