import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { saveAs } from 'file-saver';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { MAIN_BASE } from '../../../common/runtimeConfig';
import { api } from '../../../dataProvider/api';
import { langOf } from '../../../common/lang';

/** Downloads a report's xlsx (same filters as the screen, headers in the user's language). */
export function ExportButton({ path, body, label }: { path: string; body: object | null; label?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!body) return;
    setBusy(true);
    try {
      const { blob, filename } = await api.download('POST', `${MAIN_BASE}/${path}`, { body: { ...body, lang: langOf(locale) }, silent: true });
      saveAs(blob, filename);
      notify('ccim.reports.action.exported', { type: 'success', messageArgs: { name: filename } });
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
