import DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';
import { DISMISSED_NOTICE_COOKIE, noticeVersion, type Notice } from '../common/visitorShell';
import { call } from './api';
import { setCookie } from './boot';
import type { Translate } from './i18n';

const DISMISSED_NOTICE_KEY = 'ccim_notice_dismissed';

/** The announcement's rich text as plain text: the bar is one short line on a phone, and never shows markup. */
const plainText = (html: string): string => new DOMParser().parseFromString(DOMPurify.sanitize(html), 'text/html').body.textContent?.trim() ?? '';

const dismissedVersion = (): string | null => {
  try {
    return localStorage.getItem(DISMISSED_NOTICE_KEY);
  } catch {
    return null;
  }
};

interface Props {
  t: Translate;
  /** The announcement the server wrote into the page; undefined when it did not (then it is asked for). */
  initial: Notice | null | undefined;
  /** The visitor's token, which the call needs. */
  token: string | null;
}

/**
 * The pushed announcement: the one the server wrote into the page, else `im/homeAnnouncement`. On a phone it takes
 * much of the screen, so it can be put away, and stays away (localStorage, and a cookie for the server's first
 * screen) until the announcement changes.
 */
export function NoticeBar({ t, initial, token }: Props) {
  const [notice, setNotice] = useState<Notice | null>(initial ?? null);
  const [dismissed, setDismissed] = useState(dismissedVersion);
  const asks = initial === undefined && !!token;
  useEffect(() => {
    if (asks) call<Notice | null>('GET', 'robot:/im/homeAnnouncement').then(setNotice, () => undefined);
  }, [asks]);
  if (!notice) return null;
  const version = noticeVersion(notice);
  if (dismissed === version) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_NOTICE_KEY, version);
      setCookie(DISMISSED_NOTICE_COOKIE, version);
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
