import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExportJobView } from '../../../src/common/exportJobs';
import { ExportJobsList } from '../../../src/admin/exports/ExportJobsList';
import type { ExportJobs } from '../../../src/admin/exports/useExportJobs';
import { i18nProvider } from '../../../src/admin/i18n/i18nProvider';

afterEach(async () => {
  cleanup();
  await i18nProvider.changeLocale('en');
});

const job = (over: Partial<ExportJobView>): ExportJobView => ({
  id: 'j1', report: 'history', fileName: 'History sessions_2026-11-01_2026-11-28.xlsx', status: 'queued', rowsTotal: 150_000, rowsDone: 0,
  bytes: null, error: '', createdAt: Date.UTC(2026, 10, 28, 8), finishedAt: null, ...over,
});

function show(exports: Partial<ExportJobs>) {
  const all: ExportJobs = { jobs: null, failed: false, reload: vi.fn(), remove: vi.fn(async () => undefined), ...exports };
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ExportJobsList exports={all} onClose={() => undefined} />
    </AdminContext>,
  );
  return all;
}

/** The header's list of background exports: each state of a job, and the list's own loading, failure and emptiness. */
describe('ExportJobsList', () => {
  it('shows where each job stands: waiting, written so far with its bar, ready with its download, failed with why', () => {
    show({
      jobs: [
        job({ id: 'q' }),
        job({ id: 'r', status: 'running', rowsDone: 75_000 }),
        job({ id: 'd', status: 'done', rowsDone: 150_000, bytes: 9_437_184, finishedAt: Date.UTC(2026, 10, 28, 8, 1) }),
        job({ id: 'f', status: 'failed', error: 'stopped' }),
      ],
    });
    const lines = screen.getAllByTestId('export-job');
    const status = (i: number) => within(lines[i]).getByTestId('export-job-status').textContent;
    expect(status(0)).toBe('Waiting to start · 150,000 rows');
    expect(status(1)).toBe('75,000 of 150,000 rows written (50%)');
    expect(within(lines[1]).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(status(2)).toMatch(/^Ready · 150,000 rows · 9\.0 MB · 2026-11-28 \d\d:01$/);
    expect(within(lines[2]).getByRole('button', { name: 'Download History sessions_2026-11-01_2026-11-28.xlsx' })).toBeTruthy();
    expect(within(lines[0]).queryByRole('button', { name: /^Download/ })).toBeNull();
    expect(status(3)).toBe('The export was interrupted too often; ask for it again.');
  });

  it('deletes a job from its line', () => {
    const exports = show({ jobs: [job({ id: 'd', status: 'done', bytes: 2048, rowsDone: 150_000, finishedAt: 1 })] });
    fireEvent.click(screen.getByRole('button', { name: 'Delete History sessions_2026-11-01_2026-11-28.xlsx' }));
    expect(exports.remove).toHaveBeenCalledWith('d');
  });

  it('says it is loading, then that it failed with a retry, then that there is nothing yet', () => {
    show({});
    expect(screen.getByRole('status').textContent).toBe('Loading the exports…');
    cleanup();
    const failed = show({ failed: true });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.reload).toHaveBeenCalled();
    cleanup();
    show({ jobs: [] });
    expect(screen.getByTestId('export-jobs-empty').textContent).toBe('No exports yet. Large exports are prepared here in the background.');
  });

  it('speaks Chinese', async () => {
    await i18nProvider.changeLocale('zh');
    show({ jobs: [job({ status: 'running', rowsDone: 30_000 })] });
    expect(screen.getByTestId('export-job-status').textContent).toBe('已写入 30,000 / 150,000 行（20%）');
    expect(screen.getByRole('heading', { name: '导出文件' })).toBeTruthy();
  });
});
