export type ExportJobStatus = 'queued' | 'running' | 'done' | 'failed';

/** A report export written in the background (migration 0046). */
export interface ExportJobsTable {
  id: string;
  user_id: string;
  /** The export's key (features/exports/export-kinds.ts). */
  report: string;
  /** JSON text: the request's checked body, its language included. */
  body: string;
  file_name: string;
  status: ExportJobStatus;
  rows_total: number;
  rows_done: number;
  bytes: number | null;
  error: string;
  attempts: number;
  claim_token: string | null;
  claimed_until: number;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
}

export interface ExportJobTables {
  export_jobs: ExportJobsTable;
}
