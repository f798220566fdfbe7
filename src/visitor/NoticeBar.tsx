import { useEffect, useState } from 'react';
import { call } from './api';
import type { Translate } from './i18n';

interface Notice {
  title: string;
  content: string;
}

/** The pushed announcement (`im/homeAnnouncement`); on a phone it takes much of the screen, so it can be put away. */
export function NoticeBar({ t }: { t: Translate }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    call<Notice | null>('GET', 'robot:/im/homeAnnouncement').then(setNotice, () => undefined);
  }, []);
  if (!notice || closed) return null;
  return (
    <div className="notice" role="note">
      <span>
        <strong>{t('announcement')}</strong> {notice.title}: {notice.content}
      </span>
      <button type="button" className="notice-close" aria-label={t('dismiss')} onClick={() => setClosed(true)}>
        ×
      </button>
    </div>
  );
}
