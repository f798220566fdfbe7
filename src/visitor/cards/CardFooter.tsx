import type { Translate } from '../i18n';
import { problemText } from './Field';
import type { FieldProblem } from './formRules';

/** A card form's foot: the refusal that belongs to no field, then cancel and submit (busy while sending). */
export function CardFooter({ alert, busy, submitLabel, onCancel, t }: { alert: FieldProblem | null; busy: boolean; submitLabel: string; onCancel(): void; t: Translate }) {
  return (
    <>
      {alert && (
        <p className="error small" role="alert">
          {problemText(t, alert)}
        </p>
      )}
      <div className="card-actions">
        <button type="button" className="secondary" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </button>
        <button type="submit" className="primary" disabled={busy}>
          {busy ? t('submitting') : submitLabel}
        </button>
      </div>
    </>
  );
}
