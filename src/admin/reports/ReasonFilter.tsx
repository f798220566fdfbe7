import { MenuItem, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { type ChosenReason, type OfferedReason, reasonName, withParents } from '../../common/contactReasons';
import { langOf } from '../../common/lang';
import { MAIN_BASE } from '../../common/runtimeConfig';
import { api } from '../../dataProvider/api';

/** The `reasonId` value of chats without a contact reason (the server's NO_REASON). */
const NONE = 'none';

/** The history's contact-reason filter: all, none given, or one reason (a top-level one takes in its sub-reasons). */
export function ReasonFilter({ value, onChange }: { value: string; onChange(v: string): void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = langOf(locale);
  const [options, setOptions] = useState<ChosenReason[]>([]);
  useEffect(() => {
    let alive = true;
    api
      .request<{ reasons: OfferedReason[] }>('GET', `${MAIN_BASE}/workbench/contactReasons`, { silent: true })
      .then((d) => alive && setOptions(withParents(d.reasons)))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);
  return (
    <TextField select size="small" label={translate('ccim.reports.filter.reason')} value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 180, maxWidth: '100%' }}>
      <MenuItem value="">{translate('ccim.reports.filter.all')}</MenuItem>
      <MenuItem value={NONE}>{translate('ccim.reports.filter.noReason')}</MenuItem>
      {options.map((r) => (
        <MenuItem key={r.id} value={r.id} sx={r.parentNameEn ? { pl: 4 } : { fontWeight: 600 }}>
          {reasonName(r, lang)}
        </MenuItem>
      ))}
    </TextField>
  );
}
