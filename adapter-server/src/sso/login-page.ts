import { LOGIN_FILES } from './login-files';

/**
 * The sign-in page of the embedded sign-on server. Plain HTML so it loads before (and without) the shell;
 * bilingual, remembering the shell's language choice (localStorage `ccim_locale`). After signing in it keeps
 * the token for the shell's bearer header and goes back to `redirect`, which must be a path on this site.
 */
const TEXTS = {
  en: {
    title: 'Sign in · Customer service',
    heading: 'Customer service back-office',
    sub: 'Sign in with your company account',
    username: 'User name',
    password: 'Password',
    submit: 'Sign in',
    busy: 'Signing in…',
    required: 'Please enter your user name and password.',
    network: 'Network disconnected. Please try again.',
    wrong: 'Wrong user name or password.',
    throttled: 'Too many failed sign-ins. Please try again later.',
    other: '中文',
    or: 'or',
    oidc: 'Sign in with company single sign-on',
    signedIn: 'Signed in. Opening the back-office…',
    oidcFailed: 'The company sign-on did not succeed. Please try again.',
    oidcNoRole: 'Your company account has no role in customer service. Please ask your administrator.',
    oidcDisabled: 'This account is disabled. Please contact your administrator.',
    oidcExpired: 'The sign-in took too long or was already used. Please sign in again.',
    oidcUnavailable: 'The company sign-on cannot be reached now. Please try again later.',
    oidcNotLinked: 'An account with your name exists here but is not open to the company sign-on. Please ask an administrator to allow it on Sign-on users.',
  },
  zh: {
    title: '登录 · 在线客服',
    heading: '在线客服管理后台',
    sub: '使用公司账号登录',
    username: '用户名',
    password: '密码',
    submit: '登录',
    busy: '正在登录…',
    required: '请输入用户名和密码。',
    network: '网络已断开，请重试。',
    wrong: '用户名或密码错误。',
    throttled: '登录失败次数过多，请稍后再试。',
    other: 'English',
    or: '或',
    oidc: '使用企业统一身份认证登录',
    signedIn: '登录成功，正在打开管理后台…',
    oidcFailed: '企业统一身份认证未成功，请重试。',
    oidcNoRole: '您的企业账号在在线客服中没有角色，请联系管理员。',
    oidcDisabled: '该账号已停用，请联系管理员。',
    oidcExpired: '登录超时或已被使用，请重新登录。',
    oidcUnavailable: '暂时无法连接企业统一身份认证，请稍后再试。',
    oidcNotLinked: '此处已有与您同名的账号，但未开放企业统一身份认证登录。请联系管理员在“登录用户”中允许。',
  },
};

const LOCAL_BASE = 'http://local.invalid';

/**
 * Only a path on this site. Browsers drop tabs and newlines from addresses and read "\\" as "/", so
 * "/\t/evil.example" or "/\\evil.example" would become "//evil.example" (another host): any control
 * character, space or backslash is refused outright, then the path must resolve to our own origin.
 */
export function safeRedirect(value: string): string {
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || value.startsWith('//') || /[\u0000-\u0020\u007f-\u009f\\]/.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, LOCAL_BASE);
  } catch {
    return '/';
  }
  return url.origin === LOCAL_BASE ? value : '/';
}

/** JSON inside a <script> element is raw text: escape only what could close the element or start markup. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** A message the page shows on arrival (the company sign-on's refusals), by its key in TEXTS. */
export type LoginNotice = 'oidcFailed' | 'oidcNoRole' | 'oidcDisabled' | 'oidcExpired' | 'oidcUnavailable' | 'oidcNotLinked';

export interface LoginPageOptions {
  /** Offer the company's sign-on (OIDC) beside the form. */
  oidc?: boolean;
  /** The user name and password form (PASSWORD_SIGN_IN; on unless turned off beside the company's sign-on). */
  password?: boolean;
  notice?: LoginNotice;
  /** A company sign-on just succeeded: the script keeps this token as the form does and goes on. */
  session?: { token: string };
}

/** `prefetch`: the back-office application's first files, fetched into the cache once the user starts typing. */
export function loginPage(redirect: string, prefetch: string[] = [], opts: LoginPageOptions = {}): string {
  const safe = safeRedirect(redirect);
  const target = scriptJson(safe);
  const texts = scriptJson(TEXTS);
  const password = opts.password !== false || !opts.oidc;
  const form = password
    ? `<form id="form" novalidate>
<label for="username" id="l-username"></label><input id="username" name="username" autocomplete="username" required autofocus>
<label for="password" id="l-password"></label><input id="password" name="password" type="password" autocomplete="current-password" required>
<div id="error" role="alert"></div>
<button id="submit" type="submit"></button>
</form>`
    : '<div id="error" role="alert"></div>';
  const oidc = opts.oidc
    ? `${password ? '<p class="or" id="or"></p>' : ''}<a class="oidc" id="oidc" href="/sso/oidc/start?redirect=${encodeURIComponent(safe)}"></a>`
    : '';
  const extra = `${opts.notice ? `<script type="application/json" id="notice">${scriptJson(opts.notice)}</script>\n` : ''}${opts.session ? `<script type="application/json" id="session">${scriptJson(opts.session)}</script>\n` : ''}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>Sign in</title>
<link rel="stylesheet" href="/sso/${LOGIN_FILES.css.hashedName}"></head>
<body><main>
<button type="button" class="lang" id="lang"></button>
<h1 id="heading"></h1><p class="sub" id="sub"></p>
${form}${oidc}</main>
${extra}<script type="application/json" id="redirect">${target}</script>
<script type="application/json" id="texts">${texts}</script>
<script type="application/json" id="prefetch">${scriptJson(prefetch)}</script>
<script src="/sso/${LOGIN_FILES.js.hashedName}"></script></body></html>`;
}
