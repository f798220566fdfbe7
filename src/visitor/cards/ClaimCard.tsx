import { useRef, type FormEvent } from 'react';
import { ApiError, call } from '../api';
import type { Translate } from '../i18n';
import type { ClaimResult } from './cardsState';
import { CLAIM_TYPES } from '../../common/robotOrders';
import { claimFieldOf, claimPayload, claimRefusal, emptyClaim, validateClaim } from './claimForm';
import { CardFooter } from './CardFooter';
import { Field, focusFirstInvalid, invalidProps } from './Field';
import { serverFieldErrors } from './formRules';
import { useCardForm } from './useCardForm';

interface Props {
  id: string;
  /** The waybill the visitor last asked about, offered as the one to claim for. */
  waybillNo: string;
  t: Translate;
  onDone(result: ClaimResult): void;
  onCancel(): void;
}

/** The claim card: waybill, claim type, amount, description and a contact phone, filed with `aics/flow/claim`. */
export function ClaimCard({ id, waybillNo, t, onDone, onCancel }: Props) {
  const form = useCardForm(() => emptyClaim(waybillNo), validateClaim);
  const { values, errors, alert, busy, update } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => update((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await form.submit(
      async (v): Promise<ClaimResult> => {
        const payload = claimPayload(v);
        try {
          const filed = await call<{ claimNo: string; waybillNo: string }>('POST', 'robot:/aics/flow/claim', payload);
          return { claimNo: filed.claimNo, waybillNo: filed.waybillNo, existing: false };
        } catch (err) {
          // A claim already being handled is an answer, not a mistake in the form.
          const refusal = claimRefusal(err);
          if (refusal?.kind === 'existing') return { claimNo: refusal.claimNo, waybillNo: payload.waybillNo, existing: true };
          throw err;
        }
      },
      (err) => {
        if (claimRefusal(err)?.kind === 'notFound') return { errors: { waybillNo: { key: 'errWaybillNotFound' } }, alert: { key: 'errForm' } };
        const fields = serverFieldErrors(err, claimFieldOf);
        if (fields) return { errors: fields, alert: { key: 'errForm' } };
        return { alert: { text: err instanceof ApiError && err.message ? err.message : t('loadFailed') } };
      },
    );
    if (r) onDone(r);
    else focusFirstInvalid(formRef.current);
  };

  return (
    <form ref={formRef} className="card-form" aria-labelledby={`${id}-title`} noValidate onSubmit={(e) => void submit(e)}>
      <h3 id={`${id}-title`}>{t('claimTitle')}</h3>
      <Field id={`${id}-waybill`} label={t('fieldWaybill')} problem={errors.waybillNo} t={t}>
        <input id={`${id}-waybill`} className="input" maxLength={32} autoCapitalize="characters" value={values.waybillNo} onChange={set('waybillNo')} {...invalidProps(`${id}-waybill`, errors.waybillNo)} />
      </Field>
      <Field id={`${id}-type`} label={t('fieldClaimType')} problem={errors.claimType} t={t}>
        <select id={`${id}-type`} className="input" value={values.claimType} onChange={set('claimType')} {...invalidProps(`${id}-type`, errors.claimType)}>
          <option value="">{t('choose')}</option>
          {CLAIM_TYPES.map((c) => (
            <option key={c} value={c}>
              {t(`claim_${c}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-amount`} label={t('fieldAmount')} problem={errors.amount} t={t}>
        <input id={`${id}-amount`} className="input" inputMode="decimal" maxLength={10} value={values.amount} onChange={set('amount')} {...invalidProps(`${id}-amount`, errors.amount)} />
      </Field>
      <Field id={`${id}-description`} label={t('fieldDescription')} problem={errors.description} t={t}>
        <textarea id={`${id}-description`} className="input" rows={3} maxLength={1000} value={values.description} onChange={set('description')} {...invalidProps(`${id}-description`, errors.description)} />
      </Field>
      <Field id={`${id}-phone`} label={t('fieldContactPhone')} problem={errors.contactPhone} t={t}>
        <input id={`${id}-phone`} className="input" type="tel" inputMode="tel" maxLength={14} autoComplete="tel" value={values.contactPhone} onChange={set('contactPhone')} {...invalidProps(`${id}-phone`, errors.contactPhone)} />
      </Field>
      <CardFooter alert={alert} busy={busy} submitLabel={t('submitClaim')} onCancel={onCancel} t={t} />
    </form>
  );
}
