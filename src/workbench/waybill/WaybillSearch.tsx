import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { waybillKindOf } from '../../common/waybillNo';

/** Type a waybill number and open it; the format is checked before anything is asked of the server. */
export function WaybillSearch({ onOpen }: { onOpen(waybillNo: string): void }) {
  const translate = useTranslate();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const no = value.trim().toUpperCase();
  const valid = waybillKindOf(no) !== null;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (valid) onOpen(no);
  };
  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ p: 1 }}>
      <TextField
        size="small"
        fullWidth
        label={translate('ccim.desk.waybill.search')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={touched && !valid}
        helperText={touched && !valid ? translate('ccim.desk.waybill.badFormat') : undefined}
        slotProps={{ htmlInput: { maxLength: 32, 'aria-label': translate('ccim.desk.waybill.search') } }}
      />
      <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
        {translate('ccim.desk.waybill.open')}
      </Button>
    </Stack>
  );
}
