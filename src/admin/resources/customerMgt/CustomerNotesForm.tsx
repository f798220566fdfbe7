import { FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { NotesEditor } from '../../../workbench';

/** The customer's staff notes and VIP mark, kept by Save (`customerMgt/edit`; supervisors and admins). */
export function CustomerNotesForm({ id, notes, vip }: { id: string; notes: string; vip: boolean }) {
  const translate = useTranslate();
  const dp = useDataProvider();
  const [savedVip, setSavedVip] = useState(vip);
  const [isVip, setVip] = useState(vip);
  return (
    <NotesEditor
      initial={notes}
      label={translate('resources.customerMgt.fields.notes')}
      saveLabel={translate('ccim.customers.save')}
      savedLabel={translate('ccim.customers.saved')}
      extra={<FormControlLabel control={<Switch checked={isVip} onChange={(e) => setVip(e.target.checked)} />} label={translate('ccim.customers.vip')} />}
      extraDirty={isVip !== savedVip}
      save={async (text) => {
        try {
          const { data } = await dp.update('customerMgt', { id, data: { notes: text, vip: isVip }, previousData: { id } });
          setSavedVip(!!data.vip);
          setVip(!!data.vip);
          return String(data.notes ?? '');
        } catch {
          return null;
        }
      }}
    />
  );
}
