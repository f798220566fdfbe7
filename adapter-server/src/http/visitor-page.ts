import type { Request } from 'express';
import { entryFor, type ChannelEntry } from '../../../src/common/channels';
import type { RuntimeConfig } from '../../../src/common/runtimeConfig';
import { BOOT_ELEMENT_ID, DISMISSED_NOTICE_COOKIE, helpCentreHref, LOCALE_COOKIE, noticeVersion, SHELL_TEXTS, type Notice, type VisitorBoot } from '../../../src/common/visitorShell';
import { readCookie } from './cookies';

/** The announcement to draw: as `im/homeAnnouncement` answers it, and its text already reduced to escaped plain text. */
export interface FirstScreenNotice {
  notice: Notice;
  /** HTML-escaped plain text of `notice.content`. */
  html: string;
}

export interface VisitorPageData {
  config: RuntimeConfig;
  /** The latest pushed announcement (read only for the classic chat pages). */
  notice(): Promise<FirstScreenNotice | null>;
}

const DEFAULT_ENTRY = entryFor('/newhuang/chat')!;
const ROOT = /<div id="root">[\s\S]*?<\/div><!--\/root-->/;

/** Text as HTML text or an attribute value (the pages the server draws: the visitor page's first screen, the help centre). */
export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page language as the app picks it: the visitor's choice (cookie), else the browser's first language. */
export function localeOf(req: Request): 'en' | 'zh' {
  const saved = readCookie(req.headers.cookie, LOCALE_COOKIE);
  if (saved === 'en' || saved === 'zh') return saved;
  return (req.headers['accept-language'] ?? '').trim().toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/**
 * The built `visitor.html` with its first screen drawn in: the header the app draws, the pushed announcement (unless
 * this browser dismissed that version) and the loading line, in the visitor's language, plus the boot data
 * (`<script type="application/json">`: the run-time configuration and the announcement) the app starts from without
 * calling for them. The announcement is the page's largest first content; it now paints with the HTML and the styles.
 */
export async function renderVisitorPage(template: string, req: Request, data: VisitorPageData): Promise<string> {
  if (!ROOT.test(template)) return template;
  const path = req.path.replace(/\/+$/, '') || '/';
  const entry: ChannelEntry | undefined = entryFor(path);
  const shown = entry ?? DEFAULT_ENTRY;
  const locale = localeOf(req);
  const t = SHELL_TEXTS[locale];
  // Every channel entry carries the announcement (the AI chat hands over to the classic chat, which shows it); only
  // the classic chat draws it.
  const first = entry ? await data.notice() : null;
  const boot: VisitorBoot = { config: data.config, notice: first?.notice ?? null };

  const heading = !entry ? t.evalTitle : entry.ai ? t.aiTitle : shown.title[locale];
  const dismissed = first && readCookie(req.headers.cookie, DISMISSED_NOTICE_COOKIE) === noticeVersion(first.notice);
  const notice =
    first && entry && !entry.ai && !dismissed
      ? `<div class="notice" role="note"><span><strong>${t.announcement}</strong> ${escapeHtml(first.notice.title)}: ${first.html}</span><button type="button" class="notice-close" aria-label="${t.dismiss}">×</button></div>`
      : '';
  const shell =
    `<div class="app" style="--brand:${shown.color}"><header class="bar"><h1>${escapeHtml(heading)}</h1>` +
    `<div class="tools">${entry ? `<a class="help" href="${escapeHtml(helpCentreHref(locale, shown.route))}" target="_blank" rel="noopener" title="${t.helpLabel}">${t.help}</a>` : ''}` +
    `<button type="button" class="lang" title="${t.languageLabel}"><span lang="${locale === 'zh' ? 'en' : 'zh'}">${t.language}</span><span class="sr-only"> ${t.languageLabel}</span></button></div></header>` +
    `${notice}<p class="muted center">${t.loading}</p></div>`;
  // `<` escaped so no text in the data can close the script element.
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${locale === 'zh' ? 'zh-CN' : 'en'}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(`${shown.title[locale]} · ${t.title}`)}</title>`)
    .replace(ROOT, () => `<div id="root">${shell}</div><!--/root-->\n    <script type="application/json" id="${BOOT_ELEMENT_ID}">${json}</script>`);
}
