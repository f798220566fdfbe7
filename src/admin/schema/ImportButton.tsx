import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useState } from 'react';
import { HttpError, useDataProvider, useNotify, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import type { ManagementDataProvider } from '../../dataProvider';

interface RowProblem {
  field: string;
  message: string;
}

/** Imports a filled template: every bad row is listed and nothing is imported until the file is right. */
export function ImportButton({ name, maxBytes }: { name: string; maxBytes: number }) {
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dp = useDataProvider<ManagementDataProvider>();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<RowProblem[]>([]);
  const [summary, setSummary] = useState('');

  const close = () => {
    setOpen(false);
    setFile(null);
    setProblems([]);
    setSummary('');
  };
  const submit = async () => {
    if (!file) return;
    if (file.size > maxBytes) {
      setSummary(translate('ccim.mgmt.import.tooLarge', { mb: Math.round(maxBytes / 1048576) }));
      return;
    }
    setBusy(true);
    try {
      const r = await dp.importFile<{ imported: number }>(resource, name, file);
      notify('ccim.mgmt.import.done', { type: 'success', messageArgs: { count: r.imported } });
      close();
      refresh();
    } catch (e) {
      const body = e instanceof HttpError ? (e.body as { data?: { errors?: RowProblem[] } } | null) : null;
      setSummary(e instanceof Error ? e.message : String(e));
      setProblems(body?.data?.errors ?? []);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {translate('ccim.mgmt.import.button')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>{translate('ccim.mgmt.import.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2">{translate('ccim.mgmt.import.help')}</Typography>
            <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => dp.downloadTemplate(resource, name).catch(() => undefined)}>
              {translate('ccim.mgmt.import.template')}
            </Button>
            <input
              type="file"
              aria-label={translate('ccim.mgmt.import.file')}
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setProblems([]);
                setSummary('');
              }}
            />
            {summary && (
              <Alert severity="error">
                {summary}
                {problems.length > 0 && (
                  <List dense sx={{ maxHeight: 240, overflow: 'auto' }}>
                    {problems.map((p) => (
                      <ListItem key={`${p.field}:${p.message}`} sx={{ py: 0 }}>
                        {p.field}: {p.message}
                      </ListItem>
                    ))}
                  </List>
                )}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={!file || busy} onClick={submit}>
            {translate('ccim.mgmt.import.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
