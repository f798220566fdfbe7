import { Chip, Stack, Tooltip, Typography } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';

/**
 * A list of words (or enum values, translated) as small chips, at most 8 then "+N"; in a list row (`inList`) as
 * one text of at most two lines, all of it on hover, so the row stays short.
 */
export function TagsField({ source, enumName, inList }: FieldProps & { source: string; enumName?: string; inList?: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const values = (record?.[source] as unknown[] | undefined) ?? [];
  if (!values.length) return null;
  const text = (v: unknown) => (enumName ? translate(`ccim.enums.${enumName}.${String(v)}`) : String(v));
  const shown = 8;
  if (inList) {
    const all = values.map(text).join(', ');
    return (
      <Tooltip title={all} placement="bottom-start" enterDelay={300}>
        <Typography component="span" variant="body2" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere', minWidth: 160, maxWidth: 280 }}>
          {all}
        </Typography>
      </Tooltip>
    );
  }
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {values.slice(0, shown).map((v) => (
        <Chip key={String(v)} size="small" label={text(v)} />
      ))}
      {values.length > shown && (
        <Tooltip title={values.map(text).join(', ')}>
          <Chip size="small" variant="outlined" label={`+${values.length - shown}`} />
        </Tooltip>
      )}
    </Stack>
  );
}
