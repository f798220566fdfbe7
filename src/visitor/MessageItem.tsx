import DOMPurify from 'dompurify';
import type { UiMessage } from './chatState';
import { pick, type Locale, type Translate } from './i18n';

interface Props {
  m: UiMessage;
  locale: Locale;
  t: Translate;
  onAsk(question: string, qaId: string): void;
  onVote(messageId: string, vote: 0 | 1): void;
  voted: boolean;
  onRetry(clientMsgId: string): void;
}

interface Track {
  at: number;
  city: string;
  text: { en: string; zh: string };
}

interface WaybillExtra {
  waybillNo: string;
  status: string;
  fee: number;
  estimatedDeliveryAt: number | null;
  senderCity: string;
  receiverCity: string;
  tracks: Track[];
}

const SYSTEM_KEYS = { assigned: 'assigned', requeued: 'requeued', queued: 'queued', closed: 'closed', evaluationInvited: 'evaluationInvited' } as const;

function WaybillCard({ w, locale, t }: { w: WaybillExtra; locale: Locale; t: Translate }) {
  const statusKey = `status_${w.status}` as Parameters<Translate>[0];
  return (
    <div className="card">
      <div className="card-title">
        {t('waybill', { no: w.waybillNo })} · {t(statusKey)}
      </div>
      <div className="card-sub">
        {w.senderCity} → {w.receiverCity} · {t('fee', { fee: w.fee })}
      </div>
      {w.estimatedDeliveryAt && <div className="card-sub">{t('eta', { at: new Date(w.estimatedDeliveryAt).toLocaleString(locale === 'zh' ? 'zh-CN' : 'en') })}</div>}
      <ol className="tracks">
        {[...w.tracks].reverse().map((tr) => (
          <li key={tr.at}>
            <time>{new Date(tr.at).toLocaleString(locale === 'zh' ? 'zh-CN' : 'en')}</time> {pick(locale, tr.text)}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** One message: text always as text; robot answers as sanitized HTML; cards and images built from `extra`. */
export function MessageItem({ m, locale, t, onAsk, onVote, voted, onRetry }: Props) {
  const extra = (m.extra ?? {}) as Record<string, unknown>;
  if (m.author === 0) {
    const code = extra.code as keyof typeof SYSTEM_KEYS | undefined;
    const text = code && SYSTEM_KEYS[code] ? t(SYSTEM_KEYS[code], { name: String(extra.agent ?? '') }) : m.content;
    return <div className="system">{text}</div>;
  }
  const mine = m.author === 2;
  const who = mine ? t('you') : m.author === 3 ? t('robot') : t('agent');
  let body;
  if (m.revoked) body = <em className="muted">{t('revoked')}</em>;
  else if (m.type === 'image') body = <img className="photo" src={String(extra.url ?? m.content)} alt={t('image')} />;
  else if (m.type === 'template' && extra.waybill) body = <WaybillCard w={extra.waybill as WaybillExtra} locale={locale} t={t} />;
  else if (m.author === 3 && extra.kind === 'answer') body = <div className="html" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(String(extra.html ?? '')) }} />;
  else if (m.author === 3 && extra.kind === 'suggest') {
    const list = (extra.suggestions ?? []) as { id: string; question: string }[];
    body = (
      <div>
        <div>{t('didYouMean')}</div>
        {list.map((s) => (
          <button key={s.id} type="button" className="link" onClick={() => onAsk(s.question, s.id)}>
            {s.question}
          </button>
        ))}
      </div>
    );
  } else if (m.author === 3 && extra.kind === 'none') body = <span>{t('noAnswer')}</span>;
  else if (m.author === 3 && extra.kind === 'noIntention') body = <span>{t('noIntention')}</span>;
  else if (m.author === 3 && extra.kind === 'waybill')
    body = extra.waybill ? <WaybillCard w={extra.waybill as WaybillExtra} locale={locale} t={t} /> : <span>{t('waybillNotFound', { no: String(extra.waybillNo) })}</span>;
  else body = <span className="text">{m.content}</span>;

  return (
    <div className={`row ${mine ? 'mine' : 'theirs'}`} data-testid={`msg-${m.author}`}>
      <div className="who">{who}</div>
      <div className="bubble">
        {body}
        {m.author === 3 && extra.kind === 'answer' && (
          <div className="vote">
            {voted ? (
              <span className="muted">{t('voted')}</span>
            ) : (
              <>
                <button type="button" className="link" onClick={() => onVote(m.id, 1)}>
                  {t('useful')}
                </button>
                <button type="button" className="link" onClick={() => onVote(m.id, 0)}>
                  {t('notUseful')}
                </button>
              </>
            )}
          </div>
        )}
      </div>
      {m.pending && !m.failed && <div className="muted small">{t('sending')}</div>}
      {m.failed && (
        <button type="button" className="link small error" onClick={() => onRetry(m.clientMsgId!)}>
          {t('failed')}
        </button>
      )}
    </div>
  );
}
