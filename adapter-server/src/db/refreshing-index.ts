/** How often an instance checks whether another instance (or a management screen) changed a list. */
export const CHECK_EVERY_MS = 5000;

/**
 * An in-memory index built from a managed list (the QA base, the sensitive words) and rebuilt when the list
 * changes: at once after this instance's change event (`invalidate`), and within a few seconds for changes made
 * on other instances, through a cheap signature query (count and last update).
 */
export class RefreshingIndex<T> {
  private value: T;
  private signature = '';
  private checkedAt = 0;
  private loading: Promise<void> | null = null;
  /** Counts `invalidate` calls: a refresh that began before the latest one does not count as fresh. */
  private generation = 0;

  constructor(
    empty: T,
    private readonly signatureOf: () => Promise<string>,
    private readonly build: () => Promise<T>,
  ) {
    this.value = empty;
  }

  invalidate(): void {
    // The event says the list changed: rebuild even if the signature happens to match.
    this.generation++;
    this.checkedAt = 0;
    this.signature = '';
  }

  /** Checked recently enough that `ready()` would answer at once: hot paths skip its promise. */
  get fresh(): boolean {
    return Date.now() - this.checkedAt < CHECK_EVERY_MS;
  }

  async ready(): Promise<T> {
    // A refresh under way when the list changed read it before the change: the next one reads it again.
    while (!this.fresh) {
      this.loading ??= this.refresh().finally(() => (this.loading = null));
      await this.loading;
    }
    return this.value;
  }

  /** Whatever is loaded now, for hot paths that called `ready()` recently. */
  get current(): T {
    return this.value;
  }

  private async refresh(): Promise<void> {
    const generation = this.generation;
    const sig = await this.signatureOf();
    if (sig !== this.signature) {
      const value = await this.build();
      if (generation !== this.generation) return;
      this.value = value;
      this.signature = sig;
    }
    if (generation === this.generation) this.checkedAt = Date.now();
  }
}
