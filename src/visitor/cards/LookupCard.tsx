import { useRef, useState, type FormEvent } from 'react';
import { ApiError, call } from '../api';
import type { Locale, Translate } from '../i18n';
import { KEYWORD_RE } from '../skills/waybillSkills';
import { WaybillCard, type WaybillExtra } from '../WaybillCard';
import { CardFooter } from './CardFooter';
import { Field, focusFirstInvalid, invalidProps } from './Field';
import type { FieldErrors } from './formRules';
import { useCardForm } from './useCardForm';

type LookupField = 'keyword';

const validateLookup = (v: { keyword: string }): FieldErrors<LookupField> => (KEYWORD_RE.test(v.keyword.trim()) ? {} : { keyword: { key: 'errKeyword' } });

interface Props {
  id: string;
  keyword: string;
  locale: Locale;
  t: Translate;
  onCancel(): void;
}

/** Parcels found by a mobile, order or waybill number (`im/queryOrderAndWaybill`), each with its skills. */
export function LookupCard({ id, keyword, locale, t, onCancel }: Props) {
  const form = useCardForm(() => ({ keyword }), validateLookup);
  const { values, errors, alert, busy, update } = form;
  const [found, setFound] = useState<WaybillExtra[] | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await form.submit<WaybillExtra[]>(
      (v) => call<WaybillExtra[]>('POST', 'robot:/im/queryOrderAndWaybill', { keyword: v.keyword.trim() }),
      (err) => {
        if (err instanceof ApiError && err.envelopeStatus === -1 && /^Nothing was found/.test(err.message)) return { errors: { keyword: { key: 'errLookupNone' } } };
        if (err instanceof ApiError && err.status === 400) return { errors: { keyword: { key: 'errKeyword' } } };
        return { alert: { text: err instanceof ApiError && err.message ? err.message : t('loadFailed') } };
      },
    );
    setFound(r);
    if (!r) focusFirstInvalid(formRef.current);
  };

  return (
    <form ref={formRef} className="card-form" aria-labelledby={`${id}-title`} noValidate onSubmit={(e) => void submit(e)}>
      <h3 id={`${id}-title`}>{t('lookupTitle')}</h3>
      <Field id={`${id}-keyword`} label={t('fieldKeyword')} problem={errors.keyword} t={t}>
        <input id={`${id}-keyword`} className="input" maxLength={32} inputMode="text" value={values.keyword} onChange={(e) => update(() => ({ keyword: e.target.value }))} {...invalidProps(`${id}-keyword`, errors.keyword)} />
      </Field>
      <CardFooter alert={alert} busy={busy} submitLabel={t('lookupSubmit')} onCancel={onCancel} t={t} />
      {found && (
        <div className="found" role="status">
          <div className="muted small">{t('lookupFound', { n: found.length })}</div>
          {found.map((w) => (
            <WaybillCard key={w.waybillNo} w={w} locale={locale} t={t} skills={{ initial: null }} />
          ))}
        </div>
      )}
    </form>
  );
}
