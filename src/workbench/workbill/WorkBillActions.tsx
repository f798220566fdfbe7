import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { WorkBill } from '../common/types';
import { send } from '../common/useCall';
import { NoteDialog } from './NoteDialog';

/** Urge (with a note, counted) and invalidate (with a reason) while the bill is still open. */
export function WorkBillActions({ bill, onChanged }: { bill: WorkBill; onChanged(b: WorkBill): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [dialog, setDialog] = useState<'urge' | 'invalid' | null>(null);
  if (bill.status !== 'pending' && bill.status !== 'processing') return null;
  const urge = async (note: string) => {
    onChanged(await send<WorkBill>('PUT', 'workBill/urgeWorkBill', { id: bill.id, note }));
    notify('ccim.desk.workbill.urged', { type: 'success' });
    setDialog(null);
  };
  const invalidate = async (reason: string) => {
    onChanged(await send<WorkBill>('PUT', 'workBill/inValidWorkBill', { id: bill.id, reason }));
    notify('ccim.desk.workbill.invalidated', { type: 'success' });
    setDialog(null);
  };
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" size="small" onClick={() => setDialog('urge')}>
        {translate('ccim.desk.workbill.urge')}
      </Button>
      <Button variant="outlined" color="error" size="small" onClick={() => setDialog('invalid')}>
        {translate('ccim.desk.workbill.invalid')}
      </Button>
      <NoteDialog open={dialog === 'urge'} title={translate('ccim.desk.workbill.urge')} label={translate('ccim.desk.workbill.urgeNote')} onClose={() => setDialog(null)} onSubmit={urge} />
      <NoteDialog open={dialog === 'invalid'} title={translate('ccim.desk.workbill.invalid')} label={translate('ccim.desk.workbill.invalidReason')} onClose={() => setDialog(null)} onSubmit={invalidate} />
    </Stack>
  );
}
