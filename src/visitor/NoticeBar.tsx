import DOMPurify from 'dompurify';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { noticeVersion, type Notice } from '../common/visitorShell';
import { call } from './api';
import { dismissedVersion, onDismissal, rememberDismissed } from './dismissal';
import type { Translate } from './i18n';

/** The announcement's rich text as plain text: the bar is one short line on a phone, and never shows markup. */
const plainText = (html: string): string => new DOMParser().parseFromString(DOMPurify.sanitize(html), 'text/html').body.textContent?.trim() ?? '';

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
 * screen) until the announcement changes. Until this app takes over, `main.tsx` makes the server-drawn Close work.
 */
export function NoticeBar({ t, initial, token }: Props) {
  const [notice, setNotice] = useState<Notice | null>(initial ?? null);
  // Read from the store, so a Close on the server's first screen during this first render is not undone (`main.tsx`).
  const dismissed = useSyncExternalStore(onDismissal, dismissedVersion);
  const asks = initial === undefined && !!token;
  useEffect(() => {
    if (asks) call<Notice | null>('GET', 'robot:/im/homeAnnouncement').then(setNotice, () => undefined);
  }, [asks]);
  if (!notice) return null;
  const version = noticeVersion(notice);
  if (dismissed === version) return null;
  const dismiss = () => rememberDismissed(version);
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
