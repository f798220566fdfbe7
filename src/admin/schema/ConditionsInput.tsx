import { AddItemButton, ArrayInput, FormDataConsumer, RemoveItemButton, SelectInput, SimpleFormIterator, TextInput, required, useGetList, useResourceContext, useTranslate, type Validator } from 'react-admin';
import { AUTOMATION_CONDITIONS } from '../../common/automation';
import { ITEM_ACTIONS_VISIBLE } from './iteratorSx';
import { ROUTING_CONDITIONS, VALUES_OF, conditionProblem, type Condition, type ConditionSet } from '../../common/routingRules';

const T = 'ccim.routingRules';

/** How a coded value reads in the user's language (channels, classes, languages, products, states). */
function valueLabel(translate: ReturnType<typeof useTranslate>, field: string, v: string): string {
  if (field === 'channel') return translate(`ccim.enums.skillOrg.${v}`, { _: v });
  if (field === 'robotClassify') return translate(`ccim.enums.qaClassify.${v}`, { _: v });
  if (field === 'hour') return `${v.padStart(2, '0')}:00–${v.padStart(2, '0')}:59`;
  return translate(`${T}.values.${v}`, { _: v });
}

/** The client's copy of the server's rule, in the user's language: the part at fault says what is wrong. */
const valueCheck =
  (row: Partial<Condition<string>> | undefined, set: ConditionSet): Validator =>
  (value: unknown) => {
    if (!row?.field || !row.op || typeof value !== 'string') return undefined;
    const p = conditionProblem({ field: row.field, op: row.op, value }, set);
    if (!p || p.part !== 'value') return undefined;
    if (p.message === 'must not be blank') return `${T}.problems.blank`;
    return { message: `${T}.problems.oneOf`, args: { values: ((VALUES_OF as Partial<Record<string, readonly string[]>>)[row.field] ?? []).join(', ') } };
  };

const SETS: Record<'routing' | 'automation', ConditionSet> = { routing: ROUTING_CONDITIONS, automation: AUTOMATION_CONDITIONS };

/**
 * A rule's conditions, built with pickers: a field, then an operator among those the field takes, then a value
 * (a list of the field's values where it has them; comma-separated values for "is one of"; a contact reason from
 * the tree). All must hold. Routing rules need one at least; an automation rule without any acts on every chat.
 */
export function ConditionsInput({ source = 'conditions', conditionSet = 'routing' }: { source?: string; conditionSet?: 'routing' | 'automation' }) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? 'routingRuleMgt';
  const set = SETS[conditionSet];
  const fieldChoices = set.fields.map((f) => ({ id: f, name: translate(`${T}.fields.${f}`) }));
  const reasons = useGetList('contactReasonMgt', { pagination: { page: 1, perPage: 500 }, sort: { field: 'sort', order: 'ASC' } }, { enabled: conditionSet === 'automation' });
  const reasonChoices = (reasons.data ?? []).map((r) => ({ id: String(r.id), name: String(r.label ?? r.nameEn) }));
  return (
    <ArrayInput
      source={source}
      label={`resources.${resource}.fields.${source}`}
      validate={conditionSet === 'routing' ? required(`${T}.none`) : undefined}
      helperText={conditionSet === 'routing' ? `${T}.all` : `${T}.allOrNone`}
    >
      <SimpleFormIterator inline disableReordering disableClear sx={ITEM_ACTIONS_VISIBLE} addButton={<AddItemButton label={`${T}.add`} />} removeButton={<RemoveItemButton label={`${T}.remove`} />}>
        <SelectInput source="field" label={`${T}.field`} choices={fieldChoices} validate={required()} defaultValue="lastQuestion" sx={{ minWidth: 220 }} />
        <FormDataConsumer>
          {({ scopedFormData }) => {
            const row = scopedFormData as Partial<Condition<string>> | undefined;
            const field = row?.field;
            if (!field || !set.fields.includes(field)) return null;
            const ops = set.opsOf[field].map((o) => ({ id: o, name: translate(`${T}.ops.${o}`) }));
            const coded = (VALUES_OF as Partial<Record<string, readonly string[]>>)[field];
            const valueSource = 'value';
            return (
              <>
                <SelectInput source="op" label={`${T}.op`} choices={ops} validate={required()} defaultValue={set.opsOf[field][0]} sx={{ minWidth: 140 }} />
                {field === 'contactReason' ? (
                  <SelectInput key="reason-select" source={valueSource} label={`${T}.value`} choices={reasonChoices} isPending={reasons.isPending} validate={required()} sx={{ minWidth: 220 }} />
                ) : coded && row?.op !== 'in' ? (
                  <SelectInput
                    key={`${field}-select`}
                    source={valueSource}
                    label={`${T}.value`}
                    choices={coded.map((v) => ({ id: v, name: valueLabel(translate, field, v) }))}
                    validate={[required(), valueCheck(row, set)]}
                    sx={{ minWidth: 180 }}
                  />
                ) : (
                  <TextInput
                    key={`${field}-text`}
                    source={valueSource}
                    label={`${T}.value`}
                    validate={[required(), valueCheck(row, set)]}
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
