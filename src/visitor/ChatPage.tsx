import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { ChannelEntry } from '../common/channels';
import { ApiError, call } from './api';
import { intentOf } from './cards/intent';
import { QuickActions } from './cards/QuickActions';
import { useCards } from './cards/useCards';
import { ComposerInput } from './ComposerInput';
import { EvaluationForm, type EvaluationOutcome } from './EvaluationForm';
import { pick, type Locale, type Translate } from './i18n';
import { RobotRating } from './RobotRating';
import type { VoteState } from './chatState';
import { Timeline } from './Timeline';
import { useChat } from './useChat';
import { useQueueWait, waitText } from './useQueueWait';
import { useTypingSignal } from './useTypingSignal';

/** Within this many pixels of the bottom, the list follows what arrives (a new message, an image loading). */
const STICK_PX = 80;

interface Props {
  entry: ChannelEntry;
  token: string;
  locale: Locale;
  t: Translate;
}

/** The visitor chat of one channel entry: robot first, then the queue and the agent. */
export function ChatPage({ entry, token, locale, t }: Props) {
  const source = entry.route.slice(1);
  const { state, send, retry, convert, sendImage, sendWaybill, loadEarlier, signal, endChat, markSession } = useChat(token, entry.channel, source);
  const cards = useCards();
  const { offer } = cards;
  const [greeting, setGreeting] = useState<{ en: string; zh: string } | null>(null);
  const [humanOpen, setHumanOpen] = useState(true);
  const [hot, setHot] = useState<{ id: string; question: string }[]>([]);
  const [text, setText] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [votes, setVotes] = useState<ReadonlyMap<string, VoteState>>(new Map());
  const [evaluation, setEvaluation] = useState<{ sessionId: string; outcome: EvaluationOutcome } | null>(null);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  /** Whether the visitor is at the bottom of the list (not reading back): then it follows what arrives. */
  const stuck = useRef(true);
  const s = state.session;
  const withAgent = s?.status === 'queued' || s?.status === 'active';
  const queueWait = useQueueWait(s);
  const typingSign = useTypingSignal(useCallback((typing: boolean) => signal('typing', typing), [signal]));

  useEffect(() => {
    call<{ greeting: { en: string; zh: string }; humanOpen: boolean }>('GET', 'robot:/im/hello').then((h) => {
      setGreeting(h.greeting);
      setHumanOpen(h.humanOpen);
    }, () => undefined);
  }, []);

  useEffect(() => {
    let live = true;
    call<{ id: string; question: string }[]>('GET', `robot:/im/hot?lang=${locale}`).then((list) => live && setHot(list), () => undefined);
    return () => {
      live = false;
    };
  }, [locale]);

  const toBottom = useCallback(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
    stuck.current = true;
  }, []);
  const follow = useCallback(() => {
    if (stuck.current) toBottom();
  }, [toBottom]);
  // The list changes height when the bars below it come and go (the quick actions return when a chat with an
  // agent ends): a visitor at the bottom stays at the bottom, so the chat's last lines are not hidden.
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(follow);
    observer.observe(list);
    return () => observer.disconnect();
  }, [follow]);
  const onScroll = () => {
    const list = listRef.current;
    if (list) stuck.current = list.scrollHeight - list.scrollTop - list.clientHeight <= STICK_PX;
  };

  const last = state.messages[state.messages.length - 1];
  useEffect(() => {
    toBottom();
    if (last && !last.pending && document.visibilityState === 'visible') signal('read', last.seq);
  }, [last, signal, toBottom]);

  const inviteOpen = !!s && !!s.evaluationInvited && !s.evaluated;
  useEffect(() => {
    if (inviteOpen) follow();
  }, [inviteOpen, follow]);

  /** The waybill the visitor last asked the robot about: the claim form starts with it. */
  const lastWaybill = useMemo(() => {
    for (let i = state.messages.length - 1; i >= 0; i--) {
      const x = state.messages[i].extra as { waybill?: { waybillNo: string } | null } | null;
      // A robot reply's card: the parcel's tracking, or an answer with the card beside it.
      if (state.messages[i].author === 3 && x?.waybill) return x.waybill.waybillNo;
    }
    return '';
  }, [state.messages]);

  const ask = useCallback(
    (question: string, qaId?: string) => {
      setAlert(null);
      send(question, qaId).then(
        (r) => {
          // The robot answers what it knows; when the question asks for a pickup or a claim, the card is offered too.
          const kind = r ? intentOf(question, (r.answer.extra as { question?: string } | null)?.question) : null;
          if (kind) offer(kind, kind === 'lookup' ? question.trim() : undefined);
        },
        (e: Error) => setAlert(e.message),
      );
    },
    [send, offer],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = text.trim();
    if (!value) return;
    setText('');
    typingSign.stop();
    ask(value);
  };

  const onType = (value: string) => {
    setText(value);
    typingSign.typed(value);
  };

  const toHuman = async () => {
    setAlert(null);
    const refusal = await convert().catch((e: Error) => e.message);
    if (refusal) setAlert(typeof refusal === 'string' ? refusal : pick(locale, refusal));
  };

  /** A vote is thanked only once the server took it; a refusal (already rated, from another tab) says so instead. */
  const vote = (id: string, v: 0 | 1) => {
    const set = (state: VoteState) => setVotes((prev) => new Map(prev).set(id, state));
    set({ busy: true });
    call('POST', `robot:/im/vote/${id}?vote=${v}`).then(
      () => set({ done: true }),
      (e: unknown) => set(e instanceof ApiError && e.message ? { refused: e.message } : { failed: true }),
    );
  };

  const evaluated = (outcome: EvaluationOutcome) => {
    if (!s) return;
    setEvaluation({ sessionId: s.sessionId, outcome });
    markSession({ sessionId: s.sessionId, evaluated: true });
  };

  const end = () => {
    setConfirmEnd(false);
    endChat().catch((e: Error) => setAlert(e.message || t('loadFailed')));
  };

  const onImage = (file: File | undefined) => {
    if (file) sendImage(file).catch(() => setAlert(t('imageFailed')));
  };

  const onSendWaybill = (no: string) => {
    setAlert(null);
    sendWaybill(no).catch((e: Error) => setAlert(e.message || t('loadFailed')));
  };

  const firstSeq = state.messages.find((m) => s && m.sessionId === s.sessionId && !m.pending)?.seq ?? 1;
  const robotAnswered = !!s && s.status === 'robot' && state.messages.some((m) => m.sessionId === s.sessionId && m.author === 3);

  return (
    <div className="chat" style={{ ['--brand' as string]: entry.color }}>
      <div className="messages" ref={listRef} aria-live="polite" onScroll={onScroll}>
        {s && firstSeq > 1 && (
          <button type="button" className="link center-link" onClick={() => void loadEarlier().catch((e: Error) => setAlert(e.message))}>
            {t('loadEarlier')}
          </button>
        )}
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
        <Timeline
          messages={state.messages}
          cards={cards.cards}
          locale={locale}
          t={t}
          votes={votes}
          readSeq={state.readSeq}
          waybillNo={lastWaybill}
          withAgent={withAgent}
          onAsk={ask}
          onVote={vote}
          onRetry={retry}
          onSendWaybill={onSendWaybill}
          onMediaLoad={follow}
          cardHandlers={{ open: (c) => cards.open(c.kind, c), cancel: cards.cancel, pickupDone: cards.pickupDone, claimDone: cards.claimDone }}
        />
        {robotAnswered && s && <RobotRating key={s.sessionId} sessionId={s.sessionId} t={t} />}
        {inviteOpen && s && <EvaluationForm key={s.sessionId} sessionId={s.sessionId} locale={locale} t={t} onDone={evaluated} />}
        {evaluation && evaluation.sessionId === s?.sessionId && (
          <p className="evaluation-done" data-testid="evaluation-done">
            {evaluation.outcome === 'done' ? t('evalDone') : t('evalAlready')}
          </p>
        )}
      </div>
      <div className="status" role="status">
        {state.paused ? <span className="error" role="status">{state.paused}</span> : !state.connected && s && withAgent && <span className="error">{t('offline')}</span>}
        {s?.status === 'queued' && <span data-testid="queue-position">{s.queuePosition > 0 ? t('queue', { n: s.queuePosition }) : t('queueWaiting')}</span>}
        {s?.status === 'queued' && s.queuePosition > 0 && queueWait && (queueWait.ms !== null || queueWait.agentsReady === 0) && (
          <span className="muted queue-wait" data-testid="queue-wait">
            {queueWait.ms !== null ? waitText(t, queueWait.ms) : t('waitNoAgent')}
          </span>
        )}
        {s?.status === 'active' && state.agentTyping && <span>{t('typing')}</span>}
        {!humanOpen && !withAgent && <span className="muted">{t('humanClosed')}</span>}
        {alert && <span className="error" role="alert">{alert}</span>}
      </div>
      {confirmEnd && s?.status === 'active' && (
        <div className="confirm" role="alertdialog" aria-labelledby="confirm-end" aria-modal="false">
          <p id="confirm-end">{t('endChatConfirm')}</p>
          <div className="confirm-actions">
            <button type="button" className="secondary" onClick={() => setConfirmEnd(false)}>
              {t('keepChatting')}
            </button>
            <button type="button" className="primary" onClick={end}>
              {t('endChatYes')}
            </button>
          </div>
        </div>
      )}
      {!withAgent && <QuickActions t={t} onOpen={(kind) => cards.open(kind)} />}
      <form className="composer" onSubmit={submit}>
        {withAgent && (
          <label className="icon-button" title={t('image')}>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <path fill="currentColor" d="M9 3 7.2 5H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9zm3 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6z" />
            </svg>
            <input type="file" accept="image/jpeg,image/png,image/gif,image/webp" hidden aria-label={t('image')} onChange={(e) => onImage(e.target.files?.[0])} />
          </label>
        )}
        <ComposerInput value={text} onChange={onType} label={withAgent ? t('placeholderAgent') : t('placeholderRobot')} />
        <button type="submit" className="primary">
          {t('send')}
        </button>
        {!withAgent && (
          <button type="button" className="secondary" onClick={() => void toHuman()}>
            {t('human')}
          </button>
        )}
        {s?.status === 'active' && (
          <button type="button" className="secondary" aria-expanded={confirmEnd} onClick={() => setConfirmEnd(true)}>
            {t('endChat')}
          </button>
        )}
        {s?.status === 'queued' && (
          <button type="button" className="secondary" onClick={() => void endChat().catch((e: Error) => setAlert(e.message || t('loadFailed')))}>
            {t('leaveQueue')}
          </button>
        )}
      </form>
    </div>
  );
}
