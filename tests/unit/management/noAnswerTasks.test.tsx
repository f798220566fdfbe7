import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/admin/i18n/i18nProvider';
import { NoAnswerTasks } from '../../../src/admin/resources/robotNoAnswerMgt/NoAnswerTasks';
import { createDataProvider } from '../../../src/dataProvider';
import type { HttpClient } from '../../../src/dataProvider/httpClient';

const request = vi.fn();
const task = { id: 't1', title: 'Live animals rule', noAnswerId: 'na1', assignee: 'supervisor', status: 0, remark: '', qaId: null, createdBy: 'Wang', updatedAt: 1_700_000_000_000 };
const BASE = '/ccim-main/api/robotNoAnswerMgt/task';
const en = (key: string) => i18nProvider.translate(key);

/** The tasks' calls answered as the server would; anything else (the QA picker of the form) lists nothing. */
function answer(edit: (body: unknown) => unknown = () => task) {
  request.mockImplementation((method: string, path: string, opts?: { body?: unknown }) => {
    if (path === `${BASE}/list`) return Promise.resolve({ records: [task], total: 1 });
    if (path === `${BASE}/selectTaskList`) return Promise.resolve([{ id: 't1', title: task.title, status: 0 }]);
    if (method === 'PUT' && path === `${BASE}/edit`) return Promise.resolve(edit(opts?.body));
    if (path.endsWith('/list')) return Promise.resolve({ records: [], total: 0 });
    return Promise.reject(new Error(`unexpected ${method} ${path}`));
  });
}

const renderTasks = () =>
  render(
    <AdminContext dataProvider={createDataProvider({ request } as unknown as HttpClient)} i18nProvider={i18nProvider}>
      <NoAnswerTasks />
    </AdminContext>,
  );
const saveCall = () => request.mock.calls.find(([m, p]) => m === 'PUT' && p === `${BASE}/edit`);

// A react-admin list, a form and a dialog in jsdom take seconds on a busy machine.
describe('robotNoAnswerMgt follow-up tasks (built from the schema)', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    request.mockReset();
  });

  it('lists tasks through task/list and saves an edit through task/edit', async () => {
    answer();
    renderTasks();
    expect(await screen.findByText('Live animals rule')).toBeTruthy();
    expect(request).toHaveBeenCalledWith('POST', `${BASE}/list`, { body: { pageNum: 1, pageSize: 20, sortField: 'updatedAt', sortOrder: 'desc' } });
    expect(request).toHaveBeenCalledWith('GET', `${BASE}/selectTaskList`, expect.anything());

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const assignee = await within(dialog).findByLabelText('Assignee');
    await waitFor(() => expect(assignee).toHaveValue('supervisor'));
    fireEvent.change(assignee, { target: { value: 'lee' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveCall()).toBeTruthy());
    expect(saveCall()?.[2]).toEqual({ body: { id: 't1', title: 'Live animals rule', assignee: 'lee', status: 0, remark: '', qaId: null } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's field errors under the fields and keeps the dialog open", async () => {
    answer(() => {
      throw new HttpError('Invalid request body', 400, { errors: { title: 'is too long' } });
    });
    renderTasks();
    fireEvent.click(await screen.findByRole('button', { name: en('ccim.mgmt.tasks.add') }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'New' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('is too long')).toBeTruthy();
    expect(saveCall()?.[2]).toEqual({ body: { title: 'New', noAnswerId: null, assignee: '', status: 0, remark: '', qaId: null } });
  });

  it('says when there are no tasks and offers a retry when the list fails', async () => {
    request.mockImplementation((_m: string, path: string) => (path.endsWith('/list') ? Promise.reject(new Error('down')) : Promise.resolve([])));
    renderTasks();
    expect(await screen.findByText(en('ccim.mgmt.loadFailed'), {}, { timeout: 5000 })).toBeTruthy();
    request.mockImplementation((_m: string, path: string) => Promise.resolve(path.endsWith('/list') ? { records: [], total: 0 } : []));
    fireEvent.click(screen.getByRole('button', { name: en('ccim.mgmt.retry') }));
    expect(await screen.findByText(en('ccim.mgmt.empty'))).toBeTruthy();
  });
});
