import type { AppContext } from '../../context';
import { Embeddings } from './embeddings';
import { RobotBrain } from './robot-brain';
import { WordFilter } from './word-filter';

/**
 * The robot's in-memory indexes of one server instance: the Q&A brain and the sensitive-word filter, each rebuilt
 * when its tables change. Built once beside the conversation loop (which knows nothing of them) and handed to the
 * robot's routes and the chat handlers.
 */
export class RobotIndexes {
  readonly words: WordFilter;
  readonly brain: RobotBrain;
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
