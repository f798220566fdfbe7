import { Chip, Stack, TextField } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { FieldTitle, InputHelperText, useInput, useResourceContext, useTranslate, type InputProps } from 'react-admin';

/** A list of short texts: type one and press Enter (or a comma) to add it; a chip's cross removes it. */
export function StringListInput(props: InputProps & { maxItems?: number; itemMaxLength?: number }) {
  const { maxItems = 20, itemMaxLength = 200 } = props;
  const resource = useResourceContext(props);
  const translate = useTranslate();
  const { field, fieldState, isRequired } = useInput({ ...props, defaultValue: props.defaultValue ?? [] });
  const [text, setText] = useState('');
  const values: string[] = Array.isArray(field.value) ? field.value : [];
  const add = () => {
    const parts = text.split(/[,，\n]/).map((s) => s.trim()).filter(Boolean);
    const next = [...values];
    for (const p of parts) if (!next.includes(p) && next.length < maxItems) next.push(p.slice(0, itemMaxLength));
    field.onChange(next);
    setText('');
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      add();
    }
  };
  const error = fieldState.error?.message;
  return (
    <Stack sx={{ width: '100%', mb: 1 }}>
      <TextField
        size="small"
        label={<FieldTitle label={props.label} source={props.source} resource={resource} isRequired={isRequired} />}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKey}
        onBlur={() => {
          if (text.trim()) add();
          field.onBlur();
        }}
        error={!!error}
        helperText={<InputHelperText error={error} helperText={translate('ccim.mgmt.hint.addItems', { max: maxItems })} />}
        slotProps={{ htmlInput: { 'aria-label': props.source, maxLength: itemMaxLength } }}
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
        {values.map((v) => (
          <Chip key={v} label={v} size="small" onDelete={() => field.onChange(values.filter((x) => x !== v))} />
        ))}
      </Stack>
    </Stack>
  );
}
