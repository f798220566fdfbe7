import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, ERR } from '../../../src/dataProvider/httpClient';

function setup(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const hooks = { getToken: () => 'tok', notify: vi.fn(), onUnauthorized: vi.fn(), log: vi.fn() };
  const fetchImpl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => answer(String(url), init ?? {}));
  return { hooks, fetchImpl, client: createHttpClient(hooks, fetchImpl as typeof fetch) };
}
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('the browser http client', () => {
  it('sends the bearer token and JSON body, and unwraps status 0 to its data', async () => {
    const { client, fetchImpl } = setup(() => json({ status: 0, msg: 'ok', data: { id: 7 } }));
    await expect(client.request('PUT', '/ccim-main/api/agentLogin/status', { body: { id: 'a', status: 3 } })).resolves.toEqual({ id: 7 });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(String(url)).toMatch(/\/ccim-main\/api\/agentLogin\/status$/);
    expect(init).toMatchObject({ method: 'PUT', body: '{"id":"a","status":3}' });
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('sends no bearer header on robot-service calls (product.md §7)', async () => {
    const { client, fetchImpl } = setup(() => json({ status: 0, msg: '', data: null }));
    await client.request('GET', '/ccim-robot/api/im/hot');
    expect((fetchImpl.mock.calls[0][1]!.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('shows status -1 as an error and -2 as a warning, and throws with field errors', async () => {
    const { client, hooks } = setup(() => json({ status: -1, msg: 'Invalid request body: name is required', data: { errors: [{ field: 'name', message: 'is required' }] } }, 400));
    await expect(client.request('POST', '/x')).rejects.toMatchObject({ status: 400, body: { errors: { name: 'is required' } } });
    expect(hooks.notify).toHaveBeenCalledWith('Invalid request body: name is required', 'error', { translate: false });
    const w = setup(() => json({ status: -2, msg: 'The word already exists', data: null }));
    await expect(w.client.request('POST', '/x')).rejects.toMatchObject({ body: { warning: true } });
    expect(w.hooks.notify).toHaveBeenCalledWith('The word already exists', 'warning', { translate: false });
  });

  it('on 401 calls the sign-in hook once however many calls fail', async () => {
    const { client, hooks } = setup(() => json({ status: -1, msg: 'no', data: null }, 401));
    await expect(client.request('GET', '/a')).rejects.toMatchObject({ status: 401 });
    await expect(client.request('GET', '/b')).rejects.toMatchObject({ status: 401 });
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("on 403 says the server's reason, or that the user has no permission; on 404 only logs", async () => {
    const f = setup(() => json({ status: -1, msg: 'No such session', data: null }, 403));
    await expect(f.client.request('GET', '/a')).rejects.toMatchObject({ status: 403, message: 'No such session' });
    expect(f.hooks.notify).toHaveBeenCalledWith('No such session', 'error', { translate: false });
    const bareRefusal = setup(() => new Response('Forbidden', { status: 403 }));
    await expect(bareRefusal.client.request('GET', '/a')).rejects.toMatchObject({ status: 403, message: ERR.forbidden });
    expect(bareRefusal.hooks.notify).toHaveBeenCalledWith(ERR.forbidden, 'error', undefined);
    const n = setup(() => json({ status: -1, msg: 'No such call', data: null }, 404));
    await expect(n.client.request('GET', '/a')).rejects.toMatchObject({ status: 404 });
    expect(n.hooks.notify).not.toHaveBeenCalled();
    expect(n.hooks.log).toHaveBeenCalled();
    // A 404 without the server's message carries a text the user's language has, never "Not found".
    const bare = setup(() => new Response('Not Found', { status: 404 }));
    await expect(bare.client.request('GET', '/a')).rejects.toMatchObject({ status: 404, message: ERR.notFound });
  });

  it('reports a network failure and a timeout as such', async () => {
    const net = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(net.client.request('GET', '/a')).rejects.toMatchObject({ message: ERR.network });
    expect(net.hooks.notify).toHaveBeenCalledWith(ERR.network, 'error');
    const slow = setup((_url, init) => new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    await expect(slow.client.request('GET', '/a', { timeoutMs: 10 })).rejects.toMatchObject({ message: ERR.timeout });
  });

  it('downloads a file with the name from Content-Disposition', async () => {
    const { client } = setup(() => new Response('xlsx', { headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Content-Disposition': "attachment; filename*=UTF-8''%E6%97%A5%E6%8A%A5.xlsx" } }));
    const r = await client.download('POST', '/ccim-main/api/sessionDayDetailReport/dayexport', { body: {} });
    expect(r.filename).toBe('日报.xlsx');
    expect(await r.blob.text()).toBe('xlsx');
  });

  it('answers an export either as its file or, on HTTP 202, as the background job that writes it', async () => {
    const file = setup(() => new Response('xlsx', { headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Content-Disposition': 'attachment; filename="history.xlsx"' } }));
    const a = await file.client.exportOrJob('POST', '/ccim-main/api/historySessionReport/export', { body: {} });
    expect('file' in a && a.file.filename).toBe('history.xlsx');
    const queued = setup(() => json({ status: 0, msg: 'queued', data: { id: 'j1', status: 'queued' } }, 202));
    const b = await queued.client.exportOrJob('POST', '/ccim-main/api/historySessionReport/export', { body: {} });
    expect(b).toEqual({ job: { id: 'j1', status: 'queued' } });
    // A refusal is still one, whichever kind of answer was hoped for.
    const refused = setup(() => json({ status: -1, msg: 'Invalid request body: startDate is not a real date', data: null }, 400));
    await expect(refused.client.exportOrJob('POST', '/ccim-main/api/historySessionReport/export', { body: {}, silent: true })).rejects.toThrow('Invalid request body');
  });
});
