import type { Executor } from '../../db/database';
import { AhoCorasick } from './aho-corasick';
import { listEnabledWords, wordListSignature } from './robot.repository';

/** How often an instance checks whether another instance (or the management screen) changed the list. */
const CHECK_EVERY_MS = 5000;

/**
 * The sensitive-word mask (`words/filter`, and every visitor message before an agent sees it). The automaton
 * is rebuilt when the managed list changes: at once on this instance's `sensitive_words.changed` event, and
 * within a few seconds on other instances through a cheap signature (count and last update) check.
 */
export class WordFilter {
  private automaton = new AhoCorasick([]);
  private signature = '';
  private checkedAt = 0;
  private loading: Promise<void> | null = null;

  constructor(private readonly db: Executor) {}

  /** Forces the next use to check the list (called on `sensitive_words.changed`). */
  invalidate(): void {
    // The event says the list changed: rebuild even if the signature happens to match.
    this.checkedAt = 0;
    this.signature = '';
  }

  async ready(): Promise<void> {
    if (Date.now() - this.checkedAt < CHECK_EVERY_MS) return;
    this.loading ??= this.refresh().finally(() => (this.loading = null));
    await this.loading;
  }

  private async refresh(): Promise<void> {
    const sig = await wordListSignature(this.db);
    this.checkedAt = Date.now();
    if (sig === this.signature) return;
    const words = await listEnabledWords(this.db);
    this.automaton = new AhoCorasick(words);
    this.signature = sig;
  }

  async mask(text: string): Promise<{ text: string; words: string[] }> {
    await this.ready();
    return this.automaton.mask(text);
  }

  /** The mask with whatever list is loaded now, for hot paths that called `ready()` recently. */
  maskNow(text: string): { text: string; words: string[] } {
    return this.automaton.mask(text);
  }
}
