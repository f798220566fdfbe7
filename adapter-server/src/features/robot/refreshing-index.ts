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

  constructor(
    empty: T,
    private readonly signatureOf: () => Promise<string>,
    private readonly build: () => Promise<T>,
  ) {
    this.value = empty;
  }

  invalidate(): void {
    // The event says the list changed: rebuild even if the signature happens to match.
    this.checkedAt = 0;
    this.signature = '';
  }

  /** Checked recently enough that `ready()` would answer at once: hot paths skip its promise. */
  get fresh(): boolean {
    return Date.now() - this.checkedAt < CHECK_EVERY_MS;
  }

  async ready(): Promise<T> {
    if (!this.fresh) {
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
    const sig = await this.signatureOf();
    this.checkedAt = Date.now();
    if (sig === this.signature) return;
    this.value = await this.build();
    this.signature = sig;
  }
}
