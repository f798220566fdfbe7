import type { Executor } from '../../db/database';
import { AhoCorasick } from './aho-corasick';
import { listEnabledWords, wordListSignature } from './robot.repository';
import { RefreshingIndex } from '../../db/refreshing-index';

/**
 * The sensitive-word mask (`words/filter`, and every visitor message before an agent sees it). The automaton
 * is rebuilt when the managed list changes (see RefreshingIndex).
 */
export class WordFilter {
  private readonly index: RefreshingIndex<AhoCorasick>;

  constructor(db: Executor) {
    this.index = new RefreshingIndex(new AhoCorasick([]), () => wordListSignature(db), async () => new AhoCorasick(await listEnabledWords(db)));
  }

  /** Forces the next use to check the list (called on `sensitive_words.changed`). */
  invalidate(): void {
    this.index.invalidate();
  }

  /** True while `maskNow` may be used without calling `ready()` first. */
  get fresh(): boolean {
    return this.index.fresh;
  }

  async ready(): Promise<void> {
    await this.index.ready();
  }

  async mask(text: string): Promise<{ text: string; words: string[] }> {
    return (await this.index.ready()).mask(text);
  }

  /** The mask with whatever list is loaded now, for hot paths that called `ready()` recently. */
  maskNow(text: string): { text: string; words: string[] } {
    return this.index.current.mask(text);
  }
}
