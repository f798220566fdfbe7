import DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';
import { call } from './api';
import type { Translate } from './i18n';

interface Notice {
  id: string;
  title: string;
  content: string;
  pushed_at: number | null;
}

const DISMISSED_NOTICE_KEY = 'ccim_notice_dismissed';

/**
 * What identifies one version of an announcement: its id, when it was pushed and its text. Editing or pushing it
 * again makes a new version, which shows again although the visitor dismissed the one before.
 */
function noticeVersion(n: Notice): string {
  const text = `${n.title}\u0000${n.content}`;
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return `${n.id}:${n.pushed_at ?? 0}:${(hash >>> 0).toString(36)}`;
}

/** The announcement's rich text as plain text: the bar is one short line on a phone, and never shows markup. */
const plainText = (html: string): string => new DOMParser().parseFromString(DOMPurify.sanitize(html), 'text/html').body.textContent?.trim() ?? '';

const dismissedVersion = (): string | null => {
  try {
    return localStorage.getItem(DISMISSED_NOTICE_KEY);
  } catch {
    return null;
  }
};

/**
 * The pushed announcement (`im/homeAnnouncement`); on a phone it takes much of the screen, so it can be put away,
 * and stays away (localStorage) until the announcement changes.
 */
export function NoticeBar({ t }: { t: Translate }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [dismissed, setDismissed] = useState(dismissedVersion);
  useEffect(() => {
    call<Notice | null>('GET', 'robot:/im/homeAnnouncement').then(setNotice, () => undefined);
  }, []);
  if (!notice) return null;
  const version = noticeVersion(notice);
  if (dismissed === version) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_NOTICE_KEY, version);
    } catch {
      // Storage refused (private mode in some browsers): it stays closed for this page at least.
    }
    setDismissed(version);
  };
  return (
    <div className="notice" role="note">
      <span>
        <strong>{t('announcement')}</strong> {notice.title}: {plainText(notice.content)}
      </span>
      <button type="button" className="notice-close" aria-label={t('dismiss')} onClick={dismiss}>
        ×
      </button>
    </div>
  );
}
