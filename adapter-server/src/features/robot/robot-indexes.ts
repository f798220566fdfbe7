import type { AppContext } from '../../context';
import { Embeddings } from './embeddings';
import { RobotBrain } from './robot-brain';
import { WordFilter } from './word-filter';

/**
 * Each visitor's robot session as this instance last stored a question in it, so that the next question need not
 * read it first. Only a hint: the message writer's guard (a robot session of this visitor) decides. At most `limit`
 * visitors, the least recently asked forgotten first.
 */
export class RecentRobotSessions {
  private readonly byVisitor = new Map<string, string>();

  constructor(private readonly limit = 10_000) {}

  get(visitorId: string): string | undefined {
    return this.byVisitor.get(visitorId);
  }

  set(visitorId: string, sessionId: string): void {
    this.byVisitor.delete(visitorId);
    this.byVisitor.set(visitorId, sessionId);
    if (this.byVisitor.size > this.limit) this.byVisitor.delete(this.byVisitor.keys().next().value as string);
  }

  forget(visitorId: string): void {
    this.byVisitor.delete(visitorId);
  }
}

/**
 * The robot's in-memory indexes of one server instance: the Q&A brain and the sensitive-word filter, each rebuilt
 * when its tables change. Built once beside the conversation loop (which knows nothing of them) and handed to the
 * robot's routes and the chat handlers.
 */
export class RobotIndexes {
  readonly words: WordFilter;
  readonly brain: RobotBrain;
  readonly sessions = new RecentRobotSessions();
  private readonly offs: (() => void)[];

  constructor(ctx: AppContext) {
    this.words = new WordFilter(ctx.db.kysely);
    this.brain = new RobotBrain(ctx.db.kysely, ctx.config.embeddings ? new Embeddings(ctx.config.embeddings, ctx.log) : undefined);
    this.offs = [
      ctx.events.on('sensitive_words.changed', () => this.words.invalidate()),
      ctx.events.on('robot_qa.changed', () => this.brain.invalidate()),
    ];
  }

  stop(): void {
    for (const off of this.offs.splice(0)) off();
  }
}
