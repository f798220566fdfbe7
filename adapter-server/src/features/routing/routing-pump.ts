import type { DB } from '../../db/database';
import { groupsWithQueue } from './routing.repository';
import { assignNext, type Assignment } from './routing.service';

/**
 * Runs the assignment decisions of this instance one at a time. Anything that may make an assignment possible
 * (a visitor queued, an agent turning ready, a slot freed) kicks it; a kick during a run makes the run go
 * round again, so nothing is missed and nothing runs twice at once here. The decisions themselves are safe
 * across instances (see `assignNext`); a slow periodic kick covers changes made by another instance.
 */
export class RoutingPump {
  private dirty = new Set<string>();
  private everything = false;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: DB,
    private readonly isPostgres: boolean,
    private readonly onAssigned: (a: Assignment) => void,
    private readonly log: (msg: string, err?: unknown) => void,
  ) {}

  /** Asks for a routing pass over one group, or every group with a queue. */
  kick(groupId?: string): void {
    if (this.stopped) return;
    if (groupId) this.dirty.add(groupId);
    else this.everything = true;
    this.running ??= this.run().finally(() => (this.running = null));
  }

  /** Resolves once no pass is running or pending. */
  async drain(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.drain();
  }

  private async run(): Promise<void> {
    // Let the caller's synchronous kicks of this turn join this pass.
    await Promise.resolve();
    while (!this.stopped && (this.everything || this.dirty.size)) {
      let groups: string[];
      try {
        groups = this.everything ? (await groupsWithQueue(this.db)).map((g) => g.skill_group_id!) : [...this.dirty];
      } catch (err) {
        // The database is out of reach: the next kick (at the latest the loop's periodic one) tries again.
        this.log('routing failed to list the queues', err);
        return;
      }
      this.everything = false;
      this.dirty.clear();
      for (const g of groups) {
        try {
          for (let a = await assignNext(this.db, this.isPostgres, g); a && !this.stopped; a = await assignNext(this.db, this.isPostgres, g)) {
            this.onAssigned(a);
          }
        } catch (err) {
          this.log(`routing of group ${g} failed`, err);
        }
      }
    }
  }
}
