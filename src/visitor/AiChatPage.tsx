import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { ROBOT_BASE, runtimeConfig } from '../common/runtimeConfig';
import { viewerZone } from '../common/clock';
import { ApiError, call, visitorToken } from './api';
import { ComposerInput } from './ComposerInput';
import { pick, type Locale, type Translate } from './i18n';
import { readEvents } from './sse';

interface Turn {
  key: string;
  /** The stored message's id, once known (answers take feedback by it). */
  id: string | null;
  who: 'you' | 'ai';
  text: string;
  feedback: number | null;
}

interface StoredMessage {
  id: string;
  seq: number;
  role: 'user' | 'assistant';
  content: string;
  feedback: number | null;
}

const AI_CHAT_KEY = 'ccim_ai_chat';

/** The greeting (the chat's first message) is stored in both languages; the page shows the visitor's. */
const toTurn = (m: StoredMessage, greeting: string): Turn => ({ key: m.id, id: m.id, who: m.role === 'user' ? 'you' : 'ai', text: m.seq === 1 && m.role === 'assistant' && greeting ? greeting : m.content, feedback: m.feedback });

interface Props {
  locale: Locale;
  t: Translate;
  /** The visitor was handed over to the queue (`aics/chat/handover`): the classic chat takes over. */
  onHandedOver(): void;
}

/**
 * `/newhuang/aiChat`: the streamed AI chat (`aics/chat`), the answer growing token by token. The conversation
 * is kept (`aics/chat/open`); its id stays in localStorage so a reload shows it again. "Human agent" hands the
 * visitor over with the conversation, which the agent reads above the chat.
 */
export function AiChatPage({ locale, t, onHandedOver }: Props) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);
  const [handing, setHanding] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const chatId = useRef<string | null>(null);
  const nextKey = useRef(1);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    const kept = localStorage.getItem(AI_CHAT_KEY);
    call<{ chatId: string; greeting: { en: string; zh: string }; messages: StoredMessage[] }>('POST', 'robot:/aics/chat/open', kept ? { chatId: kept } : {}).then(
      (r) => {
        if (!live) return;
        chatId.current = r.chatId;
        localStorage.setItem(AI_CHAT_KEY, r.chatId);
        setTurns(r.messages.map((m) => toTurn(m, pick(locale, r.greeting))));
        setStatus('ready');
      },
      () => live && setStatus('error'),
    );
    return () => {
      live = false;
    };
  }, [attempt, locale]);

  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [turns]);

  const patch = useCallback((key: string, f: (x: Turn) => Turn) => setTurns((ts) => ts.map((x) => (x.key === key ? f(x) : x))), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const question = text.trim();
    if (!question || busy) return;
    setText('');
    setBusy(true);
    const askKey = `local-${nextKey.current++}`;
    const answerKey = `local-${nextKey.current++}`;
    setTurns((ts) => [...ts, { key: askKey, id: null, who: 'you', text: question, feedback: null }, { key: answerKey, id: null, who: 'ai', text: '', feedback: null }]);
    const append = (delta: string) => patch(answerKey, (x) => ({ ...x, text: x.text + delta }));
    try {
      const res = await fetch(runtimeConfig().apiHost + ROBOT_BASE + '/aics/chat', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Visitor-Token': visitorToken() },
        // The page's time zone: a parcel's times in the answer are on the visitor's clock, like everywhere else.
        body: JSON.stringify({ question, tz: viewerZone(), ...(chatId.current ? { chatId: chatId.current } : {}) }),
      });
      if (!res.ok || !res.body) throw new Error(t('loadFailed'));
      for await (const ev of readEvents(res.body)) {
        if (ev.event === 'delta' && ev.data.delta) append(ev.data.delta);
        if (ev.event === 'error') append(ev.data.msg ?? t('loadFailed'));
        if (ev.event === 'done' && ev.data.answerId) patch(answerKey, (x) => ({ ...x, id: ev.data.answerId ?? null }));
      }
    } catch (err) {
      append(err instanceof Error ? err.message : t('loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  /** A refusal (blacklist, off hours) is the server's polite message in the page's language. */
  const toHuman = async () => {
    if (!chatId.current || handing) return;
    setAlert(null);
    setHanding(true);
    try {
      await call('POST', 'robot:/aics/chat/handover', { chatId: chatId.current });
      onHandedOver();
    } catch (err) {
      const message = err instanceof ApiError ? (err.data as { message?: { en: string; zh: string } } | null)?.message : undefined;
      setAlert(message ? pick(locale, message) : err instanceof Error && err.message ? err.message : t('loadFailed'));
      setHanding(false);
    }
  };

  const rate = (turn: Turn, feedback: 0 | 1) => {
    if (!turn.id) return;
    patch(turn.key, (x) => ({ ...x, feedback }));
    call('POST', 'robot:/aics/chat/update/msg', { msgId: turn.id, feedback }).catch(() => patch(turn.key, (x) => ({ ...x, feedback: null })));
  };

  return (
    <div className="chat">
      <div className="messages" ref={listRef} aria-live="polite" data-testid="ai-messages">
        {status === 'loading' && <p className="muted center">{t('loading')}</p>}
        {status === 'error' && (
          <p className="error center" role="alert">
            {t('loadFailed')}{' '}
            <button type="button" className="link inline" onClick={() => setAttempt((n) => n + 1)}>
              {t('retry')}
            </button>
          </p>
        )}
        {turns.map((x, i) => (
          <div key={x.key} className={`row ${x.who === 'you' ? 'mine' : 'theirs'}`} data-testid={x.who === 'you' ? 'ai-question' : 'ai-answer'}>
            <div className="bubble text">{x.text || t('aiThinking')}</div>
            {x.who === 'ai' && x.id && i > 0 && !(busy && i === turns.length - 1) && (
              <div className="vote">
                {x.feedback !== null ? (
                  <span className="muted small">{t('voted')}</span>
                ) : (
                  <>
                    <button type="button" className="link" onClick={() => rate(x, 1)}>
                      {t('useful')}
                    </button>
                    <button type="button" className="link" onClick={() => rate(x, 0)}>
                      {t('notUseful')}
                    </button>
                  </>
                )}
              </div>
            )}
          </div>
        ))}
      </div>
      {alert && (
        <div className="status" role="status">
          <span className="error" role="alert">
            {alert}
          </span>
        </div>
      )}
      <form className="composer" onSubmit={(e) => void submit(e)}>
        <ComposerInput value={text} maxLength={1000} onChange={setText} label={t('aiPlaceholder')} />
        <button type="submit" className="primary" disabled={busy}>
          {t('send')}
        </button>
        <button type="button" className="secondary" disabled={status !== 'ready' || busy || handing} onClick={() => void toHuman()}>
          {t('human')}
        </button>
      </form>
    </div>
  );
}
