import { describe, expect, it } from 'vitest';
import { chatReducer, initialChat, lastSeq, mergeMessages, type UiMessage } from '../../../src/visitor/chatState';
import type { ChatMessage } from '../../../src/common/events';

const msg = (seq: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m${seq}`,
  sessionId: 's1',
  seq,
  author: 2,
  type: 'text',
  content: `text ${seq}`,
  clientMsgId: null,
  createdAt: 1000 + seq,
  ...over,
});
const pending = (clientMsgId: string, createdAt: number): UiMessage => ({ ...msg(0, { id: clientMsgId, clientMsgId, createdAt }), pending: true });

describe('visitor chat state', () => {
  it('orders stored messages of a session by sequence, whatever order they arrive in', () => {
    const out = mergeMessages([], [msg(3, { createdAt: 1 }), msg(1, { createdAt: 9 }), msg(2)]);
    expect(out.map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it('keeps a message seen twice (acknowledgement and broadcast, or a replay) once, the latest copy winning', () => {
    const first = mergeMessages([], [msg(1), msg(2)]);
    const again = mergeMessages(first, [msg(2, { content: 'text 2 again' }), msg(1)]);
    expect(again).toHaveLength(2);
    expect(again[1].content).toBe('text 2 again');
  });

  it('replaces a pending message by the stored one with its clientMsgId', () => {
    let s = chatReducer(initialChat, { type: 'merge', messages: [msg(1)] });
    s = chatReducer(s, { type: 'pending', message: pending('c1', 5000) });
    expect(s.messages.map((m) => m.pending ?? false)).toEqual([false, true]);
    s = chatReducer(s, { type: 'merge', messages: [msg(2, { clientMsgId: 'c1', createdAt: 5001 })] });
    expect(s.messages.map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(s.messages.some((m) => m.pending)).toBe(false);
  });

  it('keeps a pending message after the stored ones and one pending copy per clientMsgId', () => {
    let s = chatReducer(initialChat, { type: 'pending', message: pending('c1', 900) });
    s = chatReducer(s, { type: 'pending', message: pending('c1', 901) });
    expect(s.messages).toHaveLength(1);
    s = chatReducer(s, { type: 'merge', messages: [msg(1, { createdAt: 800 })] });
    expect(s.messages.map((m) => m.id)).toEqual(['m1', 'c1']);
  });

  it('marks only the pending message of the clientMsgId as failed', () => {
    let s = chatReducer(initialChat, { type: 'merge', messages: [msg(1, { clientMsgId: 'c0' })] });
    s = chatReducer(s, { type: 'pending', message: pending('c1', 5000) });
    s = chatReducer(s, { type: 'failed', clientMsgId: 'c1' });
    s = chatReducer(s, { type: 'failed', clientMsgId: 'c0' });
    expect(s.messages.map((m) => m.failed ?? false)).toEqual([false, true]);
  });

  it('shows a revoked message as revoked, without its content', () => {
    let s = chatReducer(initialChat, { type: 'merge', messages: [msg(1), msg(2, { extra: { url: '/uploads/x.png' } })] });
    s = chatReducer(s, { type: 'revoked', messageId: 'm2' });
    expect(s.messages[1]).toMatchObject({ id: 'm2', revoked: true, content: '', extra: null });
    expect(s.messages[0]).toMatchObject({ content: 'text 1' });
    expect(s.messages[0].revoked).toBeUndefined();
  });

  it('starts a new session from defaults and patches the same one; the end stops the typing sign', () => {
    let s = chatReducer(initialChat, { type: 'session', patch: { sessionId: 's1', status: 'queued', queuePosition: 3 } });
    expect(s.session).toEqual({ sessionId: 's1', status: 'queued', queuePosition: 3, agentName: '', evaluationInvited: false, evaluated: false });
    s = chatReducer(s, { type: 'session', patch: { sessionId: 's1', status: 'active', agentName: 'Ann' } });
    expect(s.session).toMatchObject({ status: 'active', queuePosition: 3, agentName: 'Ann' });
    s = chatReducer(s, { type: 'typing', typing: true });
    expect(s.agentTyping).toBe(true);
    s = chatReducer(s, { type: 'session', patch: { sessionId: 's1', status: 'closed' } });
    expect(s.agentTyping).toBe(false);
    s = chatReducer(s, { type: 'session', patch: { sessionId: 's2' } });
    expect(s.session).toMatchObject({ sessionId: 's2', status: 'robot', agentName: '' });
    expect(chatReducer(s, { type: 'connected', connected: true }).connected).toBe(true);
  });

  it('continues after the highest stored sequence of the session, ignoring pending and other sessions', () => {
    const messages: UiMessage[] = [msg(4), msg(9, { sessionId: 's2' }), msg(2), pending('c1', 1)];
    expect(lastSeq(messages, 's1')).toBe(4);
    expect(lastSeq(messages, 's2')).toBe(9);
    expect(lastSeq(messages, 's3')).toBe(0);
  });

  it("moves the agent's read mark forward only, and only for the session on screen", () => {
    let s = chatReducer(initialChat, { type: 'session', patch: { sessionId: 's1', status: 'active' } });
    s = chatReducer(s, { type: 'read', sessionId: 's1', seq: 5 });
    expect(s.readSeq).toBe(5);
    expect(chatReducer(s, { type: 'read', sessionId: 's1', seq: 3 })).toBe(s);
    expect(chatReducer(s, { type: 'read', sessionId: 'other', seq: 9 })).toBe(s);
  });

  it('keeps an assignment that overtook the convertAgent answer', () => {
    let s = chatReducer(initialChat, { type: 'session', patch: { sessionId: 's1', status: 'robot' } });
    s = chatReducer(s, { type: 'session', patch: { sessionId: 's1', status: 'active', agentName: 'Li Na' } });
    expect(chatReducer(s, { type: 'converted', sessionId: 's1', status: 'queued', queuePosition: 1 }).session).toMatchObject({ status: 'active', agentName: 'Li Na' });
    // In the usual order the answer puts the visitor in the queue.
    const robot = chatReducer(initialChat, { type: 'session', patch: { sessionId: 's1', status: 'robot' } });
    expect(chatReducer(robot, { type: 'converted', sessionId: 's1', status: 'queued', queuePosition: 2 }).session).toMatchObject({ status: 'queued', queuePosition: 2 });
  });
});
