import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../src/common/events';
import { useWorkbench, type WorkbenchSession } from '../../../src/workbench/useWorkbench';
import { activeSession } from './session.fixture';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../src/dataProvider/api', () => ({ api: { request } }));
const socket = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../../src/dataProvider/realtime/RealtimeProvider', () => ({ useRealtime: () => ({ socket: socket.current, connected: true }) }));

const row = (sessionId: string): WorkbenchSession => ({ ...activeSession, sessionId });
const line = (sessionId: string, seq: number): ChatMessage => ({ id: `${sessionId}${seq}`, sessionId, seq, author: 2, type: 'text', content: `line ${seq}`, clientMsgId: null, createdAt: Date.now() });

afterEach(() => {
  cleanup();
  request.mockReset();
});

describe("the workbench list's unread count", () => {
  it("keeps a visitor's message that came while the read mark of the history loaded before it was on its way", async () => {
    // The server's events come through the emitter's own emit; the hook's emits (read marks) go nowhere.
    const emitter = new EventEmitter();
    const deliver = emitter.emit.bind(emitter);
    socket.current = Object.assign(emitter, { emit: vi.fn() });
    const marks = new Map<string, (v: null) => void>();
    request.mockImplementation((method: string, path: string, body: unknown) => {
      if (path.endsWith('/listSession')) return Promise.resolve([row('a'), row('b')]);
      if (path.endsWith('/listMsg')) return Promise.resolve([line(path.includes('a') ? 'a' : 'b', 6)]);
      if (method === 'PUT') return new Promise((answer) => marks.set((body as { body: { sessionId: string } }).body.sessionId, answer));
      return Promise.resolve(null);
    });
    const { result } = renderHook(() => useWorkbench('agent1'));
    await waitFor(() => expect(result.current.sessions).toHaveLength(2));
    // Chat B opens (its history up to 6 loads and its read mark is sent); the agent moves on to chat A.
    act(() => result.current.open('b'));
    await waitFor(() => expect(request).toHaveBeenCalledWith('PUT', expect.stringMatching(/readMsg$/), expect.anything()));
    act(() => result.current.open('a'));
    // B's visitor writes line 7, and only then does the server answer B's mark for 6.
    act(() => void deliver('chatMessage', line('b', 7)));
    expect(result.current.sessions.find((s) => s.sessionId === 'b')?.unread).toBe(1);
    await act(async () => marks.get('b')?.(null));
    expect(result.current.sessions.find((s) => s.sessionId === 'b')?.unread).toBe(1);
  });
});
