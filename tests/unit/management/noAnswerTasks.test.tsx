import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoAnswerTasks } from '../../../src/admin/resources/robotNoAnswerMgt/NoAnswerTasks';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../src/admin/api', () => ({ api: { request } }));

const task = { id: 't1', title: 'Live animals rule', noAnswerId: 'na1', assignee: 'supervisor', status: 0, remark: '', qaId: null, createdBy: 'Wang', updatedAt: 1_700_000_000_000 };
const BASE = '/ccim-main/api/robotNoAnswerMgt/task';

function answer(edit: (body: unknown) => unknown = () => task) {
  request.mockImplementation((method: string, path: string, opts?: { body?: unknown }) => {
    if (path === `${BASE}/list`) return Promise.resolve({ records: [task], total: 1 });
    if (path === `${BASE}/selectTaskList`) return Promise.resolve([{ id: 't1', title: task.title, status: 0 }]);
    if (method === 'PUT' && path === `${BASE}/edit`) return Promise.resolve(edit(opts?.body));
    return Promise.reject(new Error(`unexpected ${method} ${path}`));
  });
}

describe('robotNoAnswerMgt follow-up tasks', () => {
  afterEach(() => {
    cleanup();
    request.mockReset();
  });

  it('lists tasks through task/list and saves an edit through task/edit', async () => {
    answer();
    render(<NoAnswerTasks />);
    expect(await screen.findByText('Live animals rule')).toBeTruthy();
    expect(request).toHaveBeenCalledWith('POST', `${BASE}/list`, { body: { pageNum: 1, pageSize: 10 }, silent: true });
    expect(request).toHaveBeenCalledWith('GET', `${BASE}/selectTaskList`, { silent: true });

    fireEvent.click(screen.getByRole('button', { name: 'ra.action.edit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('resources.robotNoAnswerTask.fields.assignee'), { target: { value: ' lee ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ra.action.save' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('PUT', `${BASE}/edit`, expect.anything()));
    const edit = request.mock.calls.find(([m]) => m === 'PUT');
    expect(edit?.[2]).toEqual({ body: { id: 't1', title: 'Live animals rule', assignee: 'lee', status: 0, remark: '', qaId: null } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's field errors under the fields", async () => {
    answer(() => {
      throw new HttpError('Invalid request body', 400, { errors: { title: 'is too long' } });
    });
    render(<NoAnswerTasks />);
    fireEvent.click(await screen.findByRole('button', { name: 'ccim.mgmt.tasks.add' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/resources.robotNoAnswerTask.fields.title/), { target: { value: 'New' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ra.action.save' }));
    expect(await within(dialog).findByText('is too long')).toBeTruthy();
    expect(request.mock.calls.find(([m]) => m === 'PUT')?.[2]).toEqual({ body: { title: 'New', assignee: '', status: 0, remark: '', qaId: null } });
  });

  it('says when there are no tasks and offers a retry when the list fails', async () => {
    request.mockImplementation((_m: string, path: string) => (path.endsWith('/list') ? Promise.reject(new Error('down')) : Promise.resolve([])));
    render(<NoAnswerTasks />);
    expect(await screen.findByText('ccim.mgmt.loadFailed')).toBeTruthy();
    request.mockImplementation((_m: string, path: string) => Promise.resolve(path.endsWith('/list') ? { records: [], total: 0 } : []));
    fireEvent.click(screen.getByRole('button', { name: 'ccim.mgmt.retry' }));
    expect(await screen.findByText('ccim.mgmt.tasks.empty')).toBeTruthy();
  });
});
