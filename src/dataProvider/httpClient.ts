import { HttpError } from 'react-admin';
import { REQUEST_TIMEOUT_MS, runtimeConfig } from '../common/runtimeConfig';

/** The envelope every JSON answer carries (api-contract.md). */
interface Envelope<T = unknown> {
  status: 0 | -1 | -2;
  msg: string;
  data: T;
}

type NoticeType = 'error' | 'warning' | 'info' | 'success';

export interface HttpClientHooks {
  /** The bearer token, or null when signed out. */
  getToken(): string | null;
  /** Shows a notice to the user; `key` is an i18n key, `fallback` the server's own words. */
  notify(message: string, type: NoticeType, options?: { translate?: boolean }): void;
  /** HTTP 401: shown once, then the user goes to sign in. */
  onUnauthorized(): void;
  /** The user's language, sent as Accept-Language so the server's messages come back in it. */
  getLocale?(): string;
  /** Called when a call answered 404 (only logged, product.md §8). */
  log?(message: string): void;
}

interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Leave notices to the caller (react-admin shows its own). */
  silent?: boolean;
  /** Answer the raw Response (for downloads). */
  raw?: boolean;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

/** Field errors as react-admin's forms read them: `{ field: message }`. */
function fieldErrorsOf(data: unknown): Record<string, string> | undefined {
  const list = (data as { errors?: { field: string; message: string }[] } | null)?.errors;
  if (!Array.isArray(list) || list.length === 0) return undefined;
  return Object.fromEntries(list.map((e) => [e.field, e.message]));
}

/** i18n keys of the error catalogue of docs/product.md (section 8). */
export const ERR = {
  expired: 'ccim.error.expired',
  forbidden: 'ccim.error.forbiddenResource',
  network: 'ccim.error.network',
  timeout: 'ccim.error.timeout',
  application: 'ccim.error.application',
  notFound: 'ccim.error.notFound',
} as const;

export type HttpClient = ReturnType<typeof createHttpClient>;

/**
 * The one way the browser calls the server: bearer token, 15 s timeout, the envelope unwrapped (status 0 gives
 * `data`), -1 shown as an error and -2 as a warning, HTTP 401 sends the user to sign in (once), 403 says why (the
 * server's message, else that the user has no permission),
 * 404 is only logged. Failures throw react-admin's HttpError so forms can show field errors.
 */
export function createHttpClient(hooks: HttpClientHooks, fetchImpl: typeof fetch = (...a) => fetch(...a)) {
  let unauthorizedShown = false;

  async function request<T = unknown>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
    const res = await send(method, path, opts);
    if (opts.raw) return res as unknown as T;
    return unwrap<T>(res, opts);
  }

  async function send(method: string, path: string, opts: RequestOptions): Promise<Response> {
    const base = path.startsWith('/sso/') || /^https?:/.test(path) ? '' : runtimeConfig().apiHost;
    const url = new URL(base + path, window.location.origin);
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    const locale = hooks.getLocale?.();
    if (locale) headers['Accept-Language'] = locale === 'zh' ? 'zh-CN' : 'en';
    const token = hooks.getToken();
    if (token && !path.startsWith('/ccim-robot/')) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
    try {
      const res = await fetchImpl(url.toString(), { method, headers, body, signal: controller.signal, credentials: 'same-origin' });
      if (res.status === 401) {
        if (!unauthorizedShown) {
          unauthorizedShown = true;
          hooks.onUnauthorized();
        }
        throw new HttpError(ERR.expired, 401, null);
      }
      if (res.status === 403) {
        // The server's own words when it says why (in the user's language, e.g. "No such session"), else the general refusal.
        const parsed = safeJson(await res.text().catch(() => '')) as Envelope | null;
        const said = typeof parsed?.msg === 'string' && parsed.msg ? parsed.msg : null;
        if (!opts.silent) hooks.notify(said ?? ERR.forbidden, 'error', said ? { translate: false } : undefined);
        throw new HttpError(said ?? ERR.forbidden, 403, parsed);
      }
      if (res.status === 404) {
        hooks.log?.(`404 ${method} ${path}`);
        const text = await res.text().catch(() => '');
        const parsed = safeJson(text) as Envelope | null;
        throw new HttpError(parsed?.msg ?? ERR.notFound, 404, parsed);
      }
      return res;
    } catch (err) {
      if (err instanceof HttpError) throw err;
      const key = controller.signal.aborted ? ERR.timeout : ERR.network;
      if (!opts.silent) hooks.notify(key, 'error');
      throw new HttpError(key, 0, null);
    } finally {
      clearTimeout(timer);
    }
  }

  async function unwrap<T>(res: Response, opts: RequestOptions): Promise<T> {
    const text = await res.text();
    const env = safeJson(text) as Envelope<T> | null;
    if (!env || typeof env !== 'object' || !('status' in env)) {
      if (!opts.silent) hooks.notify(ERR.application, 'error');
      throw new HttpError(ERR.application, res.status, null);
    }
    if (env.status === 0 && res.ok) return env.data;
    const message = env.msg || ERR.application;
    const type: NoticeType = env.status === -2 ? 'warning' : 'error';
    if (!opts.silent) hooks.notify(message, type, { translate: false });
    throw new HttpError(message, res.status, { ...env, errors: fieldErrorsOf(env.data), warning: env.status === -2 });
  }

  /** Downloads a file answer (exports); the server answers an envelope only when it refuses. */
  async function download(method: string, path: string, opts: RequestOptions = {}): Promise<{ blob: Blob; filename: string }> {
    return fileOf(await send(method, path, opts), opts);
  }

  /**
   * An export the server may write in the background instead: the file, or (HTTP 202) the envelope's job, which the
   * caller's list of exports follows.
   */
  async function exportOrJob<J>(method: string, path: string, opts: RequestOptions = {}): Promise<{ file: { blob: Blob; filename: string } } | { job: J }> {
    const res = await send(method, path, opts);
    if (res.status === 202) return { job: await unwrap<J>(res, opts) };
    return { file: await fileOf(res, opts) };
  }

  async function fileOf(res: Response, opts: RequestOptions): Promise<{ blob: Blob; filename: string }> {
    const type = res.headers.get('Content-Type') ?? '';
    if (type.includes('application/json')) {
      await unwrap(res, opts);
      throw new HttpError(ERR.application, res.status, null);
    }
    const disposition = res.headers.get('Content-Disposition') ?? '';
    const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
    const plain = /filename="?([^";]+)"?/i.exec(disposition);
    const filename = star ? decodeURIComponent(star[1]) : plain ? plain[1] : 'export.xlsx';
    return { blob: await res.blob(), filename };
  }

  return { request, download, exportOrJob };
}

function safeJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
