import { Typography } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';
import { formatDateTime } from '../../common/dateTime';

/** A date (and time) as every screen writes it (src/common/dateTime.ts), whatever the browser's language. */
export function LocaleDateField({ showTime = false, emptyText, ...props }: FieldProps & { showTime?: boolean }) {
  const value = useFieldValue(props);
  const text = value === null || value === undefined || value === '' ? '' : formatDateTime(Number(value)).slice(0, showTime ? undefined : 10);
  return (
    <Typography component="span" variant="body2">
      {text || emptyText}
    </Typography>
  );
}
