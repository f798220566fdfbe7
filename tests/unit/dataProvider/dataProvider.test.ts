import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider, SINGLETON_ID } from '../../../src/dataProvider';
import type { HttpClient } from '../../../src/dataProvider/httpClient';

const saveAs = vi.hoisted(() => vi.fn());
vi.mock('file-saver', () => ({ saveAs }));

/** An http client that records every call and answers what the test queued (like ra-core's testDataProvider). */
function fakeHttp(...answers: unknown[]) {
  const request = vi.fn(async () => answers.shift());
  const download = vi.fn(async () => ({ blob: new Blob(['x']), filename: 'robot-qa.xlsx' }));
  return { http: { request, download } as unknown as HttpClient, request, download };
}

const page = (records: unknown[], total = records.length) => ({ records, total, pageNum: 1, pageSize: 20 });

describe('createDataProvider', () => {
  beforeEach(() => saveAs.mockReset());

  it('getList posts list with paging, sort, filters (blanks dropped) and answers records and total', async () => {
    const { http, request } = fakeHttp(page([{ id: 'a', word: 'x' }], 41));
    const dp = createDataProvider(http);
    const r = await dp.getList('sensitiveWordsMgt', {
      pagination: { page: 3, perPage: 20 }, sort: { field: 'word', order: 'DESC' }, filter: { word: 'spam', category: '', enabled: true },
    });
    expect(request).toHaveBeenCalledWith('POST', '/ccim-main/api/sensitiveWordsMgt/list', {
      body: { pageNum: 3, pageSize: 20, sortField: 'word', sortOrder: 'desc', word: 'spam', enabled: true },
    });
    expect(r).toEqual({ data: [{ id: 'a', word: 'x' }], total: 41 });
  });

  it('leaves out a sort the server does not offer, and turns date filters into epoch milliseconds', async () => {
    const { http, request } = fakeHttp(page([]));
    await createDataProvider(http).getList('robotNoIntention', {
      pagination: { page: 1, perPage: 10 }, sort: { field: 'content', order: 'ASC' }, filter: { channel: '200', createdAtFrom: '2026-05-01', createdAtTo: '2026-05-01' },
    });
    const from = Date.parse('2026-05-01T00:00:00');
    expect(request).toHaveBeenCalledWith('POST', '/ccim-main/api/robotNoIntention/list', {
      body: { pageNum: 1, pageSize: 10, channel: 200, createdAtFrom: from, createdAtTo: from + 86_400_000 - 1 },
    });
  });

  it('adds the scope of a resource variant: personal quick replies are type 1', async () => {
    const { http, request } = fakeHttp(page([]), { id: 'q', title: 't' });
    const dp = createDataProvider(http);
    await dp.getList('quickReplyMgtPerson', { pagination: { page: 1, perPage: 5 }, sort: { field: 'sort', order: 'ASC' }, filter: {} });
    expect(request).toHaveBeenLastCalledWith('POST', '/ccim-main/api/quickReplyMgt/list', { body: { pageNum: 1, pageSize: 5, sortField: 'sort', sortOrder: 'asc', type: 1 } });
    await dp.create('quickReplyMgtPerson', { data: { title: 't', content: 'c', clickCount: 9, createdAt: 1 } });
    expect(request).toHaveBeenLastCalledWith('POST', '/ccim-main/api/quickReplyMgt/add', { body: { title: 't', content: 'c', type: 1 } });
  });

  it('notices page with a GET query string', async () => {
    const { http, request } = fakeHttp(page([]));
    await createDataProvider(http).getList('noticeMgt', { pagination: { page: 2, perPage: 10 }, sort: { field: 'updatedAt', order: 'DESC' }, filter: { status: 1 } });
    expect(request).toHaveBeenCalledWith('GET', '/ccim-main/api/noticeMgt/page', { query: { pageNum: 2, pageSize: 10, sortField: 'updatedAt', sortOrder: 'desc', status: 1 } });
  });

  it('pages, filters and sorts a listAll answer in the browser', async () => {
    const links = [{ id: '1', title: 'B link', sort: 2 }, { id: '2', title: 'A link', sort: 1 }, { id: '3', title: 'Other', sort: 3 }];
    const { http, request } = fakeHttp(links);
    const r = await createDataProvider(http).getList('robotLinkMgt', { pagination: { page: 1, perPage: 1 }, sort: { field: 'sort', order: 'ASC' }, filter: { title: 'link' } });
    expect(request).toHaveBeenCalledWith('GET', '/ccim-main/api/robotLinkMgt/listAll', { query: {} });
    expect(r).toEqual({ data: [links[1]], total: 2 });
  });

  it('flattens the quick reply type tree and asks for the right kind', async () => {
    const { http, request } = fakeHttp([{ id: 'r', name: 'Root', type: 0, children: [{ id: 'c', name: 'Child', type: 0, children: [] }] }]);
    const r = await createDataProvider(http).getList('quickReplyTypeMgt', { pagination: { page: 1, perPage: 50 }, sort: { field: 'sort', order: 'ASC' }, filter: { type: 0 } });
    expect(request).toHaveBeenCalledWith('GET', '/ccim-main/api/quickReplyTypeMgt/listTree', { query: { type: 0 } });
    expect(r.data.map((x) => [x.id, x.depth])).toEqual([['r', 0], ['c', 1]]);
  });

  it('getOne uses listEdit where declared, else the list with an id', async () => {
    const { http, request } = fakeHttp({ id: 'g', name: 'G' }, page([{ id: 'w' }]));
    const dp = createDataProvider(http);
    expect((await dp.getOne('skillGroupAgentMgt', { id: 'g' })).data).toEqual({ id: 'g', name: 'G' });
    expect(request).toHaveBeenLastCalledWith('GET', '/ccim-main/api/skillGroupAgentMgt/listEdit', { query: { id: 'g' } });
    expect((await dp.getOne('sensitiveWordsMgt', { id: 'w' })).data).toEqual({ id: 'w' });
    expect(request).toHaveBeenLastCalledWith('POST', '/ccim-main/api/sensitiveWordsMgt/list', { body: { pageNum: 1, pageSize: 1, ids: ['w'] } });
  });

  it('getMany and getManyReference go through the list call', async () => {
    const { http, request } = fakeHttp(page([{ id: 'a' }, { id: 'b' }]), page([]));
    const dp = createDataProvider(http);
    await dp.getMany('robotQaMgt', { ids: ['a', 'b'] });
    expect(request).toHaveBeenLastCalledWith('POST', '/ccim-main/api/robotQaMgt/list', { body: { pageNum: 1, pageSize: 2, ids: ['a', 'b'] } });
    await dp.getManyReference('robotNoAnswerMgt', { target: 'status', id: 0, pagination: { page: 1, perPage: 5 }, sort: { field: 'count', order: 'DESC' }, filter: {} });
    expect(request).toHaveBeenLastCalledWith('POST', '/ccim-main/api/robotNoAnswerMgt/list', { body: { pageNum: 1, pageSize: 5, sortField: 'count', sortOrder: 'desc', status: 0 } });
  });

  it('the settings form is one record: get with an empty body, edit without an id', async () => {
    const { http, request } = fakeHttp({ greetingZh: '您好' }, { greetingZh: '你好' });
    const dp = createDataProvider(http);
    expect((await dp.getList('sessionServiceConfig', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).data).toEqual([{ greetingZh: '您好', id: SINGLETON_ID }]);
    expect(request).toHaveBeenLastCalledWith('POST', '/ccim-main/api/sessionServiceConfig/get', { body: {} });
    await dp.update('sessionServiceConfig', { id: SINGLETON_ID, data: { id: SINGLETON_ID, greetingZh: '你好', queueLimit: 20 }, previousData: { id: SINGLETON_ID } });
    expect(request).toHaveBeenLastCalledWith('PUT', '/ccim-main/api/sessionServiceConfig/edit', { body: { greetingZh: '你好', queueLimit: 20 } });
  });

  it('update sends the id and the writable fields only; announcements put the id in the path', async () => {
    const { http, request } = fakeHttp({ id: 'q' }, { id: 'n' });
    const dp = createDataProvider(http);
    await dp.update('robotQaMgt', { id: 'q', data: { id: 'q', question: 'Q', hits: 5, createdAt: 1, validFrom: null, links: [] }, previousData: { id: 'q' } });
    expect(request).toHaveBeenLastCalledWith('PUT', '/ccim-main/api/robotQaMgt/edit', { body: { id: 'q', question: 'Q', validFrom: null, links: [] } });
    await dp.update('noticeMgt', { id: 'n 1', data: { id: 'n 1', title: 'T', content: '<p>c</p>', status: 1 }, previousData: { id: 'n 1' } });
    expect(request).toHaveBeenLastCalledWith('PUT', '/ccim-main/api/noticeMgt/edit/n%201', { body: { title: 'T', content: '<p>c</p>' } });
  });

  it('saves a skill group through add, with or without an id', async () => {
    const { http, request } = fakeHttp({ id: 'g1' }, { id: 'g1' });
    const dp = createDataProvider(http);
    await dp.create('skillGroupAgentMgt', { data: { name: 'G', agentIds: ['a'] } });
    expect(request).toHaveBeenLastCalledWith('POST', '/ccim-main/api/skillGroupAgentMgt/add', { body: { name: 'G', agentIds: ['a'] } });
    await dp.update('skillGroupAgentMgt', { id: 'g1', data: { id: 'g1', name: 'G2', agentNames: ['x'] }, previousData: { id: 'g1' } });
    expect(request).toHaveBeenLastCalledWith('POST', '/ccim-main/api/skillGroupAgentMgt/add', { body: { id: 'g1', name: 'G2' } });
  });

  it('delete sends the id in the body, or in the path for announcements; deleteMany uses ids where allowed', async () => {
    const { http, request } = fakeHttp({ deleted: 1 }, { deleted: 1 }, { deleted: 2 }, { deleted: 1 }, { deleted: 1 });
    const dp = createDataProvider(http);
    expect((await dp.delete('blacklistMgt', { id: 'b', previousData: { id: 'b', reason: 'r' } })).data).toEqual({ id: 'b', reason: 'r' });
    expect(request).toHaveBeenLastCalledWith('DELETE', '/ccim-main/api/blacklistMgt/del', { body: { id: 'b' } });
    await dp.delete('noticeMgt', { id: 'n' });
    expect(request).toHaveBeenLastCalledWith('DELETE', '/ccim-main/api/noticeMgt/delete/n', { body: {} });
    await dp.deleteMany('robotQaMgt', { ids: ['a', 'b'] });
    expect(request).toHaveBeenLastCalledWith('DELETE', '/ccim-main/api/robotQaMgt/del', { body: { ids: ['a', 'b'] } });
    await dp.deleteMany('robotLinkMgt', { ids: ['x', 'y'] });
    expect(request.mock.calls.slice(-2)).toEqual([['DELETE', '/ccim-main/api/robotLinkMgt/del', { body: { id: 'x' } }], ['DELETE', '/ccim-main/api/robotLinkMgt/del', { body: { id: 'y' } }]]);
  });

  it('runs actions with the id where the action takes it, or in the path', async () => {
    const { http, request } = fakeHttp({}, {}, {}, { keywords: ['a'] });
    const dp = createDataProvider(http);
    await dp.action('agentMgt', 'updateMaxUsers', { id: 'ag', data: { maxUsers: 9 } });
    expect(request).toHaveBeenLastCalledWith('PUT', '/ccim-main/api/agentMgt/updateMaxUsers', { body: { id: 'ag', maxUsers: 9 } });
    await dp.action('noticeMgt', 'push', { id: 'n' });
    expect(request).toHaveBeenLastCalledWith('PUT', '/ccim-main/api/noticeMgt/push/n', {});
    await dp.action('agentMgt', 'listAll');
    expect(request).toHaveBeenLastCalledWith('GET', '/ccim-main/api/agent/listAll', { query: {} });
    expect(await dp.action('robotQaMgt', 'splitKeyword', { data: { text: 'a b' } })).toEqual({ keywords: ['a'] });
    expect(request).toHaveBeenLastCalledWith('POST', '/ccim-main/api/robotQaMgt/splitKeyword', { body: { text: 'a b' } });
  });

  it('exports and downloads the template as files, and uploads an import as multipart', async () => {
    const { http, request, download } = fakeHttp({ imported: 3 });
    const dp = createDataProvider(http);
    expect(await dp.exportFile('robotQaMgt', 'export', { classify: 3, question: '' })).toBe('robot-qa.xlsx');
    expect(download).toHaveBeenLastCalledWith('POST', '/ccim-main/api/robotQaMgt/export', { body: { classify: 3 } });
    expect(saveAs).toHaveBeenCalledWith(expect.any(Blob), 'robot-qa.xlsx');
    await dp.downloadTemplate('robotQaMgt', 'import');
    expect(download).toHaveBeenLastCalledWith('GET', '/ccim-main/api/robotQaMgt/importTemplate');
    const file = new File(['x'], 'qa.xlsx');
    expect(await dp.importFile('robotQaMgt', 'import', file)).toEqual({ imported: 3 });
    const [method, url, opts] = request.mock.calls[0] as unknown as [string, string, { body: FormData; silent: boolean }];
    expect([method, url, opts.silent]).toEqual(['POST', '/ccim-main/api/robotQaMgt/import', true]);
    expect((opts.body.get('file') as File).name).toBe('qa.xlsx');
    expect(opts.body.get('dryRun')).toBeNull();
    await dp.importFile('robotQaMgt', 'import', file, true);
    expect((request.mock.calls[1] as unknown as [string, string, { body: FormData }])[2].body.get('dryRun')).toBe('true');
  });

  it('reads announcements one id at a time (a query string carries no array) and sends a channel id as a number', async () => {
    const { http, request } = fakeHttp(page([{ id: 'n1' }]), { id: 300 });
    const dp = createDataProvider(http);
    expect((await dp.getOne('noticeMgt', { id: 'n1' })).data).toEqual({ id: 'n1' });
    expect(request).toHaveBeenLastCalledWith('GET', '/ccim-main/api/noticeMgt/page', { query: { pageNum: 1, pageSize: 1, id: 'n1' } });
    await dp.update('skillGroupLinkMgt', { id: '300', data: { id: 300, skillGroupId: 'g', fallbackGroupId: null, skillGroupName: 'x' }, previousData: { id: 300 } });
    expect(request).toHaveBeenLastCalledWith('PUT', '/ccim-main/api/skillGroupLinkMgt/edit', { body: { id: 300, skillGroupId: 'g', fallbackGroupId: null } });
  });

  it('refuses a call the resource does not have', async () => {
    const dp = createDataProvider(fakeHttp().http);
    await expect(dp.create('robotNoIntention', { data: {} })).rejects.toMatchObject({ status: 405 });
  });
});
