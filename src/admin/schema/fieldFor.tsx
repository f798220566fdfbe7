import {
  BooleanField,
  ChipField,
  NumberField,
  ReferenceArrayField,
  ReferenceField,
  SelectField,
  SingleFieldList,
  TextField,
} from 'react-admin';
import type { ReactElement } from 'react';
import type { FieldDef } from '../../common/resources';
import { choicesOf } from './choices';
import { ConditionsField } from './ConditionsField';
import { ActionsField } from './automation/ActionsField';
import { ListTextField } from './ListTextField';
import { LocaleDateField } from './LocaleDateField';
import { SanitizedHtmlField } from './SanitizedHtmlField';
import { TagsField } from './TagsField';

/** The display of one field in lists and show pages, chosen by its type (as ra-no-code's builders do). */
export function fieldFor(f: FieldDef, options: { inList?: boolean; sortable?: boolean } = {}): ReactElement {
  const common = { key: f.name, source: f.name, sortable: options.sortable ?? false };
  switch (f.type) {
    case 'richText':
      return <SanitizedHtmlField {...common} maxLines={options.inList ? 2 : undefined} />;
    case 'integer':
      return <NumberField {...common} />;
    case 'boolean':
      return <BooleanField {...common} />;
    case 'enum':
      return <SelectField {...common} choices={choicesOf(f.enum!)} />;
    case 'enumList':
      return <TagsField {...common} enumName={f.enum} inList={options.inList} />;
    case 'stringList':
      return <TagsField {...common} inList={options.inList} />;
    case 'conditionList':
      return <ConditionsField {...common} />;
    case 'actionList':
      return <ActionsField {...common} />;
    case 'datetime':
      return <LocaleDateField {...common} showTime emptyText="—" />;
    case 'reference':
      return (
        <ReferenceField {...common} reference={f.reference!.resource} link={false} emptyText="—">
          <TextField source={f.reference!.optionText} />
        </ReferenceField>
      );
    case 'referenceList':
      return (
        <ReferenceArrayField {...common} reference={f.reference!.resource}>
          <SingleFieldList linkType={false}>
            <ChipField source={f.reference!.optionText} size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
      );
    default:
      return options.inList
        ? <ListTextField {...common} emptyText={f.nullable ? '—' : undefined} />
        : <TextField {...common} emptyText={f.nullable ? '—' : undefined} sx={{ overflowWrap: 'anywhere' }} />;
  }
}
