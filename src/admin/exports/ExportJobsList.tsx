import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, CircularProgress, IconButton, LinearProgress, List, ListItem, Stack, Tooltip, Typography } from '@mui/material';
import { saveAs } from 'file-saver';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '../../common/dateTime';
import { EXPORT_KEEP_DAYS, type ExportJobView } from '../../common/exportJobs';
import { fileSize } from '../../common/fileSize';
import { MAIN_BASE } from '../../common/runtimeConfig';
import { api } from '../../dataProvider/api';
import type { ExportJobs } from './useExportJobs';

const percentOf = (j: ExportJobView) => (j.rowsTotal > 0 ? Math.min(100, Math.floor((j.rowsDone / j.rowsTotal) * 100)) : 0);

/** One export: its file's name, where it stands (a bar while it is written), and its download or deletion. */
function JobLine({ job, remove }: { job: ExportJobView; remove(id: string): Promise<void> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const n = (v: number) => v.toLocaleString();
  const status =
    job.status === 'done'
      ? translate('ccim.exports.status.done', { rows: n(job.rowsDone), size: fileSize(job.bytes ?? 0), time: formatDateTime(job.finishedAt) })
      : job.status === 'running'
        ? translate('ccim.exports.status.running', { done: n(job.rowsDone), total: n(job.rowsTotal), percent: percentOf(job) })
        : job.status === 'queued'
          ? translate('ccim.exports.status.queued', { total: n(job.rowsTotal) })
          : translate(`ccim.exports.error.${job.error || 'failed'}`);
  const act = async (fn: () => Promise<void>) => {
    setBusy(true);
    try {
      await fn();
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const download = () =>
    act(async () => {
      const { blob, filename } = await api.download('GET', `${MAIN_BASE}/exportJobs/download`, { query: { id: job.id }, silent: true });
      saveAs(blob, filename);
    });
  return (
    <ListItem divider data-testid="export-job" data-status={job.status} sx={{ display: 'block', px: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {job.fileName}
      </Typography>
      <Typography variant="caption" component="div" color={job.status === 'failed' ? 'error' : 'text.secondary'} data-testid="export-job-status">
        {status}
      </Typography>
      {job.status === 'running' || job.status === 'queued' ? (
        <LinearProgress
          sx={{ mt: 0.5 }}
          variant={job.status === 'running' ? 'determinate' : 'indeterminate'}
          value={percentOf(job)}
          aria-label={job.fileName}
        />
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 0.5, justifyContent: 'flex-end' }}>
        {job.status === 'done' ? (
          <Button size="small" variant="contained" startIcon={<DownloadIcon />} disabled={busy} onClick={download} aria-label={translate('ccim.exports.downloadOf', { name: job.fileName })}>
            {translate('ccim.exports.download')}
          </Button>
        ) : null}
        <Tooltip title={translate('ccim.exports.delete')}>
          <span>
            <IconButton size="small" disabled={busy} onClick={() => act(() => remove(job.id))} aria-label={translate('ccim.exports.deleteOf', { name: job.fileName })}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
    </ListItem>
  );
}

/** The user's background exports, newest first; loading, failure and emptiness each say so. */
export function ExportJobsList({ exports, onClose }: { exports: ExportJobs; onClose(): void }) {
  const translate = useTranslate();
  const { jobs, failed, reload, remove } = exports;
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('ccim.exports.title')}
        </Typography>
        <Button size="small" onClick={onClose}>
          {translate('ccim.exports.close')}
        </Button>
      </Stack>
      {failed && !jobs ? (
        <Alert severity="error" sx={{ m: 2 }} action={<Button color="inherit" size="small" onClick={reload}>{translate('ccim.exports.retry')}</Button>}>
          {translate('ccim.exports.loadFailed')}
        </Alert>
      ) : !jobs ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 2 }} role="status">
          <CircularProgress size={18} />
          <Typography variant="body2">{translate('ccim.exports.loading')}</Typography>
        </Stack>
      ) : jobs.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }} data-testid="export-jobs-empty">
          {translate('ccim.exports.empty')}
        </Typography>
      ) : (
        <List dense sx={{ maxHeight: '60vh', overflowY: 'auto' }} aria-label={translate('ccim.exports.title')}>
          {jobs.map((j) => (
            <JobLine key={j.id} job={j} remove={remove} />
          ))}
        </List>
      )}
      <Typography variant="caption" component="p" color="text.secondary" sx={{ px: 2, pb: 1.5, pt: 1 }}>
        {translate('ccim.exports.keep', { days: EXPORT_KEEP_DAYS })}
      </Typography>
    </Box>
  );
}
