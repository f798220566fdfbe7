import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { ReactElement } from 'react';
import { resolveResource, resourcesSchema, type FieldDef, type ResourceDef } from '../../common/resources';
import { PickerInput } from '../controls/PickerInputs';
import { choicesOf, validatorsOf } from './choices';
import { ConditionsInput } from './ConditionsInput';
import { ActionsInput } from './automation/ActionsInput';
import { RichTextInput } from './RichTextInput';
import { StringListInput } from './StringListInput';
import { plainOptionText, treeOptionText } from './treeOptions';

/** Values a reference shares with the resource that points at it (a common quick reply picks common types). */
function referenceFilter(owner: ResourceDef | undefined, f: FieldDef): Record<string, unknown> {
  if (!owner?.scope || !f.reference) return {};
  const target = resolveResource(resourcesSchema, f.reference.resource);
  return Object.fromEntries(Object.entries(owner.scope).filter(([k]) => target.list?.filters?.some((x) => x.field === k)));
}

/** The form input of one field, chosen by its type, with the schema's rules as validators. */
export function inputFor(f: FieldDef, owner?: ResourceDef): ReactElement {
  const validate = validatorsOf(f);
  const common = { key: f.name, source: f.name, validate };
  switch (f.type) {
    case 'text':
      return <TextInput {...common} multiline minRows={3} fullWidth />;
    case 'richText':
      return <RichTextInput {...common} />;
    case 'integer':
      return <NumberInput {...common} step={1} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'enum':
      return <SelectInput {...common} choices={choicesOf(f.enum!)} emptyText={f.required ? undefined : 'ccim.mgmt.none'} />;
    case 'enumList':
      return <CheckboxGroupInput {...common} choices={choicesOf(f.enum!)} row />;
    case 'stringList':
      return <StringListInput {...common} maxItems={f.maxItems} itemMaxLength={f.itemMaxLength} />;
    case 'conditionList':
      return <ConditionsInput key={f.name} source={f.name} conditionSet={f.conditionSet} />;
    case 'actionList':
      return <ActionsInput key={f.name} source={f.name} />;
    case 'datetime':
      return <PickerInput {...common} kind="dateTime" />;
    case 'time':
      return <PickerInput {...common} kind="time" />;
    case 'reference':
      return (
        <ReferenceInput key={f.name} source={f.name} reference={f.reference!.resource} filter={referenceFilter(owner, f)} perPage={100}>
          <AutocompleteInput optionText={treeOptionText(f.reference!.optionText)} inputText={plainOptionText(f.reference!.optionText)} validate={validate} filterToQuery={(q) => ({ [f.reference!.optionText]: q })} />
        </ReferenceInput>
      );
    case 'referenceList':
      return (
        <ReferenceArrayInput key={f.name} source={f.name} reference={f.reference!.resource} perPage={200}>
          <AutocompleteArrayInput optionText={f.reference!.optionText} validate={validate} filterToQuery={(q) => ({ [f.reference!.optionText]: q })} />
        </ReferenceArrayInput>
      );
    default:
      return <TextInput {...common} fullWidth />;
  }
}
