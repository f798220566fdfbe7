import { Box, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CallStateView } from '../common/CallState';
import type { Outlet } from '../../common/waybillRecords';
import { useBilingual } from '../common/useBilingual';
import { useCall } from '../common/useCall';

/** Finds outlets of the network by name, code or city, express or freight (`orgInfo/queryAllNetOrgInfo`). */
export function OutletFinder() {
  const translate = useTranslate();
  const pick = useBilingual();
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState<'' | 'kd' | 'ky'>('');
  const body = { ...(keyword.trim() ? { keyword: keyword.trim() } : {}), ...(type ? { type } : {}) };
  const q = useCall<Outlet[]>(keyword.trim() || type ? { method: 'POST', path: 'orgInfo/queryAllNetOrgInfo', body } : null);
  const rows = q.data ?? [];
  return (
    <Box sx={{ p: 1 }} data-testid="outlet-finder">
      <Typography variant="overline" component="h4" color="text.secondary">
        {translate('ccim.desk.outlet.title')}
      </Typography>
      <Stack direction="row" spacing={1}>
        <TextField size="small" fullWidth label={translate('ccim.desk.outlet.keyword')} value={keyword} onChange={(e) => setKeyword(e.target.value)} slotProps={{ htmlInput: { maxLength: 64 } }} />
        <TextField select size="small" label={translate('ccim.desk.outlet.type')} value={type} onChange={(e) => setType(e.target.value as '' | 'kd' | 'ky')} sx={{ minWidth: 110 }}>
          <MenuItem value="">{translate('ccim.desk.workbill.all')}</MenuItem>
          <MenuItem value="kd">{translate('ccim.desk.orgType.kd')}</MenuItem>
          <MenuItem value="ky">{translate('ccim.desk.orgType.ky')}</MenuItem>
        </TextField>
      </Stack>
      {(keyword.trim() || type) && (
        <CallStateView loading={q.loading} error={q.error} empty={rows.length === 0} onRetry={q.reload}>
          <List dense disablePadding>
            {rows.slice(0, 50).map((o) => (
              <ListItem key={o.code} disableGutters>
                <ListItemText primary={`${pick(o.name)} (${o.code})`} secondary={`${o.city} ${o.address} · ${o.phone} · ${o.manager}`} />
              </ListItem>
            ))}
          </List>
        </CallStateView>
      )}
    </Box>
  );
}
