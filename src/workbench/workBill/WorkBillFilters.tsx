import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { WorkBillStatus } from '../../common/waybillRecords';

export interface WorkBillFilterValue {
  keyword: string;
  status: WorkBillStatus | '';
}

const STATUSES: WorkBillStatus[] = ['pending', 'processing', 'handled', 'invalid'];

/** Keyword (bill, waybill or description) and status; the keyword applies on submit. */
export function WorkBillFilters({ value, onChange }: { value: WorkBillFilterValue; onChange(v: WorkBillFilterValue): void }) {
  const translate = useTranslate();
  const [keyword, setKeyword] = useState(value.keyword);
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mb: 2 }}
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ ...value, keyword: keyword.trim() });
      }}
    >
      <TextField size="small" label={translate('ccim.desk.workbill.keyword')} value={keyword} onChange={(e) => setKeyword(e.target.value)} slotProps={{ htmlInput: { maxLength: 64 } }} sx={{ minWidth: 240 }} />
      <TextField select size="small" label={translate('ccim.desk.workbill.status')} value={value.status} onChange={(e) => onChange({ ...value, status: e.target.value as WorkBillStatus | '' })} sx={{ minWidth: 140 }}>
        <MenuItem value="">{translate('ccim.desk.workbill.all')}</MenuItem>
        {STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {translate(`ccim.desk.workbillStatus.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained">
        {translate('ccim.desk.workbill.search')}
      </Button>
    </Stack>
  );
}
