import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffSocket } from '../../../src/dataProvider/realtime/staffSocket';
import { FIRST_INDEX, type UiMessage } from '../../../src/workbench/conversations/history';
import { MessageList } from '../../../src/workbench/conversations/MessageList';
import { useConversations } from '../../../src/workbench/conversations/useConversations';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../src/dataProvider/api', () => ({ api: { request } }));

const msg = (seq: number, over: Partial<UiMessage> = {}): UiMessage => ({ id: `m${seq}`, sessionId: 's1', seq, author: 2, type: 'text', content: `text ${seq}`, clientMsgId: null, createdAt: Date.now(), ...over });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => msg(from + i));
const mock = ({ children }: { children: ReactNode }) => <VirtuosoMockContext.Provider value={{ viewportHeight: 600, itemHeight: 60 }}>{children}</VirtuosoMockContext.Provider>;

const list = (messages: UiMessage[], over: Partial<Parameters<typeof MessageList>[0]> = {}) =>
  render(<MessageList sessionId="s1" messages={messages} firstItemIndex={FIRST_INDEX} complete={false} lang="en" t={(k) => k} now={Date.now()} readSeq={0} onRevoke={() => undefined} {...over} />, { wrapper: mock });


afterEach(() => {
  cleanup();
  request.mockReset();
});

