import DOMPurify from 'dompurify';
import { momentText } from '../common/clock';
import { systemText } from '../common/systemLines';
import { imageSrc } from './api';
import type { UiMessage, VoteState } from './chatState';
import type { Locale, Translate } from './i18n';
import type { SkillId } from './skills/waybillSkills';
import { WaybillCard, type WaybillExtra } from './WaybillCard';

const SYSTEM_KEYS = { assigned: 'assigned', requeued: 'requeued', queued: 'queued', evaluationInvited: 'evaluationInvited' } as const;

interface Props {
  m: UiMessage;
  locale: Locale;
  t: Translate;
  onAsk(question: string, qaId: string): void;
  onVote(messageId: string, vote: 0 | 1): void;
  vote: VoteState | undefined;
  onRetry(clientMsgId: string): void;
  /** The agent has read this message of the visitor's. */
  read: boolean;
  /** Present while an agent serves the visitor: a waybill card can be sent to them. */
  onSendWaybill?: (waybillNo: string) => void;
  /** For a robot reply carrying a waybill card: the skill the question asked for. */
  skill: SkillId | null;
  /** An image finished loading: the list keeps its bottom in view. */
  onMediaLoad?: () => void;
}

const PHOTO_MAX = { width: 220, height: 260 };

/** The size an image will take once loaded, when the server knows its dimensions: the list reserves it up front. */
function photoSize(extra: Record<string, unknown>): { width: number; height: number } | undefined {
  const w = Number(extra.width);
  const h = Number(extra.height);
  if (!(w > 0 && h > 0)) return undefined;
  const scale = Math.min(1, PHOTO_MAX.width / w, PHOTO_MAX.height / h);
  return { width: Math.round(w * scale), height: Math.round(h * scale) };
}

/** One message: text always as text; robot answers as sanitized HTML; cards and images built from `extra`. */
export function MessageItem({ m, locale, t, onAsk, onVote, vote, onRetry, read, onSendWaybill, skill, onMediaLoad }: Props) {
  const extra = (m.extra ?? {}) as Record<string, unknown>;
  if (m.author === 0) {
    const code = extra.code as keyof typeof SYSTEM_KEYS | undefined;
    // Every other code (a transfer, the end and why) in the page's language from the shared table; old rows keep their text.
    const text = code && SYSTEM_KEYS[code] ? t(SYSTEM_KEYS[code], { name: String(extra.agent ?? '') }) : systemText(m, locale);
    return <div className="system">{text}</div>;
  }
  const mine = m.author === 2;
  // A robot reply to a question naming a waybill: the parcel's card (or that the number is not on file).
  const parcel =
    m.author === 3 && 'waybillNo' in extra
      ? extra.waybill
        ? <WaybillCard w={extra.waybill as WaybillExtra} locale={locale} t={t} onSend={onSendWaybill} skills={{ initial: skill }} />
        : <span>{t('waybillNotFound', { no: String(extra.waybillNo) })}</span>
      : null;
  const who = mine ? t('you') : m.author === 3 ? t('robot') : t('agent');
  let body;
  if (m.revoked) body = <em className="muted">{t('revoked')}</em>;
  else if (m.type === 'image') body = <img className="photo" src={imageSrc(String(extra.url ?? m.content))} alt={t('photo')} style={photoSize(extra)} onLoad={onMediaLoad} />;
  else if (m.type === 'template' && extra.waybill) body = <WaybillCard w={extra.waybill as WaybillExtra} locale={locale} t={t} />;
  else if (m.author === 3 && extra.kind === 'answer')
    body = (
      <>
        <div className="html" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(String(extra.html ?? '')) }} />
        {parcel}
      </>
    );
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
  else if (m.author === 3 && extra.kind === 'waybill') body = parcel;
  else body = <span className="text">{m.content}</span>;

  return (
    <div className={`row ${mine ? 'mine' : 'theirs'}`} data-testid={`msg-${m.author}`}>
      <div className="who">
        {who}
        <time dateTime={new Date(m.createdAt).toISOString()}>{momentText(m.createdAt, locale)}</time>
      </div>
      <div className="bubble">
        {body}
        {m.author === 3 && extra.kind === 'answer' && (
          <div className="vote">
            {vote && 'done' in vote ? (
              <span className="muted">{t('voted')}</span>
            ) : vote && 'refused' in vote ? (
              <span className="muted" role="alert">
                {vote.refused}
              </span>
            ) : (
              <>
                <button type="button" className="link" disabled={!!vote && 'busy' in vote} onClick={() => onVote(m.id, 1)}>
                  {t('useful')}
                </button>
                <button type="button" className="link" disabled={!!vote && 'busy' in vote} onClick={() => onVote(m.id, 0)}>
                  {t('notUseful')}
                </button>
                {vote && 'failed' in vote && <span className="error small">{t('voteFailed')}</span>}
              </>
            )}
          </div>
        )}
      </div>
      {m.pending && !m.failed && <div className="muted small">{t('sending')}</div>}
      {read && <div className="muted small">{t('read')}</div>}
      {m.failed && (
        <button type="button" className="link small error" onClick={() => onRetry(m.clientMsgId!)}>
          {m.failReason ? `${m.failReason} ${t('tapToRetry')}` : t('failed')}
        </button>
      )}
    </div>
  );
}
