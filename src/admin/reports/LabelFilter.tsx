import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLabelSuggestions } from '../../workbench';

/**
 * The free-label filter of the history and the contact reason report (issue 36): type a label (the labels in use
 * are suggested as you type, the most used first) and pick one or press Enter; emptying the field shows every chat.
 * The server matches the label whatever its case.
 */
export function LabelFilter({ value, onChange }: { value: string; onChange(v: string): void }) {
  const translate = useTranslate();
  const [input, setInput] = useState(value);
  const options = useLabelSuggestions(input);
  return (
    <Autocomplete
      freeSolo
      size="small"
      options={options}
      filterOptions={(o) => o}
      value={value || null}
      inputValue={input}
      onInputChange={(_e, v) => {
        setInput(v);
        if (!v.trim() && value) onChange('');
      }}
      onChange={(_e, v) => onChange(typeof v === 'string' ? v.trim() : '')}
      sx={{ minWidth: 180, maxWidth: '100%' }}
      renderInput={(params) => (
        <TextField {...params} label={translate('ccim.reports.filter.label')} placeholder={translate('ccim.reports.filter.labelHint')} slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: 40 } }} />
      )}
    />
  );
}
