import { Tooltip, Typography } from '@mui/material';
import { useRecordContext, type FieldProps } from 'react-admin';

/** Beyond this many characters a list cell is cut and shows the whole text on hover. */
const LONG = 40;

/**
 * A text in a list cell: wraps anywhere (a long unbroken question or address must not widen the table), at most
 * `maxLines` lines, with the full text in a tooltip when it is long.
 */
export function ListTextField({ source, emptyText, maxLines = 2, maxWidth = 360 }: FieldProps & { source: string; maxLines?: number; maxWidth?: number }) {
  const record = useRecordContext();
  const value = record?.[source];
  const text = value === null || value === undefined || value === '' ? (emptyText ?? '') : String(value);
  const cell = (
    <Typography
      component="span"
      variant="body2"
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: maxLines,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        overflowWrap: 'anywhere',
        maxWidth,
      }}
    >
      {text}
    </Typography>
  );
  return text.length > LONG ? (
    <Tooltip title={text} placement="bottom-start" enterDelay={300}>
      {cell}
    </Tooltip>
  ) : (
    cell
  );
}
