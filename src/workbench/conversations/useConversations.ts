import { useCallback, useRef, useState } from 'react';
import { api } from '../../dataProvider/api';
import type { StaffSocket } from '../../dataProvider/realtime/staffSocket';
import type { Ack, ChatMessage } from '../../common/events';
import type { SuggestionUse } from '../../common/suggestedReplies';
import { MAIN_BASE } from '../../common/runtimeConfig';
import { sendImage as uploadAndSend } from '../images/imageFile';
import { firstStoredSeq, historiesReducer, lastStoredSeq, type Histories, type HistoryAction } from './history';
import { createPreloader, whenIdle } from './preloader';

const WB = `${MAIN_BASE}/workbench`;
/** What `listMsg` answers without `afterSeq` (the server's page). */
const LATEST_PAGE = 50;
/** The largest page `listMoreMsg` gives: fewer round trips while the agent scrolls up. */
const OLDER_PAGE = 100;
/** `listMsg` with `afterSeq` answers at most this many; a full answer may have left a gap. */
const CATCH_UP_LIMIT = 500;
const SEND_TIMEOUT_MS = 10_000;

type LoadState = 'idle' | 'loading' | 'error';
export interface LoadStates {
  latest: LoadState;
  older: LoadState;
}
const IDLE: LoadStates = { latest: 'idle', older: 'idle' };

