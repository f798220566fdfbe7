/**
 * The visitor page's first screen, shared by the server (which draws it into `visitor.html` with the page's data,
 * so the announcement paints before any script arrives) and the visitor app (which starts from the same data and
 * draws the same markup, so nothing moves when it takes over).
 */
import type { RuntimeConfig } from './runtimeConfig';

/** The pushed announcement as `im/homeAnnouncement` answers it. */
export interface Notice {
  id: string;
  title: string;
  content: string;
  pushed_at: number | null;
}

/** What the server writes into the page (`<script type="application/json" id="ccim-boot">`): no call needed for it. */
export interface VisitorBoot {
  config: RuntimeConfig;
  /** The latest pushed announcement on a channel entry's page (null: none pushed, or the evaluation page). */
  notice: Notice | null;
}

export const BOOT_ELEMENT_ID = 'ccim-boot';
/** The page language and the dismissed announcement's version, kept in cookies too so the server draws them. */
export const LOCALE_COOKIE = 'ccim_locale';
export const DISMISSED_NOTICE_COOKIE = 'ccim_notice_dismissed';

/** The public help centre in the page's language; its "Chat with us" leads back to the chat it was opened from. */
export const helpCentreHref = (locale: 'en' | 'zh', chatRoute: string) => `/help?lang=${locale}&chat=${encodeURIComponent(chatRoute)}`;

/** The texts of the first screen (the app's message files include them). */
export const SHELL_TEXTS = {
  en: {
    title: 'Customer service',
    language: '中文',
    languageLabel: 'Switch to Chinese',
    help: 'Help centre',
    helpLabel: 'Help centre (opens in a new tab)',
    announcement: 'Announcement',
    dismiss: 'Close',
    loading: 'Loading…',
    evalTitle: 'Rate our service',
    aiTitle: 'AI assistant',
  },
  zh: {
    title: '在线客服',
    language: 'EN',
    languageLabel: '切换到英文',
    help: '帮助中心',
    helpLabel: '帮助中心（在新标签页打开）',
    announcement: '公告',
    dismiss: '关闭',
    loading: '加载中…',
    evalTitle: '服务评价',
    aiTitle: '智能助手',
  },
} as const;

/**
 * What identifies one version of an announcement: its id, when it was pushed and its text. Editing or pushing it
 * again makes a new version, which shows again although the visitor dismissed the one before.
 */
export function noticeVersion(n: Notice): string {
  const text = `${n.title}\u0000${n.content}`;
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return `${n.id}:${n.pushed_at ?? 0}:${(hash >>> 0).toString(36)}`;
}
