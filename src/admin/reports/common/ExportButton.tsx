import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { saveAs } from 'file-saver';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { MAIN_BASE } from '../../../common/runtimeConfig';
import { api } from '../../../dataProvider/api';
import { langOf } from '../../../common/lang';
import { EXPORT_QUEUED_EVENT, type ExportJobView } from '../../../common/exportJobs';

/**
 * Downloads a report's xlsx (same filters as the screen, headers in the user's language); an export too large for
 * one answer is written in the background instead, and the header's Exports list takes it from there.
 */
export function ExportButton({ path, body, label }: { path: string; body: object | null; label?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!body) return;
    setBusy(true);
    try {
      const answer = await api.exportOrJob<ExportJobView>('POST', `${MAIN_BASE}/${path}`, { body: { ...body, lang: langOf(locale) }, silent: true });
      if ('job' in answer) {
        // Too many rows for one answer: a background job writes it; the header's Exports list follows it.
        window.dispatchEvent(new CustomEvent(EXPORT_QUEUED_EVENT, { detail: answer.job }));
        notify('ccim.exports.queued', { type: 'info', messageArgs: { rows: answer.job.rowsTotal.toLocaleString() }, autoHideDuration: 10_000 });
        return;
      }
      saveAs(answer.file.blob, answer.file.filename);
      notify('ccim.reports.action.exported', { type: 'success', messageArgs: { name: answer.file.filename } });
    } catch (e) {
      notify('ccim.reports.action.exportFailed', { type: 'error', messageArgs: { message: e instanceof Error ? e.message : String(e) } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" size="small" startIcon={<DownloadIcon />} disabled={busy || !body} onClick={run}>
      {translate(busy ? 'ccim.reports.action.exporting' : (label ?? 'ccim.reports.action.export'))}
    </Button>
  );
}
