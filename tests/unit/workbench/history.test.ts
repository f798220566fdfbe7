import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../src/common/events';
import { emptyHistory, FIRST_INDEX, firstItemIndex, historiesReducer, type Histories, type HistoryAction } from '../../../src/workbench/conversations/history';

const msg = (seq: number, over: Partial<ChatMessage> = {}): ChatMessage => ({ id: `m${seq}`, sessionId: 's1', seq, author: 2, type: 'text', content: `text ${seq}`, clientMsgId: null, createdAt: seq * 1000, ...over });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => msg(from + i));
const run = (...actions: HistoryAction[]) => actions.reduce(historiesReducer, {} as Histories);
const seqs = (all: Histories) => all.s1.messages.map((m) => m.seq);

describe('a conversation history', () => {
  it('prepends an older page in order and moves the first index back by exactly the rows added', () => {
    const all = run({ type: 'merge', sessionId: 's1', messages: range(151, 200), page: { size: 50, older: false } }, { type: 'merge', sessionId: 's1', messages: range(51, 150), page: { size: 100, older: true } });
    expect(seqs(all)).toEqual(range(51, 200).map((m) => m.seq));
    expect(firstItemIndex(all.s1)).toBe(FIRST_INDEX - 100);
    expect(all.s1.complete).toBe(false);
  });

  it('keeps a message seen twice once, and counts only new rows as prepended', () => {
    // The older page overlaps what is shown (a message arrived between the two calls).
    const all = run({ type: 'merge', sessionId: 's1', messages: range(11, 20) }, { type: 'merge', sessionId: 's1', messages: [...range(5, 12), msg(20)], page: { size: 100, older: true } });
    expect(seqs(all)).toEqual(range(5, 20).map((m) => m.seq));
    expect(all.s1.prepended).toBe(6);
  });

  it('is complete when an older page comes back short or reaches the first message', () => {
    const short = run({ type: 'merge', sessionId: 's1', messages: range(101, 150) }, { type: 'merge', sessionId: 's1', messages: range(60, 100), page: { size: 100, older: true } });
    expect(short.s1.complete).toBe(true);
    expect(run({ type: 'merge', sessionId: 's1', messages: range(1, 50), page: { size: 50, older: false } }).s1.complete).toBe(true);
    expect(run({ type: 'merge', sessionId: 's1', messages: range(51, 100), page: { size: 50, older: false } }).s1.complete).toBe(false);
  });

  it('puts a sending message after the stored ones and replaces it with its stored copy', () => {
    const pending = { ...msg(0, { id: 'c1', clientMsgId: 'c1', author: 1, content: 'hello' }), pending: true };
    let all = run({ type: 'merge', sessionId: 's1', messages: range(1, 3) }, { type: 'pending', message: pending });
    all = historiesReducer(all, { type: 'receive', message: msg(4) });
    expect(all.s1.messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4', 'c1']);
    all = historiesReducer(all, { type: 'failed', sessionId: 's1', clientMsgId: 'c1' });
    expect(all.s1.messages.at(-1)).toMatchObject({ pending: true, failed: true });
    all = historiesReducer(all, { type: 'merge', sessionId: 's1', messages: [msg(5, { id: 'm5', clientMsgId: 'c1', author: 1, content: 'hello' })] });
    expect(all.s1.messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(all.s1.messages.some((m) => m.pending)).toBe(false);
    expect(all.s1.prepended).toBe(0);
  });

  it('takes socket messages only into histories already loaded, and shows revocations as revoked', () => {
    expect(run({ type: 'receive', message: msg(1) })).toEqual({});
    const all = run({ type: 'merge', sessionId: 's1', messages: range(1, 2) }, { type: 'revoked', sessionId: 's1', messageId: 'm2' });
    expect(all.s1.messages[1]).toMatchObject({ revoked: true, content: '' });
  });

  it('keeps only the open conversation after a reconnect', () => {
    const all = run({ type: 'merge', sessionId: 's1', messages: range(1, 2) }, { type: 'merge', sessionId: 's2', messages: [msg(1, { sessionId: 's2' })] }, { type: 'keepOnly', sessionId: 's2' });
    expect(Object.keys(all)).toEqual(['s2']);
    expect(run({ type: 'keepOnly', sessionId: null })).toEqual({});
    expect(emptyHistory.messages).toEqual([]);
  });
});
