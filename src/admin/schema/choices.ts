import { maxLength, maxValue, minLength, minValue, regex, required, type Validator } from 'react-admin';
import { resourcesSchema, type FieldDef } from '../../common/resources';

/** An enum of the schema as react-admin choices; names are i18n keys (`ccim.enums.<enum>.<value>`). */
export const choicesOf = (enumName: string) =>
  (resourcesSchema.enums[enumName]?.values ?? []).map((v) => ({ id: v, name: `ccim.enums.${enumName}.${v}` }));

/** A required text of only spaces is as empty as no text (the server trims it and refuses it). */
const notBlank: Validator = (value: unknown) => (typeof value === 'string' && value.length > 0 && !value.trim() ? 'ccim.mgmt.validation.blank' : undefined);

/** Fields whose format is better explained than "not in the expected format". */
const FORMAT_MESSAGES: Record<string, string> = { url: 'ccim.mgmt.validation.url' };

/** The browser side of the rules the server checks with ajv: the same field definition, the same limits. */
export function validatorsOf(f: FieldDef): Validator[] {
  const out: Validator[] = [];
  if (f.required) out.push(required());
  if (f.type === 'string' || f.type === 'text') {
    if (f.required) out.push(notBlank);
    if (f.minLength && f.minLength > 1) out.push(minLength(f.minLength));
    if (f.maxLength) out.push(maxLength(f.maxLength));
    if (f.pattern) out.push(regex(new RegExp(f.pattern), FORMAT_MESSAGES[f.name] ?? 'ccim.mgmt.validation.format'));
  }
  if (f.type === 'richText' && f.maxLength) out.push(maxLength(f.maxLength));
  if (f.type === 'integer') {
    if (f.minimum !== undefined) out.push(minValue(f.minimum));
    if (f.maximum !== undefined) out.push(maxValue(f.maximum));
  }
  if (f.type === 'time') out.push(regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'ccim.mgmt.validation.time'));
  return out;
}
