import { Typography } from '@mui/material';
import { useGetMany, useRecordContext, useTranslate } from 'react-admin';
import type { Condition } from '../../common/routingRules';

/** A rule's conditions as one line: `Last question to the robot contains "claim" · Entry is Freight`. */
export function ConditionsField({ source }: { source: string; sortable?: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const list = (record?.[source] ?? []) as Condition<string>[];
  // A contact reason is kept by id and read by its name.
  const reasonIds = list.filter((c) => c.field === 'contactReason').map((c) => c.value);
  const { data: reasons } = useGetMany('contactReasonMgt', { ids: reasonIds }, { enabled: reasonIds.length > 0 });
  const reasonName = (id: string) => String(reasons?.find((r) => String(r.id) === id)?.label ?? id);
  const T = 'ccim.routingRules';
  const text = list
    .map((c) => `${translate(`${T}.fields.${c.field}`)} ${translate(`${T}.ops.${c.op}`)} "${c.field === 'contactReason' ? reasonName(c.value) : c.value}"`)
    .join(' · ');
  return (
    <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
      {text || '—'}
    </Typography>
  );
}