describe('the windowed message list', () => {
  it('puts only the rows near the viewport in the page, starting at the newest message', async () => {
    list(range(1, 5000));
    // The list places itself at the newest message after mounting.
    expect(await screen.findByText('text 5000')).toBeInTheDocument();
    // Shown only once it stands at the newest message.
    await waitFor(() => expect(screen.getByText('text 5000')).toBeVisible());
    const rows = document.querySelectorAll('[data-testid="wb-messages"] [data-seq]');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(40);
    expect(screen.queryByText('text 1')).toBeNull();
  });

  it('shows the agent message states: sending, failed with a retry, sent and read', async () => {
    const onRetry = vi.fn();
    list(
      [
        msg(1, { author: 1, content: 'read one' }),
        msg(2, { author: 1, content: 'sent one' }),
        msg(0, { id: 'c1', clientMsgId: 'c1', author: 1, pending: true, content: 'on its way' }),
        msg(0, { id: 'c2', clientMsgId: 'c2', author: 1, pending: true, failed: true, content: 'lost one' }),
      ],
      { readSeq: 1, onRetry, complete: true },
    );
    await screen.findByText('lost one');
    expect(screen.getAllByTestId('wb-msg-state').map((e) => e.textContent)).toEqual(['read', 'sent', 'sending', 'notSentretry']);
    fireEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(onRetry).toHaveBeenCalledWith('c2');
    expect(screen.getByText('historyStart')).toBeInTheDocument();
  });

  it('asks for the older page while the agent is at the top, and not once the history is complete', async () => {
    const onLoadOlder = vi.fn();
    list(range(51, 53), { onLoadOlder, loads: { latest: 'idle', older: 'idle' } });
    await waitFor(() => expect(onLoadOlder).toHaveBeenCalled());
    cleanup();
    // A preloaded history has no load state yet: it asks all the same.
    const preloaded = vi.fn();
    list(range(51, 53), { onLoadOlder: preloaded });
    await waitFor(() => expect(preloaded).toHaveBeenCalled());
    cleanup();
    const none = vi.fn();
    list(range(1, 3), { onLoadOlder: none, complete: true, loads: { latest: 'idle', older: 'idle' } });
    expect(await screen.findByText('historyStart')).toBeVisible();
    expect(none).not.toHaveBeenCalled();
  });

  it('says when the history is loading, failed or empty', () => {
    const onReload = vi.fn();
    const { rerender } = list([], { loads: { latest: 'loading', older: 'idle' } });
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    rerender(<MessageList sessionId="s1" messages={[]} firstItemIndex={FIRST_INDEX} complete={false} lang="en" t={(k) => k} now={0} readSeq={0} onRevoke={() => undefined} loads={{ latest: 'error', older: 'idle' }} onReload={onReload} />);
    fireEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(onReload).toHaveBeenCalled();
    rerender(<MessageList sessionId="s1" messages={[]} firstItemIndex={FIRST_INDEX} complete={false} lang="en" t={(k) => k} now={0} readSeq={0} onRevoke={() => undefined} loads={{ latest: 'idle', older: 'idle' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('noMessages');
  });
});

describe('the conversations hook', () => {
  const socketWith = (emitWithAck: ReturnType<typeof vi.fn>) => ({ timeout: () => ({ emitWithAck }) }) as unknown as StaffSocket;

  it('marks a send whose acknowledgement never came as failed, and retries it under the same clientMsgId', async () => {
    const emitWithAck = vi.fn().mockRejectedValueOnce(new Error('operation has timed out'));
    request.mockResolvedValueOnce(range(1, 2)).mockResolvedValue(null);
    const { result } = renderHook(() => useConversations(socketWith(emitWithAck), () => undefined));
    await act(() => result.current.load('s1'));
    expect(await act(() => result.current.send('s1', 'hello'))).toBe('operation has timed out');
    const failed = result.current.histories.s1.messages.at(-1)!;
    expect(failed).toMatchObject({ pending: true, failed: true, content: 'hello' });

    const clientMsgId = failed.clientMsgId!;
    emitWithAck.mockResolvedValueOnce({ status: 0, msg: '', data: msg(3, { author: 1, content: 'hello', clientMsgId }) });
    expect(await act(() => result.current.retry('s1', clientMsgId))).toBeNull();
    expect(emitWithAck).toHaveBeenCalledTimes(2);
    expect(emitWithAck.mock.calls[1]).toEqual(['chatMessage', { sessionId: 's1', clientMsgId, content: 'hello' }]);
    expect(result.current.histories.s1.messages.map((m) => [m.seq, m.content, !!m.pending])).toEqual([
      [1, 'text 1', false],
      [2, 'text 2', false],
      [3, 'hello', false],
    ]);
  });

  it('loads the page before the first message and marks the latest one read once', async () => {
    const onRead = vi.fn();
    request.mockResolvedValueOnce(range(101, 150)).mockResolvedValueOnce(null).mockResolvedValueOnce(range(1, 100));
    const { result } = renderHook(() => useConversations(null, onRead));
    await act(() => result.current.load('s1'));
    expect(request.mock.calls[1]).toEqual(['PUT', expect.stringMatching(/\/workbench\/readMsg$/), { body: { sessionId: 's1', seq: 150 }, silent: true }]);
    await waitFor(() => expect(onRead).toHaveBeenCalledWith('s1', 150));
    await act(() => result.current.loadOlder('s1'));
    expect(request.mock.calls[2]).toEqual(['GET', expect.stringMatching(/\/workbench\/listMoreMsg$/), { query: { sessionId: 's1', beforeSeq: 101, pageSize: 100 }, silent: true }]);
    const h = result.current.histories.s1;
    expect(h.messages.map((m) => m.seq)).toEqual(range(1, 150).map((m) => m.seq));
    expect(h.complete).toBe(true);
    // Opening it again asks only for what came after, and does not mark it read again.
    request.mockResolvedValueOnce([]);
    await act(() => result.current.load('s1'));
    expect(request.mock.calls[3][2]).toEqual({ query: { sessionId: 's1', afterSeq: 150 }, silent: true });
    expect(request).toHaveBeenCalledTimes(4);
  });

  it('preloads the latest page without marking it read; opening it then only catches up', async () => {
    const onRead = vi.fn();
    request.mockResolvedValueOnce(range(1, 50));
    const { result } = renderHook(() => useConversations(null, onRead));
    act(() => result.current.preloadSoon('s1'));
    await waitFor(() => expect(result.current.histories.s1?.messages).toHaveLength(50));
    expect(request.mock.calls[0]).toEqual(['GET', expect.stringMatching(/\/workbench\/listMsg$/), { query: { sessionId: 's1' }, silent: true }]);
    expect(onRead).not.toHaveBeenCalled();
    const before = result.current.histories;
    request.mockResolvedValueOnce([]).mockResolvedValueOnce(null);
    await act(() => result.current.load('s1'));
    expect(request.mock.calls[1][2]).toEqual({ query: { sessionId: 's1', afterSeq: 50 }, silent: true });
    expect(request.mock.calls[2]).toEqual(['PUT', expect.stringMatching(/\/workbench\/readMsg$/), { body: { sessionId: 's1', seq: 50 }, silent: true }]);
    // Nothing new: the histories are the same object, so nothing rendered again, and no loading state was shown.
    expect(result.current.histories).toBe(before);
    expect(result.current.loads.s1).toBeUndefined();
  });
});
