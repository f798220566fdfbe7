import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useState } from 'react';
import { HttpError, useDataProvider, useNotify, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import type { ManagementDataProvider } from '../../dataProvider';

interface RowProblem {
  field: string;
  message: string;
}
interface PlannedRow {
  row: number;
  question: string;
  errors?: RowProblem[];
}
/** The dry run's answer: what the import would add, change (matched by question) and refuse. */
interface Plan {
  added: PlannedRow[];
  changed: PlannedRow[];
  refused: PlannedRow[];
}

function PlanList({ title, rows, severity }: { title: string; rows: PlannedRow[]; severity: 'success' | 'info' | 'error' }) {
  if (!rows.length) return null;
  return (
    <Alert severity={severity} data-testid={`import-${severity}`}>
      {title}
      <List dense sx={{ maxHeight: 160, overflow: 'auto' }}>
        {rows.map((r) => (
          <ListItem key={r.row} sx={{ py: 0, overflowWrap: 'anywhere' }}>
            #{r.row} {r.question}
            {r.errors?.length ? ` — ${r.errors.map((e) => `${e.field}: ${e.message}`).join('; ')}` : ''}
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}

/**
 * Imports a filled template in two steps: a dry run lists what will be added, changed (a question already in the
 * base) and refused, then the user confirms. Nothing is imported while any row is refused.
 */
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
  const [plan, setPlan] = useState<Plan | null>(null);

  const reset = () => {
    setProblems([]);
    setSummary('');
    setPlan(null);
  };
  const close = () => {
    setOpen(false);
    setFile(null);
    reset();
  };
  const send = async (dryRun: boolean) => {
    if (!file) return;
    if (file.size > maxBytes) {
      setSummary(translate('ccim.mgmt.import.tooLarge', { mb: Math.round(maxBytes / 1048576) }));
      return;
    }
    setBusy(true);
    try {
      if (dryRun) {
        setPlan(await dp.importFile<Plan>(resource, name, file, true));
      } else {
        const r = await dp.importFile<{ added: number; changed: number }>(resource, name, file);
        notify('ccim.mgmt.import.done', { type: 'success', messageArgs: { added: r.added, changed: r.changed } });
        close();
        refresh();
      }
    } catch (e) {
      const body = e instanceof HttpError ? (e.body as { data?: { errors?: RowProblem[] } } | null) : null;
      setPlan(null);
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
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
              {/* The file input itself is hidden inside a button (a bare input looks like nothing else on the page). */}
              <Button component="label" variant="outlined" size="small" startIcon={<UploadFileIcon />} sx={{ flexShrink: 0 }}>
                {translate('ccim.mgmt.import.choose')}
                <input
                  type="file"
                  hidden
                  aria-label={translate('ccim.mgmt.import.file')}
                  accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  onChange={(e) => {
                    setFile(e.target.files?.[0] ?? null);
                    reset();
                  }}
                />
              </Button>
              <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} sx={{ overflowWrap: 'anywhere', minWidth: 0 }} data-testid="import-file-name">
                {file ? file.name : translate('ccim.mgmt.import.noFile')}
              </Typography>
            </Stack>
            {plan && (
              <>
                <Typography variant="subtitle2" data-testid="import-plan">
                  {translate('ccim.mgmt.import.plan', { added: plan.added.length, changed: plan.changed.length, refused: plan.refused.length })}
                </Typography>
                <PlanList title={translate('ccim.mgmt.import.added')} rows={plan.added} severity="success" />
                <PlanList title={translate('ccim.mgmt.import.changed')} rows={plan.changed} severity="info" />
                <PlanList title={translate('ccim.mgmt.import.refused')} rows={plan.refused} severity="error" />
              </>
            )}
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
          {plan ? (
            <Button variant="contained" disabled={busy || plan.refused.length > 0 || plan.added.length + plan.changed.length === 0} onClick={() => send(false)}>
              {translate('ccim.mgmt.import.submit')}
            </Button>
          ) : (
            <Button variant="contained" disabled={!file || busy} onClick={() => send(true)}>
              {translate('ccim.mgmt.import.check')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
