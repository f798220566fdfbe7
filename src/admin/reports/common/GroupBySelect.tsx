import { MenuItem, TextField } from '@mui/material';

/** A report's "group by" choice (period, skill group, …): a labelled select whose options are already translated. */
export function GroupBySelect<T extends string>({ label, value, options, onChange, name = 'period' }: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(next: T): void;
  /** `data-filter` of the input, for the journeys. */
  name?: string;
}) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value as T)} slotProps={{ select: { inputProps: { 'data-filter': name } } }}>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
