import {
  Alert, Autocomplete, Box, Button, Card, CardContent, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle,
  MenuItem, Stack, Tab, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Tabs, TextField, Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { api } from '../../api';
import { GenericList } from '../../schema/GenericList';

const BASE = '/ccim-main/api/robotNoAnswerMgt/task';
const STATUSES = [0, 1] as const;

export interface RobotTask {
  id: string;
  title: string;
  noAnswerId?: string | null;
  assignee?: string;
  status: number;
  remark?: string;
  qaId?: string | null;
  createdBy?: string;
  updatedAt?: number | string;
}
interface Page { records: RobotTask[]; total: number }
interface Selectable { id: string; title: string; status: number }
type Draft = { id?: string; title: string; assignee: string; status: number; remark: string; qaId: string | null };

const toDraft = (t?: Partial<RobotTask>): Draft => ({
  id: t?.id, title: t?.title ?? '', assignee: t?.assignee ?? '', status: Number(t?.status ?? 0), remark: t?.remark ?? '', qaId: t?.qaId ?? null,
});

/** Edits (or, without id, creates) a follow-up task through task/edit; the server's field errors show under the fields. */
export function TaskDialog({ task, onSaved, onClose }: { task: Draft; onSaved(): void; onClose(): void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(task);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const label = (f: string) => translate(`resources.robotNoAnswerTask.fields.${f}`);
  const title = draft.title.trim();
  const local = !title ? translate('ra.validation.required') : title.length > 100 ? translate('ra.validation.maxLength', { max: 100 }) : '';
  const set = (k: keyof Draft, v: string | number) => {
    setDraft((d) => ({ ...d, [k]: v }));
    setErrors((e) => ({ ...e, [k]: '' }));
  };
  const save = async () => {
    setSaving(true);
    const body = { ...(draft.id ? { id: draft.id } : {}), title, assignee: draft.assignee.trim(), status: draft.status, remark: draft.remark, qaId: draft.qaId };
    try {
      await api.request('PUT', `${BASE}/edit`, { body });
      onSaved();
    } catch (err) {
      const fieldErrors = err instanceof HttpError ? (err.body as { errors?: Record<string, string> } | null)?.errors : undefined;
      if (fieldErrors) setErrors(fieldErrors);
    } finally {
      setSaving(false);
    }
  };
  const field = (k: 'title' | 'assignee' | 'remark', max: number, multiline = false) => (
    <TextField
      fullWidth margin="dense" label={label(k)} value={draft[k]} multiline={multiline} minRows={multiline ? 3 : undefined}
      required={k === 'title'} slotProps={{ htmlInput: { maxLength: max } }} onChange={(e) => set(k, e.target.value)}
      error={!!errors[k] || (k === 'title' && !!local && draft.title !== task.title)}
      helperText={errors[k] || (k === 'title' && draft.title !== task.title ? local : '')}
    />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(draft.id ? 'ccim.mgmt.tasks.edit' : 'ccim.mgmt.tasks.add')}</DialogTitle>
      <DialogContent>
        {field('title', 100)}
        {field('assignee', 64)}
        <TextField select fullWidth margin="dense" label={label('status')} value={draft.status} onChange={(e) => set('status', Number(e.target.value))} error={!!errors.status} helperText={errors.status}>
          {STATUSES.map((s) => <MenuItem key={s} value={s}>{translate(`ccim.enums.taskStatus.${s}`)}</MenuItem>)}
        </TextField>
        {field('remark', 500, true)}
        {errors.qaId && <Alert severity="error">{`${label('qaId')}: ${errors.qaId}`}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!!local || saving} onClick={save}>{translate('ra.action.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The follow-up tasks of unanswered questions: a paged list (task/list), a picker of open tasks (task/selectTaskList), editing in a dialog. */
export function NoAnswerTasks() {
  const translate = useTranslate();
  const notify = useNotify();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [status, setStatus] = useState<'' | number>('');
  const [titleFilter, setTitleFilter] = useState('');
  const [open, setOpen] = useState<Selectable[]>([]);
  const [editing, setEditing] = useState<Draft | null>(null);
  const [reload, setReload] = useState(0);
  const [result, setResult] = useState<{ key: string; data?: Page; error?: boolean } | null>(null);

  const body = useMemo(() => {
    const b: Record<string, unknown> = { pageNum: page + 1, pageSize };
    if (status !== '') b.status = status;
    if (titleFilter.trim()) b.title = titleFilter.trim();
    return b;
  }, [page, pageSize, status, titleFilter]);
  const key = `${JSON.stringify(body)}#${reload}`;

  useEffect(() => {
    let live = true;
    api.request<Page>('POST', `${BASE}/list`, { body, silent: true }).then(
      (data) => live && setResult({ key, data }),
      () => live && setResult((r) => ({ key, data: r?.data, error: true })),
    );
    api.request<Selectable[]>('GET', `${BASE}/selectTaskList`, { silent: true }).then(
      (list) => live && setOpen(list),
      () => live && setOpen([]),
    );
    return () => {
      live = false;
    };
  }, [body, key]);

  const loading = result?.key !== key;
  const error = !loading && !!result?.error;
  const data = result?.data;
  const label = (f: string) => translate(`resources.robotNoAnswerTask.fields.${f}`);
  const records = data?.records ?? [];
  const edit = (id: string) => {
    const t = records.find((r) => r.id === id);
    setEditing(toDraft(t ?? { id, title: open.find((o) => o.id === id)?.title ?? '' }));
  };
  const saved = () => {
    setEditing(null);
    notify('ccim.mgmt.done', { type: 'success' });
    setReload((n) => n + 1);
  };

  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
          <TextField size="small" label={label('title')} value={titleFilter} onChange={(e) => { setTitleFilter(e.target.value); setPage(0); }} />
          <TextField select size="small" label={label('status')} value={status} sx={{ minWidth: 140 }} onChange={(e) => { setStatus(e.target.value === '' ? '' : Number(e.target.value)); setPage(0); }}>
            <MenuItem value="">{translate('ccim.mgmt.tasks.allStatuses')}</MenuItem>
            {STATUSES.map((s) => <MenuItem key={s} value={s}>{translate(`ccim.enums.taskStatus.${s}`)}</MenuItem>)}
          </TextField>
          <Autocomplete
            size="small" sx={{ minWidth: 220, flex: 1 }} options={open} getOptionLabel={(o) => o.title} value={null}
            noOptionsText={translate('ccim.mgmt.tasks.noOpen')} onChange={(_, o) => o && edit(o.id)}
            renderInput={(p) => <TextField {...p} label={translate('ccim.mgmt.tasks.pickOpen')} />}
          />
          <Button variant="contained" onClick={() => setEditing(toDraft())}>{translate('ccim.mgmt.tasks.add')}</Button>
        </Stack>
        {error ? (
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => setReload((n) => n + 1)}>{translate('ccim.mgmt.retry')}</Button>}>
            {translate('ccim.mgmt.loadFailed')}
          </Alert>
        ) : !data ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}><CircularProgress size={28} aria-label={translate('ra.page.loading')} /></Box>
        ) : records.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">{translate('ccim.mgmt.tasks.empty')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto', opacity: loading ? 0.6 : 1 }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{label('title')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{label('assignee')}</TableCell>
                  <TableCell>{label('status')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{label('createdBy')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{label('updatedAt')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {records.map((t) => (
                  <TableRow key={t.id} hover>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{t.title}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t.assignee}</TableCell>
                    <TableCell>{translate(`ccim.enums.taskStatus.${t.status}`)}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t.createdBy}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t.updatedAt ? new Date(t.updatedAt).toLocaleString() : ''}</TableCell>
                    <TableCell align="right"><Button size="small" onClick={() => setEditing(toDraft(t))}>{translate('ra.action.edit')}</Button></TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {!error && (
          <TablePagination
            component="div" count={data?.total ?? 0} page={page} rowsPerPage={pageSize} rowsPerPageOptions={[10, 25, 50]}
            onPageChange={(_, p) => setPage(p)} onRowsPerPageChange={(e) => { setPageSize(Number(e.target.value)); setPage(0); }}
          />
        )}
      </CardContent>
      {editing && <TaskDialog task={editing} onSaved={saved} onClose={() => setEditing(null)} />}
    </Card>
  );
}

/** /robotNoAnswerMgt: the unanswered questions and, on a second tab, their follow-up tasks. */
export function NoAnswerScreen() {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  return (
    <Box>
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} variant="fullWidth" sx={{ maxWidth: 480 }}>
        <Tab label={translate('ccim.mgmt.tasks.questionsTab')} />
        <Tab label={translate('ccim.mgmt.tasks.tasksTab')} />
      </Tabs>
      {tab === 0 ? <GenericList resource="robotNoAnswerMgt" /> : <Box sx={{ mt: 1 }}><NoAnswerTasks /></Box>}
    </Box>
  );
}
