import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';

/** A list of words (or enum values, translated) as small chips. */
export function TagsField({ source, enumName }: FieldProps & { source: string; enumName?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const values = (record?.[source] as unknown[] | undefined) ?? [];
  if (!values.length) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {values.slice(0, 8).map((v) => (
        <Chip key={String(v)} size="small" label={enumName ? translate(`ccim.enums.${enumName}.${String(v)}`) : String(v)} />
      ))}
      {values.length > 8 && <Chip size="small" variant="outlined" label={`+${values.length - 8}`} />}
    </Stack>
  );
}
