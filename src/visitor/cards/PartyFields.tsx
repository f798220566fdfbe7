import type { Translate } from '../i18n';
import { Field, invalidProps } from './Field';
import type { FieldErrors } from './formRules';
import type { Party, PickupField } from './pickupForm';
import { RegionSelect } from './RegionSelect';

interface Props {
  idPrefix: string;
  party: 'sender' | 'receiver';
  value: Party;
  errors: FieldErrors<PickupField>;
  t: Translate;
  onChange(patch: Partial<Party>): void;
}

/** Name, phone and address of the sender or the receiver. */
export function PartyFields({ idPrefix, party: role, value, errors, t, onChange }: Props) {
  const id = `${idPrefix}-${role}`;
  // The visitor's own details may come from the browser's autofill; the receiver's never should.
  const auto = role === 'sender';
  return (
    <fieldset className="party">
      <legend>{t(role)}</legend>
      <Field id={`${id}-name`} label={t('fieldName')} problem={errors[`${role}Name`]} t={t}>
        <input id={`${id}-name`} className="input" maxLength={64} autoComplete={auto ? 'name' : 'off'} value={value.name} onChange={(e) => onChange({ name: e.target.value })} {...invalidProps(`${id}-name`, errors[`${role}Name`])} />
      </Field>
      <Field id={`${id}-phone`} label={t('fieldPhone')} problem={errors[`${role}Phone`]} t={t}>
        <input id={`${id}-phone`} className="input" type="tel" inputMode="tel" maxLength={14} autoComplete={auto ? 'tel' : 'off'} value={value.phone} onChange={(e) => onChange({ phone: e.target.value })} {...invalidProps(`${id}-phone`, errors[`${role}Phone`])} />
      </Field>
      <RegionSelect id={`${id}-region`} label={t('fieldRegion')} value={value.region} problem={errors[`${role}Region`]} t={t} onChange={(region) => onChange({ region })} />
      <Field id={`${id}-detail`} label={t('fieldDetail')} problem={errors[`${role}Detail`]} t={t}>
        <input id={`${id}-detail`} className="input" maxLength={200} autoComplete={auto ? 'street-address' : 'off'} value={value.detail} onChange={(e) => onChange({ detail: e.target.value })} {...invalidProps(`${id}-detail`, errors[`${role}Detail`])} />
      </Field>
    </fieldset>
  );
}
