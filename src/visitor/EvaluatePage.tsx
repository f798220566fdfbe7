import { useState } from 'react';
import { EvaluationForm, type EvaluationOutcome } from './EvaluationForm';
import type { Locale, Translate } from './i18n';

/** `/:evaluate/:index` (here `/evaluate/<sessionId>`): the evaluation on a page of its own, for a link opened outside the chat. */
export function EvaluatePage({ sessionId, locale, t }: { sessionId: string; locale: Locale; t: Translate }) {
  const [result, setResult] = useState<EvaluationOutcome | null>(null);
  if (result) {
    return (
      <div className="evaluate-page">
        <p className="thanks" role="status">{result === 'done' ? t('evalDone') : t('evalAlready')}</p>
        <button type="button" className="link center-link" onClick={() => history.back()}>
          {t('backToChat')}
        </button>
      </div>
    );
  }
  return (
    <div className="evaluate-page">
      <EvaluationForm sessionId={sessionId} locale={locale} t={t} onDone={setResult} />
    </div>
  );
}
