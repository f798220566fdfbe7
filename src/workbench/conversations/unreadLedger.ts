/**
 * The visitor's messages counted unread in the list, by sequence, per chat. A read mark clears only what it covers:
 * a message that came while the mark was on its way (the history loaded before it) stays counted.
 */
export class UnreadLedger {
  private readonly seqs = new Map<string, number[]>();

  /** A message counted unread. */
  count(sessionId: string, seq: number): void {
    const counted = this.seqs.get(sessionId);
    if (counted) counted.push(seq);
    else this.seqs.set(sessionId, [seq]);
  }

  /** Nothing is unread any more (the chat is open, answered or ended). */
  clear(sessionId: string): void {
    this.seqs.delete(sessionId);
  }

  /** The read mark reached `seq`: how many counted messages it left unread. */
  readUpTo(sessionId: string, seq: number): number {
    const left = (this.seqs.get(sessionId) ?? []).filter((s) => s > seq);
    if (left.length) this.seqs.set(sessionId, left);
    else this.seqs.delete(sessionId);
    return left.length;
  }
}
