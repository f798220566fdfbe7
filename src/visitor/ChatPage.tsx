import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { ChannelEntry } from '../common/channels';
import { evaluateUrl } from '../common/events';
import { call } from './api';
import { pick, type Locale, type Translate } from './i18n';
import { MessageItem } from './MessageItem';
import { useChat } from './useChat';

interface Props {
  entry: ChannelEntry;
  token: string;
  locale: Locale;
  t: Translate;
}

interface Notice {
  title: string;
  content: string;
}

/** The visitor chat of one channel entry: robot first, then the queue and the agent. */
export function ChatPage({ entry, token, locale, t }: Props) {
  const source = entry.route.slice(1);
  const { state, send, retry, convert, sendImage, signal, endChat } = useChat(token, entry.channel, source);
  const [greeting, setGreeting] = useState<{ en: string; zh: string } | null>(null);
  const [hot, setHot] = useState<{ id: string; question: string }[]>([]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [text, setText] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [voted, setVoted] = useState<Set<string>>(new Set());
  const listRef = useRef<HTMLDivElement>(null);
  const typingSent = useRef(0);
  const s = state.session;
  const withAgent = s?.status === 'queued' || s?.status === 'active';

  useEffect(() => {
    call<{ greeting: { en: string; zh: string } }>('GET', 'robot:/im/hello').then((h) => setGreeting(h.greeting), () => undefined);
    call<{ id: string; question: string }[]>('GET', 'robot:/im/hot').then(setHot, () => undefined);
    call<Notice | null>('GET', 'robot:/im/homeAnnouncement').then(setNotice, () => undefined);
  }, []);

  const last = state.messages[state.messages.length - 1];
  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
    if (last && !last.pending && document.visibilityState === 'visible') signal('read', last.seq);
  }, [last, signal]);

  const ask = useCallback(
    (question: string, qaId?: string) => {
      setAlert(null);
      send(question, qaId).catch((e: Error) => setAlert(e.message));
    },
    [send],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = text.trim();
    if (!value) return;
    setText('');
    signal('typing', false);
    ask(value);
  };

  const onType = (value: string) => {
    setText(value);
    if (Date.now() - typingSent.current > 2000) {
      typingSent.current = Date.now();
      signal('typing', true);
    }
  };

  const toHuman = async () => {
    setAlert(null);
    const refusal = await convert().catch((e: Error) => e.message);
    if (refusal) setAlert(typeof refusal === 'string' ? refusal : pick(locale, refusal));
  };

  const vote = (id: string, v: 0 | 1) => {
    setVoted((prev) => new Set(prev).add(id));
    call('POST', `robot:/im/vote/${id}?vote=${v}`).catch(() => undefined);
  };

  const onImage = (file: File | undefined) => {
    if (file) sendImage(file).catch(() => setAlert(t('imageFailed')));
  };

  return (
    <div className="chat" style={{ ['--brand' as string]: entry.color }}>
      {notice && (
        <div className="notice" role="note">
          <strong>{t('announcement')}</strong> {notice.title}: {notice.content}
        </div>
      )}
      <div className="messages" ref={listRef} aria-live="polite">
        {greeting && <div className="row theirs"><div className="who">{t('robot')}</div><div className="bubble">{pick(locale, greeting)}</div></div>}
        {hot.length > 0 && !withAgent && (
          <div className="hot">
            <div className="muted small">{t('hot')}</div>
            {hot.map((q) => (
              <button key={q.id} type="button" className="chip" onClick={() => ask(q.question, q.id)}>
                {q.question}
              </button>
            ))}
          </div>
        )}
        {state.messages.map((m) => (
          <MessageItem key={m.pending ? `p-${m.clientMsgId}` : m.id} m={m} locale={locale} t={t} onAsk={ask} onVote={vote} voted={voted.has(m.id)} onRetry={retry} />
        ))}
      </div>
      <div className="status" role="status">
        {!state.connected && s && withAgent && <span className="error">{t('offline')}</span>}
        {s?.status === 'queued' && <span data-testid="queue-position">{s.queuePosition > 0 ? t('queue', { n: s.queuePosition }) : t('queueWaiting')}</span>}
        {s?.status === 'active' && state.agentTyping && <span>{t('typing')}</span>}
        {s?.status === 'closed' && <span>{t('closed')}</span>}
        {s && s.evaluationInvited && !s.evaluated && (
          <a className="evaluate" href={evaluateUrl(s.sessionId)}>
            {t('evaluate')}
          </a>
        )}
        {alert && <span className="error" role="alert">{alert}</span>}
      </div>
      <form className="composer" onSubmit={submit}>
        {withAgent && (
          <label className="icon-button" title={t('image')}>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <path fill="currentColor" d="M9 3 7.2 5H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9zm3 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6z" />
            </svg>
            <input type="file" accept="image/jpeg,image/png,image/gif,image/webp" hidden aria-label={t('image')} onChange={(e) => onImage(e.target.files?.[0])} />
          </label>
        )}
        <input className="input" value={text} maxLength={2000} onChange={(e) => onType(e.target.value)} placeholder={withAgent ? t('placeholderAgent') : t('placeholderRobot')} aria-label={withAgent ? t('placeholderAgent') : t('placeholderRobot')} />
        <button type="submit" className="primary">
          {t('send')}
        </button>
        {!withAgent && (
          <button type="button" className="secondary" onClick={() => void toHuman()}>
            {t('human')}
          </button>
        )}
        {s?.status === 'active' && (
          <button type="button" className="secondary" onClick={() => void endChat()}>
            {t('endChat')}
          </button>
        )}
      </form>
    </div>
  );
}
