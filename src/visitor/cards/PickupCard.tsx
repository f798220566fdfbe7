import { useMemo, useRef, type FormEvent } from 'react';
import { ApiError, call } from '../api';
import type { Locale, Translate } from '../i18n';
import type { PickupResult } from './cardsState';
import { CardFooter } from './CardFooter';
import { Field, focusFirstInvalid, invalidProps } from './Field';
import { serverFieldErrors } from './formRules';
import { PartyFields } from './PartyFields';
import { emptyPickup, pickupFieldOf, pickupPayload, pickupSlots, validatePickup, type Slot } from './pickupForm';
import { useCardForm } from './useCardForm';

interface Props {
  id: string;
  locale: Locale;
  t: Translate;
  onDone(result: PickupResult): void;
  onCancel(): void;
}

const slotLabel = (s: Slot, locale: Locale, t: Translate) => {
  if (s.day === 0) return t('slotToday', { from: s.from, to: s.to });
  if (s.day === 1) return t('slotTomorrow', { from: s.from, to: s.to });
  return t('slotLater', { day: new Date(s.at).toLocaleDateString(locale === 'zh' ? 'zh-CN' : 'en', { month: 'short', day: 'numeric', weekday: 'short' }), from: s.from, to: s.to });
};

/** The pickup-order card: sender, receiver, goods and a pickup window, filed with `qa/doCreateOrder`. */
export function PickupCard({ id, locale, t, onDone, onCancel }: Props) {
  const form = useCardForm(emptyPickup, validatePickup);
  const { values, errors, alert, busy, update } = form;
  const formRef = useRef<HTMLFormElement>(null);
  // Slots are fixed when the card opens; one gone stale by the time of sending is refused by the check.
  const slots = useMemo(() => pickupSlots(), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await form.submit(
      (v) => call<{ orderNo: string; pickupAt: number | null }>('POST', 'robot:/qa/doCreateOrder', pickupPayload(v)),
      (err) => {
        const fields = serverFieldErrors(err, pickupFieldOf);
        if (fields) return { errors: fields, alert: { key: 'errForm' } };
        return { alert: { text: err instanceof ApiError && err.message ? err.message : t('loadFailed') } };
      },
    );
    if (r) onDone({ orderNo: r.orderNo, pickupAt: r.pickupAt });
    else focusFirstInvalid(formRef.current);
  };

  return (
    <form ref={formRef} className="card-form" aria-labelledby={`${id}-title`} noValidate onSubmit={(e) => void submit(e)}>
      <h3 id={`${id}-title`}>{t('pickupTitle')}</h3>
      <PartyFields idPrefix={id} party="sender" value={values.sender} errors={errors} t={t} onChange={(p) => update((v) => ({ ...v, sender: { ...v.sender, ...p } }))} />
      <PartyFields idPrefix={id} party="receiver" value={values.receiver} errors={errors} t={t} onChange={(p) => update((v) => ({ ...v, receiver: { ...v.receiver, ...p } }))} />
      <Field id={`${id}-goods`} label={t('fieldGoods')} problem={errors.goods} t={t}>
        <input id={`${id}-goods`} className="input" maxLength={128} value={values.goods} onChange={(e) => update((v) => ({ ...v, goods: e.target.value }))} {...invalidProps(`${id}-goods`, errors.goods)} />
      </Field>
      <Field id={`${id}-pickupAt`} label={t('fieldPickupAt')} problem={errors.pickupAt} t={t}>
        <select id={`${id}-pickupAt`} className="input" value={values.pickupAt} onChange={(e) => update((v) => ({ ...v, pickupAt: e.target.value }))} {...invalidProps(`${id}-pickupAt`, errors.pickupAt)}>
          <option value="">{t('pickupAsap')}</option>
          {slots.map((s) => (
            <option key={s.at} value={String(s.at)}>
              {slotLabel(s, locale, t)}
            </option>
          ))}
        </select>
      </Field>
      <CardFooter alert={alert} busy={busy} submitLabel={t('submitOrder')} onCancel={onCancel} t={t} />
    </form>
  );
}
