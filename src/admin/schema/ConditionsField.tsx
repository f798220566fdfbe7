import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Condition } from '../../common/routingRules';

/** A rule's conditions as one line: `Last question to the robot contains "claim" · Entry is Freight`. */
export function ConditionsField({ source }: { source: string; sortable?: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const list = (record?.[source] ?? []) as Condition[];
  const T = 'ccim.routingRules';
  const text = list
    .map((c) => `${translate(`${T}.fields.${c.field}`)} ${translate(`${T}.ops.${c.op}`)} "${c.value}"`)
    .join(' · ');
  return (
    <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
      {text || '—'}
    </Typography>
  );
}
