import { useState } from 'react';
import { EVALUATION_CATEGORIES, SATISFACTION } from '../common/evaluation';
import { ApiError, call } from './api';
import type { Locale, Translate } from './i18n';

export type EvaluationOutcome = 'done' | 'already';

interface Props {
  sessionId: string;
  locale: Locale;
  t: Translate;
  /** The server took the evaluation ('done') or already had one ('already'). */
  onDone(outcome: EvaluationOutcome): void;
}

/**
 * The human session's evaluation (`openChannel/submitEvaluate`): satisfaction 1..5, reasons in four categories
 * when not fully satisfied, a comment, and a full-width submit. Shown inside the chat, and on `/evaluate/<id>`.
 */
export function EvaluationForm({ sessionId, locale, t, onDone }: Props) {
  const [score, setScore] = useState(0);
  const [reasons, setReasons] = useState<Record<string, string[]>>({});
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = `eval-${sessionId}`;

  const toggle = (cat: string, code: string) =>
    setReasons((r) => {
      const list = r[cat] ?? [];
      return { ...r, [cat]: list.includes(code) ? list.filter((c) => c !== code) : [...list, code] };
    });

  const submit = async () => {
    setError(null);
    setBusy(true);
    const categories = Object.fromEntries(Object.entries(reasons).filter(([, l]) => l.length));
    try {
      await call('POST', '/openChannel/submitEvaluate', { sessionId, satisfaction: score, categories, ...(comment.trim() ? { comment: comment.trim() } : {}) });
      onDone('done');
    } catch (e) {
      if (e instanceof ApiError && e.envelopeStatus === -2) onDone('already');
      else setError(e instanceof Error && e.message ? e.message : t('loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="evaluation"
      aria-labelledby={titleId}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 id={titleId}>{t('evalTitle')}</h2>
      <p>{t('evalSatisfaction')}</p>
      <div className="stars" role="radiogroup" aria-label={t('evalSatisfaction')}>
        {SATISFACTION.map((s) => (
          <button key={s.score} type="button" role="radio" aria-checked={score === s.score} aria-label={s[locale]} className={score >= s.score ? 'star on' : 'star'} onClick={() => setScore(s.score)} title={s[locale]}>
            ★
          </button>
        ))}
      </div>
      <p className="muted score-label">{score ? SATISFACTION[score - 1][locale] : ''}</p>
      {score > 0 && score < 5 && (
        <>
          <p>{t('evalReasons')}</p>
          {EVALUATION_CATEGORIES.map((c) => (
            <fieldset key={c.code} className="reasons">
              <legend>{c[locale]}</legend>
              {c.reasons.map((r) => (
                <button key={r.code} type="button" aria-pressed={(reasons[c.code] ?? []).includes(r.code)} className={(reasons[c.code] ?? []).includes(r.code) ? 'chip on' : 'chip'} onClick={() => toggle(c.code, r.code)}>
                  {r[locale]}
                </button>
              ))}
            </fieldset>
          ))}
        </>
      )}
      <textarea className="input" rows={3} maxLength={500} value={comment} onChange={(e) => setComment(e.target.value)} placeholder={t('evalComment')} aria-label={t('evalComment')} />
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="primary block" disabled={!score || busy}>
        {t('evalSubmit')}
      </button>
    </form>
  );
}