const fetchLatest = (sessionId: string, afterSeq = 0) => api.request<ChatMessage[]>('GET', `${WB}/listMsg`, { query: afterSeq ? { sessionId, afterSeq } : { sessionId }, silent: true });
const newClientMsgId = () => `a${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The conversations' histories: the latest page when a session is opened (what is cached shows at once),
 * preloaded for the sessions likely to be opened next,
 * older pages on demand, and sends that show as sending, then sent or failed with a retry under the same
 * clientMsgId. `onRead` is told when the agent's read mark moved (and to which sequence), to clear the session's unread count.
 */
export function useConversations(socket: StaffSocket | null, onRead: (sessionId: string, seq: number) => void) {
  const [histories, setHistories] = useState<Histories>({});
  const [loads, setLoads] = useState<Record<string, LoadStates>>({});
  // The refs change with the state at once: a list may ask for the next page before this hook's effects run.
  const ref = useRef(histories);
  const loadsRef = useRef(loads);
  const dispatch = useCallback((action: HistoryAction) => {
    ref.current = historiesReducer(ref.current, action);
    setHistories(ref.current);
  }, []);
  const marked = useRef(new Map<string, number>());
  const setLoad = useCallback((sessionId: string, part: keyof LoadStates, state: LoadState) => {
    loadsRef.current = { ...loadsRef.current, [sessionId]: { ...(loadsRef.current[sessionId] ?? IDLE), [part]: state } };
    setLoads(loadsRef.current);
  }, []);

  /** Moves the agent's read mark to `seq` once (switching back and forth does not repeat the call). */
  const markRead = useCallback(
    async (sessionId: string, seq: number) => {
      if (!seq || seq <= (marked.current.get(sessionId) ?? 0)) return;
      marked.current.set(sessionId, seq);
      await api.request('PUT', `${WB}/readMsg`, { body: { sessionId, seq }, silent: true }).catch(() => marked.current.delete(sessionId));
      onRead(sessionId, seq);
    },
    [onRead],
  );

  const load = useCallback(
    async (sessionId: string): Promise<void> => {
      let after = lastStoredSeq(ref.current[sessionId]);
      // A cached history is on screen while it catches up: no loading state, so no render of the page meanwhile.
      const latest = () => loadsRef.current[sessionId]?.latest ?? 'idle';
      if (!after) setLoad(sessionId, 'latest', 'loading');
      try {
        let list = await fetchLatest(sessionId, after);
        if (after && list.length >= CATCH_UP_LIMIT) {
          // Too much was missed to fill in: start again from the latest page.
          dispatch({ type: 'drop', sessionId });
          after = 0;
          list = await fetchLatest(sessionId);
        }
        dispatch({ type: 'merge', sessionId, messages: list, page: after ? undefined : { size: LATEST_PAGE, older: false } });
        if (latest() !== 'idle') setLoad(sessionId, 'latest', 'idle');
        // The read mark (and the unread count it clears in the list) waits for an idle moment: the frames
        // right after a switch belong to painting the conversation.
        await new Promise<void>((idle) => whenIdle(() => idle()));
        await markRead(sessionId, Math.max(after, list.at(-1)?.seq ?? 0));
      } catch {
        setLoad(sessionId, 'latest', 'error');
      }
    },
    [markRead, setLoad, dispatch],
  );

  // The latest page of sessions not opened yet, without marking them read; a session opened meanwhile keeps
  // what its own load brought. Socket messages then keep it current, and opening it catches up with afterSeq.
  const preloaderRef = useRef<ReturnType<typeof createPreloader> | null>(null);
  const preloader = useCallback(
    () =>
      (preloaderRef.current ??= createPreloader({
        isLoaded: (sessionId) => sessionId in ref.current,
        fetch: async (sessionId) => {
          const list = await fetchLatest(sessionId);
          if (!(sessionId in ref.current)) dispatch({ type: 'merge', sessionId, messages: list, page: { size: LATEST_PAGE, older: false } });
        },
      })),
    [dispatch],
  );
  const preload = useCallback((sessionIds: string[]) => preloader().want(sessionIds), [preloader]);
  const preloadSoon = useCallback((sessionId: string) => preloader().soon(sessionId), [preloader]);

  const loadOlder = useCallback(async (sessionId: string) => {
    const h = ref.current[sessionId];
    const beforeSeq = firstStoredSeq(h);
    if (!h || h.complete || beforeSeq <= 1 || loadsRef.current[sessionId]?.older === 'loading') return;
    setLoad(sessionId, 'older', 'loading');
    try {
      const list = await api.request<ChatMessage[]>('GET', `${WB}/listMoreMsg`, { query: { sessionId, beforeSeq, pageSize: OLDER_PAGE }, silent: true });
      dispatch({ type: 'merge', sessionId, messages: list, page: { size: OLDER_PAGE, older: true } });
      setLoad(sessionId, 'older', 'idle');
    } catch {
      setLoad(sessionId, 'older', 'error');
    }
  }, [setLoad, dispatch]);

  const send = useCallback(
    async (sessionId: string, content: string, clientMsgId = newClientMsgId(), note = false, suggestion?: SuggestionUse): Promise<string | null> => {
      dispatch({ type: 'pending', message: { id: clientMsgId, sessionId, seq: 0, author: 1, type: note ? 'note' : 'text', content, clientMsgId, createdAt: Date.now(), pending: true } });
      const fail = (msg: string) => {
        dispatch({ type: 'failed', sessionId, clientMsgId });
        return msg;
      };
      if (!socket) return fail('offline');
      try {
        const r: Ack<ChatMessage> = await socket.timeout(SEND_TIMEOUT_MS).emitWithAck('chatMessage', note ? { sessionId, clientMsgId, content, note } : { sessionId, clientMsgId, content, ...(suggestion ? { suggestion } : {}) });
        if (r.status !== 0 || !r.data) return fail(r.msg);
        dispatch({ type: 'merge', sessionId, messages: [r.data] });
        return null;
      } catch (err) {
        return fail(reason(err));
      }
    },
    [socket, dispatch],
  );

  /** Sends a failed message again under its clientMsgId, so a send that did arrive is not stored twice. */
  const retry = useCallback(
    (sessionId: string, clientMsgId: string) => {
      const m = ref.current[sessionId]?.messages.find((x) => x.pending && x.failed && x.clientMsgId === clientMsgId);
      return m ? send(sessionId, m.content, clientMsgId, m.type === 'note') : Promise.resolve(null);
    },
    [send],
  );

  const sendImage = useCallback(async (sessionId: string, file: File): Promise<string | null> => {
    try {
      dispatch({ type: 'merge', sessionId, messages: [await uploadAndSend(sessionId, file)] });
      return null;
    } catch (err) {
      return reason(err);
    }
  }, [dispatch]);

  return { histories, loads, historiesRef: ref, load, loadOlder, send, retry, sendImage, apply: dispatch, preload, preloadSoon };
}
