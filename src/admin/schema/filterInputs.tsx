import { SearchInput, TextInput } from 'react-admin';
import { cloneElement, type ReactElement } from 'react';
import type { FilterDef, ResourceDef } from '../../common/resources';
import { PickerInput } from '../controls/PickerInputs';
import { inputFor } from './inputFor';

/** The list filters of a resource as inputs; a date range's ends are labelled "from" and "to". */
export function filterInputs(r: ResourceDef): ReactElement[] {
  return (r.list?.filters ?? []).map((flt: FilterDef, i) => {
    const f = r.fields.find((x) => x.name === flt.field)!;
    const source = flt.param ?? flt.field;
    const alwaysOn = flt.alwaysOn ?? false;
    if (flt.op === 'contains' && i === 0 && alwaysOn) return <SearchInput key={source} source={source} alwaysOn />;
    if (flt.op === 'contains') return <TextInput key={source} source={source} alwaysOn={alwaysOn} />;
    if (f.type === 'datetime') {
      // The other end of the same field's range, if the list has one: a reversed range is refused, not applied.
      const other = r.list?.filters?.find((x) => x.field === flt.field && x.op === (flt.op === 'gte' ? 'lte' : 'gte'));
      const pair = other ? { other: other.param ?? other.field, end: flt.op === 'gte' ? ('from' as const) : ('to' as const) } : undefined;
      return <PickerInput key={source} source={source} kind="date" pair={pair} label={`ccim.mgmt.filter.${flt.op === 'gte' ? 'from' : 'to'}`} alwaysOn={alwaysOn} />;
    }
    const input = inputFor({ ...f, required: false, nullable: false }, r);
    return cloneElement(input as ReactElement<Record<string, unknown>>, { key: source, source, alwaysOn, validate: undefined });
  });
}
