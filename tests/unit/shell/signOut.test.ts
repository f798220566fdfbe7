import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The page's modules afresh (the http client remembers it warned once), with fetch answering as `answer` says. */
async function page(answer: (url: string) => Promise<Response>) {
  vi.resetModules();
  vi.stubGlobal('fetch', vi.fn((url: string) => answer(String(url))));
  const { configureShellApi } = await import('../../../src/admin/shellApi');
  const { api } = await import('../../../src/dataProvider/api');
  const { authProvider } = await import('../../../src/admin/auth/authProvider');
  configureShellApi();
  return { api, authProvider };
}

const envelope = (status: number) => new Response(JSON.stringify({ status: status === 200 ? 0 : -1, msg: '', data: null }), { status, headers: { 'Content-Type': 'application/json' } });

describe('signing out', () => {
  const assign = vi.fn();
  const alert = vi.fn();
  beforeEach(() => {
    localStorage.setItem('ccim_token', 'tok');
    Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, pathname: '/historySessionReport', search: '', origin: 'http://localhost', assign } });
    vi.stubGlobal('alert', alert);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
    alert.mockReset();
    localStorage.clear();
  });

  it('says nothing of an expired session when a call in flight is refused because the user signed out', async () => {
    let ended!: () => void;
    const { api, authProvider } = await page(async (url) => {
      if (url.endsWith('/sso/api/logout')) await new Promise<void>((resolve) => (ended = resolve));
      // The session is over for every other call.
      return envelope(url.endsWith('/sso/api/logout') ? 200 : 401);
    });
    const out = authProvider.logout(undefined);
    const poll = api.request('GET', '/ccim-main/api/home/statistics', { silent: true }).catch((e: unknown) => e);
    await poll;
    ended();
    await out;
    expect(alert).not.toHaveBeenCalled();
    expect(assign.mock.calls).toEqual([['/sso/login?redirect=%2F']]);
    expect(localStorage.getItem('ccim_token')).toBeNull();
  });

  it('still warns once and goes to sign in when the session expired on its own', async () => {
    const { api } = await page(async () => envelope(401));
    await api.request('GET', '/ccim-main/api/home/statistics', { silent: true }).catch(() => undefined);
    await api.request('GET', '/ccim-main/api/home/activity', { silent: true }).catch(() => undefined);
    expect(alert).toHaveBeenCalledTimes(1);
    expect(assign.mock.calls).toEqual([['/sso/login?redirect=%2FhistorySessionReport']]);
  });
});
