import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AutomationAction } from '../../../common/automation';

/** A rule's acts as one line: `Add a label "claim" · Set the priority: Urgent`. */
export function ActionsField({ source }: { source: string; sortable?: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const list = (record?.[source] ?? []) as AutomationAction[];
  const text = list
    .map((a) => {
      const act = translate(`ccim.automation.acts.${a.type}`);
      if (a.type === 'setPriority') return `${act}: ${translate(`ccim.enums.routingPriority.${a.value}`)}`;
      if (a.type === 'addLabel') return `${act} "${a.value}"`;
      return act;
    })
    .join(' · ');
  return (
    <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
      {text || '—'}
    </Typography>
  );
}
