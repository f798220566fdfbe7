import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import type { ManagementDataProvider } from '../../../dataProvider';
import { TASKS } from './TaskDialog';

interface OpenTask {
  id: Identifier;
  title: string;
}

/** The open tasks (the schema's helper action `selectTaskList`), to pick one and edit it; asked again after a save. */
export function OpenTaskPicker({ version, onPick }: { version: number; onPick(id: Identifier): void }) {
  const translate = useTranslate();
  const dp = useDataProvider<ManagementDataProvider>();
  const [open, setOpen] = useState<OpenTask[]>([]);
  useEffect(() => {
    let live = true;
    dp.action<OpenTask[]>(TASKS, 'selectTaskList').then(
      (list) => live && setOpen(list),
      () => live && setOpen([]),
    );
    return () => {
      live = false;
    };
  }, [dp, version]);
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 220 }}
      options={open}
      getOptionLabel={(o) => o.title}
      value={null}
      noOptionsText={translate('ccim.mgmt.tasks.noOpen')}
      onChange={(_, o) => o && onPick(o.id)}
      renderInput={(p) => <TextField {...p} label={translate('ccim.mgmt.tasks.pickOpen')} />}
    />
  );
}
