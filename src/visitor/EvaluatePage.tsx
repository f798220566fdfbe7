import { useState } from 'react';
import { EVALUATION_CATEGORIES, SATISFACTION } from '../common/evaluation';
import { ApiError, call } from './api';
import type { Locale, Translate } from './i18n';

/** `/:evaluate/:index` (here `/evaluate/<sessionId>`): satisfaction 1..5, reasons in four categories, once per session. */
export function EvaluatePage({ sessionId, locale, t }: { sessionId: string; locale: Locale; t: Translate }) {
  const [score, setScore] = useState(0);
  const [reasons, setReasons] = useState<Record<string, string[]>>({});
  const [comment, setComment] = useState('');
  const [result, setResult] = useState<'done' | 'already' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const toggle = (cat: string, code: string) =>
    setReasons((r) => {
      const list = r[cat] ?? [];
      return { ...r, [cat]: list.includes(code) ? list.filter((c) => c !== code) : [...list, code] };
    });

  const submit = async () => {
    setError(null);
    const categories = Object.fromEntries(Object.entries(reasons).filter(([, l]) => l.length));
    try {
      await call('POST', '/openChannel/submitEvaluate', { sessionId, satisfaction: score, categories, ...(comment.trim() ? { comment: comment.trim() } : {}) });
      setResult('done');
    } catch (e) {
      if (e instanceof ApiError && e.envelopeStatus === -2) setResult('already');
      else setError(e instanceof Error ? e.message : String(e));
    }
  };

  if (result) {
    return (
      <div className="evaluate-page">
        <p className="thanks" role="status">{result === 'done' ? t('evalDone') : t('evalAlready')}</p>
        <button type="button" className="link" onClick={() => history.back()}>
          {t('backToChat')}
        </button>
      </div>
    );
  }
  return (
    <div className="evaluate-page">
      <h2>{t('evalTitle')}</h2>
      <p>{t('evalSatisfaction')}</p>
      <div className="stars" role="radiogroup" aria-label={t('evalSatisfaction')}>
        {SATISFACTION.map((s) => (
          <button key={s.score} type="button" role="radio" aria-checked={score === s.score} className={score >= s.score ? 'star on' : 'star'} onClick={() => setScore(s.score)} title={s[locale]}>
            ★
          </button>
        ))}
        <span className="muted">{score ? SATISFACTION[score - 1][locale] : ''}</span>
      </div>
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
      {error && <p className="error" role="alert">{error}</p>}
      <button type="button" className="primary" disabled={!score} onClick={() => void submit()}>
        {t('evalSubmit')}
      </button>
    </div>
  );
}
