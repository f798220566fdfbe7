import { MAIN_BASE, REQUEST_TIMEOUT_MS, ROBOT_BASE, runtimeConfig } from '../common/runtimeConfig';
import { initialLocale } from './i18n';

export const TOKEN_KEY = 'ccim_visitor_token';

/** A refusal from the server: `msg` to show, `data` for details (e.g. the bilingual blacklist message). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly envelopeStatus: number,
    readonly data: unknown,
  ) {
    super(message);
  }
}

export const visitorToken = (): string => localStorage.getItem(TOKEN_KEY) ?? '';

let imageTicket = '';
/** Kept from `listCurrentSessionMsg`: an <img> cannot send the token header, and in a channel's frame no cookie goes either. */
export const setImageTicket = (ticket: string | undefined) => void (imageTicket = ticket ?? imageTicket);

/** The address to show an uploaded image at: our `/uploads/` addresses carry the signed image ticket. */
export function imageSrc(url: string): string {
  if (!url.startsWith('/uploads/') || !imageTicket) return url;
  return `${url}?ticket=${encodeURIComponent(imageTicket)}`;
}

/**
 * The visitor page's calls: the robot base takes the visitor token in `X-Visitor-Token` (no bearer, product.md §7);
 * `openChannel/` on the main base takes it as the bearer (api-contract.md). The HttpOnly cookie carries it too.
 */
export async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const token = visitorToken();
  const robot = path.startsWith('robot:');
  const url = runtimeConfig().apiHost + (robot ? ROBOT_BASE + path.slice(6) : MAIN_BASE + path);
  // The page's language, so the server's refusals come back in it.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': initialLocale() === 'zh' ? 'zh-CN' : 'en' };
  if (token) headers[robot ? 'X-Visitor-Token' : 'Authorization'] = robot ? token : `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const res = await fetch(url, { method, headers, body: payload, credentials: 'same-origin', signal: controller.signal });
    const env = (await res.json().catch(() => null)) as { status: number; msg: string; data: T } | null;
    if (!env) throw new ApiError('Application error', res.status, -1, null);
    if (env.status !== 0 || !res.ok) throw new ApiError(env.msg, res.status, env.status, env.data);
    return env.data;
  } finally {
    clearTimeout(timer);
  }
}

interface CurrentUser {
  visitorId: string;
  nickname: string;
  channel: number;
  visitorToken: string;
}

export async function identify(channel: number): Promise<CurrentUser> {
  const user = await call<CurrentUser>('GET', `robot:/im/getCurrentUser?channel=${channel}`);
  localStorage.setItem(TOKEN_KEY, user.visitorToken);
  return user;
}

/** A fresh client message id: resending with the same id is how a lost acknowledgement is recovered. */
export const newClientMsgId = (): string => `v${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
