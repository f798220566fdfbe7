import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import { Badge, IconButton, Popover, Tooltip } from '@mui/material';
import { useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { isUnfinished } from '../../common/exportJobs';
import { REPORT_ROUTES } from '../../common/reportRoutes';
import type { Permissions } from '../auth/authProvider';
import { ExportJobsList } from './ExportJobsList';
import { useExportJobs } from './useExportJobs';

const REPORTS = new Set<string>(REPORT_ROUTES);

/**
 * The header's Exports button, for the users who may open a report: a badge counts the exports still being
 * written; it opens the list of the user's background exports, with their progress and downloads.
 */
export function ExportJobsButton() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  const enabled = (permissions?.routes ?? []).some((r) => REPORTS.has(r));
  const exports = useExportJobs(enabled);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!enabled) return null;
  const unfinished = (exports.jobs ?? []).filter(isUnfinished).length;
  const name = unfinished ? translate('ccim.exports.openBusy', { count: unfinished }) : translate('ccim.exports.open');
  const open = (e: React.MouseEvent<HTMLElement>) => {
    setAnchor(e.currentTarget);
    exports.reload();
  };
  return (
    <>
      <Tooltip title={name}>
        <IconButton color="inherit" onClick={open} aria-label={name} aria-haspopup="dialog" data-testid="export-jobs-button">
          <Badge badgeContent={unfinished || undefined} color="warning">
            <CloudDownloadIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': translate('ccim.exports.title'), sx: { width: 420, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        <ExportJobsList exports={exports} onClose={() => setAnchor(null)} />
      </Popover>
    </>
  );
}
