import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, identify, newClientMsgId, TOKEN_KEY } from '../../../src/visitor/api';

const reply = (status: number, body: unknown) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('visitor api client', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('sends the visitor token as X-Visitor-Token on the robot base and as the bearer on the main base', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    const fetchMock = vi.fn(async () => reply(200, { status: 0, msg: 'success', data: { ok: 1 } }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await call('POST', 'robot:/im/answer', { question: 'q' })).toEqual({ ok: 1 });
    await call('GET', '/openChannel/listCurrentSessionMsg');
    const [robotUrl, robotInit] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(robotUrl).toBe('/ccim-robot/api/im/answer');
    expect(robotInit.headers).toMatchObject({ 'X-Visitor-Token': 'tok', 'Content-Type': 'application/json' });
    expect(robotInit.headers).not.toHaveProperty('Authorization');
    expect(robotInit.body).toBe('{"question":"q"}');
    const [mainUrl, mainInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(mainUrl).toBe('/ccim-main/api/openChannel/listCurrentSessionMsg');
    expect(mainInit.headers).toMatchObject({ Authorization: 'Bearer tok' });
  });

  it('turns a refusal, a warning and a non-JSON answer into an ApiError with the message to show', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => reply(200, { status: -1, msg: 'You are blacklisted', data: { zh: '黑名单' } })));
    await expect(call('POST', 'robot:/im/convertAgent', {})).rejects.toMatchObject({ message: 'You are blacklisted', envelopeStatus: -1, data: { zh: '黑名单' } });
    vi.stubGlobal('fetch', vi.fn(async () => reply(200, { status: -2, msg: 'Already rated', data: null })));
    await expect(call('POST', 'robot:/im/rate', {})).rejects.toMatchObject({ envelopeStatus: -2 });
    vi.stubGlobal('fetch', vi.fn(async () => reply(502, '<html>bad gateway</html>')));
    const err = await call('GET', 'robot:/im/hot').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ message: 'Application error', status: 502 });
  });

  it("asks for the server's messages in the page's language", async () => {
    const fetchMock = vi.fn(async () => reply(200, { status: 0, msg: 'success', data: null }));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('ccim_locale', 'zh');
    await call('GET', 'robot:/im/hot');
    localStorage.setItem('ccim_locale', 'en');
    await call('GET', 'robot:/im/hot');
    const languages = (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(([, init]) => (init.headers as Record<string, string>)['Accept-Language']);
    expect(languages).toEqual(['zh-CN', 'en']);
  });

  it('remembers the identity token it is given', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => reply(200, { status: 0, msg: 'success', data: { visitorId: 'v1', nickname: 'n', channel: 100, visitorToken: 'fresh' } })));
    await identify(100);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('fresh');
  });

  it('makes client message ids that do not repeat', () => {
    const ids = new Set(Array.from({ length: 1000 }, newClientMsgId));
    expect(ids.size).toBe(1000);
  });
});
