import { describe, expect, it } from 'vitest';
import { UnreadLedger } from '../../../src/workbench/conversations/unreadLedger';

describe('the unread count a read mark leaves', () => {
  it('keeps a message that came while the mark (of the history loaded before it) was on its way', () => {
    const ledger = new UnreadLedger();
    ledger.count('b', 7);
    // The history was loaded up to 6; the mark for 6 is answered after message 7 came.
    expect(ledger.readUpTo('b', 6)).toBe(1);
    ledger.count('b', 8);
    expect(ledger.readUpTo('b', 7)).toBe(1);
    expect(ledger.readUpTo('b', 8)).toBe(0);
  });

  it('counts per chat, and a chat opened, answered or ended counts nothing', () => {
    const ledger = new UnreadLedger();
    ledger.count('a', 3);
    ledger.count('b', 4);
    ledger.clear('a');
    expect(ledger.readUpTo('a', 0)).toBe(0);
    expect(ledger.readUpTo('b', 3)).toBe(1);
    // A chat whose count came from the server (nothing counted here) is read up to its mark.
    expect(ledger.readUpTo('c', 9)).toBe(0);
  });
});
