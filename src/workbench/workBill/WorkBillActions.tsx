import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { usePermissions, useNotify, useTranslate } from 'react-admin';
import type { WorkBill } from '../../common/waybillRecords';
import { send } from '../common/useCall';
import { NoteDialog } from './NoteDialog';

/** Urge (with a note, counted) and invalidate (with a reason) while the bill is still open. */
export function WorkBillActions({ bill, onChanged }: { bill: WorkBill; onChanged(b: WorkBill): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { permissions } = usePermissions<{ role?: string }>();
  const [dialog, setDialog] = useState<'urge' | 'invalid' | 'handle' | null>(null);
  if (bill.status !== 'pending' && bill.status !== 'processing') return null;
  const manager = permissions?.role === 'admin' || permissions?.role === 'supervisor';
  const handle = async (note: string) => {
    onChanged(await send<WorkBill>('PUT', 'workBill/handleWorkBill', { id: bill.id, note }));
    notify('ccim.desk.workbill.handledDone', { type: 'success' });
    setDialog(null);
  };
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
      {manager && (
        <Button variant="outlined" color="success" size="small" onClick={() => setDialog('handle')}>
          {translate('ccim.desk.workbill.handle')}
        </Button>
      )}
      <NoteDialog open={dialog === 'handle'} title={translate('ccim.desk.workbill.handle')} label={translate('ccim.desk.workbill.handleNote')} onClose={() => setDialog(null)} onSubmit={handle} />
      <NoteDialog open={dialog === 'urge'} title={translate('ccim.desk.workbill.urge')} label={translate('ccim.desk.workbill.urgeNote')} onClose={() => setDialog(null)} onSubmit={urge} />
      <NoteDialog open={dialog === 'invalid'} title={translate('ccim.desk.workbill.invalid')} label={translate('ccim.desk.workbill.invalidReason')} onClose={() => setDialog(null)} onSubmit={invalidate} />
    </Stack>
  );
}
