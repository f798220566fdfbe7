import { inTransaction } from '../../db/compiled';
import type { DB } from '../../db/database';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { AppError } from '../../http/envelope';
import { appendFirstSends, appendMessage, type AppendInput, type Appended } from './message.service';

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

/**
 * Group commit for chat messages: every send that arrives while a write is running, or in the same event-loop
 * turn, is stored in one transaction, then each sender is acknowledged. One commit per batch instead of per
 * message is what lets the loop keep up with thousands of messages a second on SQLite. A batch is first
 * stored as first sends (no clientMsgId lookups, one UPDATE per session run); if the unique
 * index finds a resend in it, or anything else fails, it is stored again message by message with lookups in
 * one transaction, and if that fails too, one transaction per message, so one bad message never sinks its
 * neighbours. A refusal (not your session, session closed) refuses that message only.
 */
export class MessageWriter {
  private queue: Pending[] = [];
  private running = false;
  private scheduled = false;

  constructor(
    private readonly db: DB,
    private readonly maxBatch = 500,
  ) {}

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
    while (this.running || this.scheduled || this.queue.length) await new Promise((r) => setImmediate(r));
  }

  private schedule(): void {
    if (this.running || this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.running || this.queue.length === 0) return;
    this.running = true;
    // Sorting by session (stable, so each session keeps its order) makes two instances take PostgreSQL row
    // locks in the same order, so concurrent batches cannot deadlock.
    const batch = this.queue.splice(0, this.maxBatch).sort((a, b) => (a.input.sessionId < b.input.sessionId ? -1 : a.input.sessionId > b.input.sessionId ? 1 : 0));
    try {
      const at = Date.now();
      const inputs = batch.map((p) => p.input);
      let results: (Appended | AppError)[];
      try {
        results = await inTransaction(this.db, () => appendFirstSends(inputs, at));
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
      this.running = false;
      if (this.queue.length) this.schedule();
    }
  }
}
