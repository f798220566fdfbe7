import { AddItemButton, ArrayInput, FormDataConsumer, RemoveItemButton, SelectInput, SimpleFormIterator, TextInput, required, useTranslate, type Validator } from 'react-admin';
import { CONDITION_FIELDS, OPS_OF, VALUES_OF, conditionProblem, type Condition, type ConditionField } from '../../common/routingRules';

const T = 'ccim.routingRules';

/** How a coded value reads in the user's language (channels, classes, languages, products, states). */
function valueLabel(translate: ReturnType<typeof useTranslate>, field: ConditionField, v: string): string {
  if (field === 'channel') return translate(`ccim.enums.skillOrg.${v}`, { _: v });
  if (field === 'robotClassify') return translate(`ccim.enums.qaClassify.${v}`, { _: v });
  if (field === 'hour') return `${v.padStart(2, '0')}:00–${v.padStart(2, '0')}:59`;
  return translate(`${T}.values.${v}`, { _: v });
}

/** The client's copy of the server's rule, in the user's language: the part at fault says what is wrong. */
const valueCheck =
  (row: Partial<Condition> | undefined): Validator =>
  (value: unknown) => {
    if (!row?.field || !row.op || typeof value !== 'string') return undefined;
    const p = conditionProblem({ field: row.field, op: row.op, value });
    if (!p || p.part !== 'value') return undefined;
    if (p.message === 'must not be blank') return `${T}.problems.blank`;
    return { message: `${T}.problems.oneOf`, args: { values: (VALUES_OF[row.field] ?? []).join(', ') } };
  };

/**
 * A rule's conditions, built with pickers: a field, then an operator among those the field takes, then a value
 * (a list of the field's values where it has them; comma-separated values for "is one of"). All must hold.
 */
export function ConditionsInput({ source = 'conditions' }: { source?: string }) {
  const translate = useTranslate();
  const fieldChoices = CONDITION_FIELDS.map((f) => ({ id: f, name: translate(`${T}.fields.${f}`) }));
  return (
    <ArrayInput source={source} label={`resources.routingRuleMgt.fields.${source}`} validate={required(`${T}.none`)} helperText={`${T}.all`}>
      <SimpleFormIterator inline disableReordering disableClear addButton={<AddItemButton label={`${T}.add`} />} removeButton={<RemoveItemButton label={`${T}.remove`} />}>
        <SelectInput source="field" label={`${T}.field`} choices={fieldChoices} validate={required()} defaultValue="lastQuestion" sx={{ minWidth: 220 }} />
        <FormDataConsumer>
          {({ scopedFormData }) => {
            const row = scopedFormData as Partial<Condition> | undefined;
            const field = row?.field;
            if (!field) return null;
            const ops = OPS_OF[field].map((o) => ({ id: o, name: translate(`${T}.ops.${o}`) }));
            const coded = VALUES_OF[field];
            const valueSource = 'value';
            return (
              <>
                <SelectInput source="op" label={`${T}.op`} choices={ops} validate={required()} defaultValue={OPS_OF[field][0]} sx={{ minWidth: 140 }} />
                {coded && row?.op !== 'in' ? (
                  <SelectInput
                    key={`${field}-select`}
                    source={valueSource}
                    label={`${T}.value`}
                    choices={coded.map((v) => ({ id: v, name: valueLabel(translate, field, v) }))}
                    validate={[required(), valueCheck(row)]}
                    sx={{ minWidth: 180 }}
                  />
                ) : (
                  <TextInput
                    key={`${field}-text`}
                    source={valueSource}
                    label={`${T}.value`}
                    validate={[required(), valueCheck(row)]}
                    helperText={row?.op === 'in' ? translate(`${T}.valueHelp`) + (coded ? ` (${coded.join(', ')})` : '') : false}
                    slotProps={{ htmlInput: { maxLength: 200 } }}
                  />
                )}
              </>
            );
          }}
        </FormDataConsumer>
      </SimpleFormIterator>
    </ArrayInput>
  );
}
