/** Why an export failed: it broke (the server's log says why), or the instances writing it stopped three times. */
export type ExportJobError = 'failed' | 'stopped';

/** A report export written in the background, as its owner's list shows it (`GET exportJobs/list`). */
export interface ExportJobView {
  id: string;
  /** Which export (the report's export key, e.g. `history`). */
  report: string;
  /** The file's name, in the language it was asked in. */
  fileName: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  rowsTotal: number;
  rowsDone: number;
  /** The file's size once done. */
  bytes: number | null;
  /** Why it failed (empty otherwise). */
  error: ExportJobError | '';
  createdAt: number;
  finishedAt: number | null;
}

/** How long a finished export's file is kept (and its line listed). */
export const EXPORT_KEEP_DAYS = 7;

/** The window event an export button sends when its export went to the background (the header's list reloads). */
export const EXPORT_QUEUED_EVENT = 'ccim:export-queued';

export const isUnfinished = (j: ExportJobView) => j.status === 'queued' || j.status === 'running';
